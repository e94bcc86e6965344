// @vitest-environment jsdom
/** The nep report page: the chart draws the server's bands (every overdue item, 0 days late included), not the page's rows. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { i18n as I18n } from 'i18next';
import { initI18n } from '../../../src/lib/i18n';
import { session } from '../../../src/lib/session';
import { Component as NepPage } from '../../../src/features/admin/reports/routes/nep';

let i18n: I18n;
beforeAll(async () => {
  i18n = await initI18n('lt');
  await i18n.loadNamespaces(['reports', 'types/sutartine-hipoteka']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the nep report page', () => {
  it('charts every overdue item by the server’s bands, the first from 0 days', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          total: 40,
          page: 1,
          pageSize: 25,
          items: [{ id: 7, family: 'documents', type: 'sutartine-hipoteka', status: 'perduotas', term: 'decision', deadline: '2026-11-20', workingDaysLate: 0, officeName: null }],
          bands: [
            { from: 0, to: 1, decision: 17, correction: 2 },
            { from: 2, to: 5, decision: 0, correction: 0 },
            { from: 6, to: 20, decision: 0, correction: 0 },
            { from: 21, to: null, decision: 21, correction: 0 },
          ],
        }),
      ),
    );
    session.setSession({
      token: 't',
      user: { id: 1, displayName: 'A', roles: ['AD_administratorius'], idleMinutes: 15, consent: { terms: true, ntrServices: true, selfServiceContract: true }, firstSignIn: false },
    });
    const router = createMemoryRouter([{ path: '/admin/nep', element: <NepPage /> }], { initialEntries: ['/admin/nep'] });
    render(
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </I18nextProvider>,
    );
    const chart = await screen.findByRole('img', { name: 'Visi laiku neapdoroti dokumentai pagal vėlavimą darbo dienomis' });
    expect(within(chart).getByText('iki 1 darbo dienos')).toBeTruthy();
    expect(within(chart).getByText('19')).toBeTruthy();
    expect(within(chart).getByText('21 ir daugiau darbo dienų')).toBeTruthy();
  });
});
