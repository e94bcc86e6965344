// @vitest-environment jsdom
/**
 * Why a document is read-only, as the page says it: someone else's lock names the holder and
 * the time (Vilnius), no right says so, a refused lock says so, our own lock says nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { LockNotice } from '../../../src/features/documents/components/lock-notice';
import { createI18n } from '../../../src/lib/i18n';

const holder = { userId: 2, name: 'Ona Onaitė' };

async function show(props: Parameters<typeof LockNotice>[0]) {
  const i18n = await createI18n('lt');
  await i18n.loadNamespaces('documents');
  return render(
    <I18nextProvider i18n={i18n}>
      <LockNotice {...props} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('lock notice', () => {
  it("names another session's holder and since when (Vilnius time)", async () => {
    await show({ editable: true, failed: false, lock: { holder, since: '2026-11-21T10:05:00.000Z', expiresAt: '2026-11-21T10:07:00.000Z', mine: false } });
    expect(screen.getByRole('status').textContent).toBe('Dokumentą redaguoja Ona Onaitė nuo 2026-11-21 12:05.');
  });

  it('says nothing while the lock is ours', async () => {
    const { container } = await show({
      editable: true,
      failed: false,
      lock: { holder, since: '2026-11-21T10:05:00.000Z', expiresAt: '2026-11-21T10:07:00.000Z', mine: true },
    });
    expect(container.textContent).toBe('');
  });

  it('tells a user without the right to edit, and a refused lock', async () => {
    await show({ editable: false, failed: false, lock: null });
    expect(screen.getByRole('status').textContent).toBe('Šio dokumento keisti negalite.');
    cleanup();
    await show({ editable: true, failed: true, lock: null });
    expect(screen.getByRole('status').textContent).toBe('Dokumento užrakinti nepavyko: jis rodomas tik skaitymui.');
  });
});
