// @vitest-environment jsdom
/**
 * The tooltip section: saving a help text also reloads the forms' help texts (the
 * use-tooltips cache of both languages), so the administrator's next form shows the new text.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { i18n as I18n } from 'i18next';
import { initI18n } from '../../../src/lib/i18n';
import { session } from '../../../src/lib/session';
import { tooltipsKey } from '../../../src/form/hooks/use-tooltips';
import { Component as TooltipsPage } from '../../../src/features/admin/routes/tooltips';

let i18n: I18n;
beforeAll(async () => {
  i18n = await initI18n('lt');
  await i18n.loadNamespaces(['admin']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const entry = { code: 'IDK', text: 'Senas tekstas.', text_en: null, active: true, updated_at: '2026-11-20T10:00:00.000Z', used_in: [] };

describe('the tooltip section', () => {
  it('reloads the forms’ help texts of both languages after a save', async () => {
    const fetch = vi.fn(async (url: string | URL, init?: RequestInit) => {
      const path = String(url);
      if (init?.method === 'PUT') return json({ ...entry, text: 'Naujas tekstas.' });
      if (path.includes('/admin/tooltip')) return json({ items: [entry] });
      return json([{ too_kodas: 'IDK', too_tekstas: 'Naujas tekstas.', too_aktyvus: true }]);
    });
    vi.stubGlobal('fetch', fetch);
    session.setSession({
      token: 't',
      user: { id: 1, displayName: 'A', roles: ['AD_administratorius'], idleMinutes: 15, consent: { terms: true, ntrServices: true, selfServiceContract: true }, firstSignIn: false },
    });
    // the forms' cache as a session that has opened a form holds it
    const cache = new Map<string, unknown>([
      [tooltipsKey('lt'), { data: [{ too_kodas: 'IDK', too_tekstas: 'Senas tekstas.', too_aktyvus: true }] }],
      [tooltipsKey('en'), { data: [] }],
    ]);
    const router = createMemoryRouter([{ path: '/admin/tooltip', element: <TooltipsPage /> }], { initialEntries: ['/admin/tooltip'] });
    render(
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => cache as never, dedupingInterval: 0 }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </I18nextProvider>,
    );
    fireEvent.change(await screen.findByLabelText(/IDK: tekstas lietuvių kalba/), { target: { value: 'Naujas tekstas.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Išsaugoti IDK' }));
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/tooltip?kalba='))).toHaveLength(2));
    await waitFor(() => expect((cache.get(tooltipsKey('lt')) as { data: { too_tekstas: string }[] }).data[0].too_tekstas).toBe('Naujas tekstas.'));
  });
});
