// @vitest-environment jsdom
/**
 * The entry actions of the registrui tab: the buttons are the lifecycle view's `entryActions`;
 * one opens the basis dialog, sends POST /documents/:id/changes with the kind and the filled
 * basis, and moves to the new notice; a refusal stays in the dialog with its fields' errors.
 * The archive restore (atkurimas) asks for confirmation and a reason, then re-reads the entry.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { EntryActions } from '../../../src/features/lifecycle/components/entry-actions';
import type { EntryAction } from '../../../src/domain/lifecycle/entry-actions';
import { i18n, initI18n } from '../../../src/lib/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function mount(actions: EntryAction[], onDone: () => void = () => undefined) {
  await initI18n('lt');
  await i18n.loadNamespaces('workflow');
  const router = createMemoryRouter(
    [
      { path: '/dokumentas/:objektasID/*', element: <EntryActions item={{ id: 5 }} actions={actions} onDone={onDone} /> },
      { path: '/dokumentas/42', element: <p>naujas pranešimas</p> },
    ],
    { initialEntries: ['/dokumentas/5/registrui'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('EntryActions', () => {
  it('shows a button per entry action the server lists, and none without any', async () => {
    await mount(['pakeitimas', 'nutraukimas']);
    const group = await screen.findByRole('group', { name: 'Įrašo veiksmai' });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Keisti įrašą', 'Nutraukti įrašą']);
    cleanup();
    await mount([]);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('starts the notice with its basis and opens it', async () => {
    const fetch = vi.fn(async () => json(201, { id: 42, version: 1 }));
    vi.stubGlobal('fetch', fetch);
    const router = await mount(['adreso_keitimas']);
    fireEvent.click(await screen.findByRole('button', { name: 'Keisti adresą' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adreso pakeitimo pranešimas' });
    expect(dialog).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Pagrindas/), { target: { value: 'Pasikeitė buveinės adresas' } });
    fireEvent.change(screen.getByLabelText(/^Data/), { target: { value: '2026-11-19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Parengti pranešimą' }));
    expect(await screen.findByText('naujas pranešimas')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dokumentas/42');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/documents\/5\/changes$/);
    expect(JSON.parse(String(init.body))).toEqual({ kind: 'adreso_keitimas', pagrindas: { pagrindas: 'Pasikeitė buveinės adresas', data: '2026-11-19' } });
  });

  it('keeps a refusal in the dialog, under the field it concerns', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(422, { message: 'errors.validation', errors: [{ path: '/pagrindas/data', messageKey: 'validation.notAfterToday', severity: 'critical' }] }),
      ),
    );
    const router = await mount(['nutraukimas']);
    fireEvent.click(await screen.findByRole('button', { name: 'Nutraukti įrašą' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Parengti pranešimą' }));
    const data = await screen.findByLabelText(/^Data/);
    await vi.waitFor(() => expect(data.getAttribute('aria-invalid')).toBe('true'));
    expect(router.state.location.pathname).toBe('/dokumentas/5/registrui');
  });

  it('restores an archived entry after confirmation with a reason, then re-reads it', async () => {
    const fetch = vi.fn(async () => json(200, { id: 5, status: 'iregistruotas', version: 3, meta: { message: 'messages.entryRestored' } }));
    vi.stubGlobal('fetch', fetch);
    const onDone = vi.fn();
    await mount(['atkurimas'], onDone);
    fireEvent.click(await screen.findByRole('button', { name: 'Atkurti įrašą' }));
    const dialog = await screen.findByRole('dialog', { name: 'Įrašo atkūrimas' });
    expect(dialog.textContent).toContain('Ar norite atkurti išregistruotą įrašą?');
    const confirm = screen.getByRole('button', { name: 'Atkurti' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Atkūrimo priežastis/), { target: { value: 'Teismas panaikino išregistravimą' } });
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/archyvas\/irasai\/5\/atkurti$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Teismas panaikino išregistravimą' });
  });

  it('keeps a refused restore in the dialog with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { message: 'errors.archive_item_listed' })),
    );
    const onDone = vi.fn();
    await mount(['atkurimas'], onDone);
    fireEvent.click(await screen.findByRole('button', { name: 'Atkurti įrašą' }));
    fireEvent.change(await screen.findByLabelText(/^Atkūrimo priežastis/), { target: { value: 'Teismo sprendimas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Atkurti' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Objektas įtrauktas į naikinimo sąrašą: pirma jį iš sąrašo pašalinkite.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
