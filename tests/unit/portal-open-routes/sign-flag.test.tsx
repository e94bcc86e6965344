// @vitest-environment jsdom
/**
 * The sign flag of /dokumentas/{id}?sign=1 (where /sign/{objektasID} leads): the object's
 * actions open the signing confirmation at once when the server allows signing now, and
 * nothing when it does not.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { ObjectActions } from '../../../src/features/self-service/components/object-actions';
import type { ObjectAction } from '../../../src/features/self-service/api';
import { i18n, initI18n } from '../../../src/lib/i18n';

afterEach(cleanup);

async function mount(actions: ObjectAction[]) {
  await initI18n('lt');
  await i18n.loadNamespaces('selfService');
  const element = <ObjectActions objectId={5} version={2} actions={actions} label="Veiksmai" onDone={() => undefined} initialAction="pasirasyti" />;
  const router = createMemoryRouter([{ path: '/dokumentas/:objektasID', element }], { initialEntries: ['/dokumentas/5?sign=1'] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('ObjectActions initialAction (the sign flag)', () => {
  it('opens the signing confirmation when signing is allowed', async () => {
    await mount(['perziureti', 'pasirasyti', 'salinti']);
    const dialog = await screen.findByRole('dialog', { name: 'Pasirašyti ir pateikti' });
    expect(dialog.textContent).toContain('Ar tikrai norite pasirašyti?');
  });

  it('opens nothing when the object may not be signed now', async () => {
    await mount(['perziureti', 'keisti']);
    expect(await screen.findByRole('button', { name: /.+/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
