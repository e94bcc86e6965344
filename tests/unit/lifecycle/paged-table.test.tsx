// @vitest-environment jsdom
/**
 * The journal's server-paged table: the tabs a role may see (an STSR registrar has no NTR
 * tab), the query sent to the API (tab, page, size; sort and direction once sorted; the
 * search and status filters) and kept in the URL, a filter going back to page 1, the rows
 * the server returned and its total in the pagination.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { i18n as I18n } from 'i18next';
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

const doc = (id: number) => ({
  id,
  type: 'sutartine-hipoteka',
  status: 'perduotas',
  version: 4,
  noticeKind: 'pirminis',
  registryNumber: null,
  registeredAt: null,
  transferredAt: '2026-11-20T09:00:00Z',
  decisionDeadline: '2026-11-23',
  correctionDeadline: null,
  overdue: id === 2,
  providerName: 'Vilniaus 3-iasis notarų biuras',
  createdAt: '2026-11-19T09:00:00Z',
  updatedAt: '2026-11-20T09:00:00Z',
  parties: [{ role: 'skolininkas', name: 'Jonas Jonaitis', code: null }],
});

function setup(initial: string) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      queries.push(url.searchParams);
      return new Response(JSON.stringify({ total: 57, page: Number(url.searchParams.get('page')), pageSize: 25, items: [doc(1), doc(2)] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
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
  const router = createMemoryRouter([{ path: '/zurnalas/*', element: <JournalPage /> }], { initialEntries: [initial] });
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nextProvider>,
  );
  return { queries, router };
}

describe('the journal table', () => {
  it('shows the allowed tabs, the rows and the total; sorting and filtering go to the server and the URL', async () => {
    const { queries, router } = setup('/zurnalas/gaunami');
    const tabs = await screen.findByRole('tablist', { name: 'Žurnalo skiltys' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Gaunami', 'Siunčiami', 'KTPR pranešimai', 'Teikėjų rengiami']);
    const table = await screen.findByRole('table', { name: 'Gaunami' });
    await within(table).findByRole('link', { name: '1' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('row')[2].textContent).toContain('2026-11-23 (Terminas praleistas)');
    expect(screen.getByText('1–25 iš 57')).toBeTruthy();
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ tab: 'gaunami', page: '1', pageSize: '25' });

    fireEvent.click(screen.getByRole('button', { name: 'Kitas puslapis' }));
    await waitFor(() => expect(queries.at(-1)!.get('page')).toBe('2'));

    fireEvent.click(within(table).getByRole('button', { name: 'Sprendimo terminas' }));
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ sort: 'decision_deadline', direction: 'asc', page: '2' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Sprendimo terminas' }));
    await waitFor(() => expect(queries.at(-1)!.get('direction')).toBe('desc'));

    fireEvent.change(screen.getByRole('textbox', { name: /Paieška/ }), { target: { value: ' STSR-2026 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ieškoti' }));
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ q: 'STSR-2026', page: '1', sort: 'decision_deadline', direction: 'desc' }));
    expect(router.state.location.search).toBe('?sort=decision_deadline&direction=desc&q=STSR-2026');
  });

  it('no tab (or one the role may not open) goes to the first allowed tab', async () => {
    const { router } = setup('/zurnalas/ntr-gaunami');
    await screen.findByRole('table', { name: 'Gaunami' });
    expect(router.state.location.pathname).toBe('/zurnalas/gaunami');
  });
});
