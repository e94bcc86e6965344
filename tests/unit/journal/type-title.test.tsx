// @vitest-environment jsdom
/**
 * The journal's lists name a document's type by its catalogue title (locales types/<id>),
 * not by its id; an id the catalogue has no labels for is shown as it is.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { i18n as I18n } from 'i18next';
import type { DocumentItem } from '../../../src/domain/contracts/journal';
import { initI18n } from '../../../src/lib/i18n';
import { session } from '../../../src/lib/session';
import { Component as JournalPage } from '../../../src/features/journal/routes/journal';

let i18n: I18n;
beforeAll(async () => {
  i18n = await initI18n('lt');
  await i18n.loadNamespaces(['workflow']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

const doc = (id: number, type: string): DocumentItem => ({
  id,
  type,
  status: 'perduotas',
  version: 2,
  noticeKind: 'pirminis',
  registryNumber: null,
  registeredAt: null,
  transferredAt: '2026-11-20T09:00:00Z',
  decisionDeadline: '2026-11-23',
  correctionDeadline: null,
  overdue: false,
  providerName: null,
  createdAt: '2026-11-19T09:00:00Z',
  updatedAt: '2026-11-20T09:00:00Z',
  parties: [],
});

describe('journal type titles', () => {
  it('shows the catalogue title of each row type, and an unknown id as it is', async () => {
    const items = [doc(1, 'sutartine-hipoteka'), doc(2, 'nuoma'), doc(3, 'no-such-type')];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ total: 3, page: 1, pageSize: 25, items }), { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    session.setSession({
      token: 't',
      user: {
        id: 1,
        displayName: 'R',
        roles: ['RG_STSR_registrat'],
        idleMinutes: 15,
        consent: { terms: true, ntrServices: true, selfServiceContract: true },
        firstSignIn: false,
      },
    });
    const router = createMemoryRouter([{ path: '/zurnalas/*', element: <JournalPage /> }], { initialEntries: ['/zurnalas/gaunami'] });
    render(
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </I18nextProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Gaunami' });
    await within(table).findByText('Sutartinė hipoteka');
    await within(table).findByText('Nuoma');
    expect(within(table).queryByText('sutartine-hipoteka')).toBeNull();
    expect(within(table).getByText('no-such-type')).toBeTruthy();
  });
});
