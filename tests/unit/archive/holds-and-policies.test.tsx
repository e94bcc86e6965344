// @vitest-environment jsdom
/** In the browser: an item's legal holds (the administrator sets one with its case and reason, lifts one with a reason) and the retention policies' editing. */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { initI18n } from '../../../src/lib/i18n';
import { session } from '../../../src/lib/session';
import HoldsTab from '../../../src/features/archive/components/holds-tab';
import { PoliciesPanel } from '../../../src/features/archive/components/policies-panel';

let i18n: I18n;
beforeAll(async () => {
  i18n = await initI18n('lt');
  await i18n.loadNamespaces(['archive']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

const signIn = (roles: string[]) =>
  session.setSession({
    token: 't',
    user: {
      id: 1,
      displayName: 'Administratorius',
      roles,
      idleMinutes: 15,
      consent: { terms: true, ntrServices: true, selfServiceContract: true },
      firstSignIn: false,
    },
  });

/** Answers the calls from `answers` (method + path → JSON) and records them. */
function stubApi(answers: Record<string, unknown>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null });
      const answer = answers[`${method} ${path}`];
      return new Response(JSON.stringify(answer ?? {}), { status: answer === undefined ? 404 : 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const wrap = (node: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter>{node}</MemoryRouter>
      </SWRConfig>
    </I18nextProvider>,
  );
const doc = { id: 7, type: 'sutartine-hipoteka', status: 'nutrauktas', version: 3, editable: false, allowedActions: [], lock: null };
const activeHold = {
  id: 3,
  documentId: 7,
  caseReference: 'Byla Nr. 1',
  reason: 'Teismo prašymas',
  setAt: '2026-11-20T10:00:00.000Z',
  liftedAt: null,
  liftReason: null,
};

it('shows the item under a hold, and the administrator lifts it with a reason', async () => {
  signIn(['AD_administratorius']);
  const calls = stubApi({
    'GET /api/archyvas/irasai/7/sulaikymai': { items: [activeHold] },
    'POST /api/archyvas/sulaikymai/3/atsaukti': { ...activeHold, liftedAt: '2026-11-21T10:00:00.000Z', liftReason: 'Byla baigta' },
  });
  wrap(<HoldsTab document={doc} readOnly reload={() => {}} rest={[]} />);
  expect(await screen.findByText(/Objektui taikomas sulaikymas/)).toBeTruthy();
  expect(within(screen.getByRole('table', { name: 'Sulaikymai' })).getByText('Byla Nr. 1')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Atšaukti sulaikymą' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Priežastis'), { target: { value: 'Byla baigta' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Patvirtinti' }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/archyvas/sulaikymai/3/atsaukti', body: { reason: 'Byla baigta' } }),
  );
});

it('the administrator puts an item under a hold with its case and reason; others only see the holds', async () => {
  signIn(['AD_administratorius']);
  const calls = stubApi({ 'GET /api/archyvas/irasai/7/sulaikymai': { items: [] }, 'POST /api/archyvas/sulaikymai': activeHold });
  wrap(<HoldsTab document={doc} readOnly reload={() => {}} rest={[]} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Sulaikyti objektą' }));
  const dialog = await screen.findByRole('dialog');
  const confirm = within(dialog).getByRole('button', { name: 'Patvirtinti' }) as HTMLButtonElement;
  fireEvent.change(within(dialog).getByLabelText(/Byla/), { target: { value: 'Byla Nr. 1' } });
  expect(confirm.disabled).toBe(true);
  fireEvent.change(within(dialog).getByLabelText(/Priežastis/), { target: { value: 'Teismo prašymas' } });
  fireEvent.click(confirm);
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/archyvas/sulaikymai',
      body: { documentId: 7, caseReference: 'Byla Nr. 1', reason: 'Teismo prašymas' },
    }),
  );
  cleanup();
  signIn(['DT_notaras']);
  stubApi({ 'GET /api/archyvas/irasai/7/sulaikymai': { items: [activeHold] } });
  wrap(<HoldsTab document={doc} readOnly reload={() => {}} rest={[]} />);
  expect(await screen.findByText('Byla Nr. 1')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Sulaikyti objektą' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Atšaukti sulaikymą' })).toBeNull();
});

it('the administrator changes a policy: years and legal basis', async () => {
  const policy = { id: 2, typeId: '*', status: 'nutrauktas', years: 10, legalBasis: 'Rodyklė' };
  const calls = stubApi({ 'GET /api/archyvas/politika': { items: [policy] }, 'PUT /api/archyvas/politika/2': { items: [{ ...policy, years: 12 }] } });
  wrap(<PoliciesPanel isAdmin />);
  const table = await screen.findByRole('table', { name: 'Saugojimo terminai' });
  expect(within(table).getByText('Visi tipai')).toBeTruthy();
  fireEvent.click(within(table).getByRole('button', { name: 'Keisti' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/Saugoti metų/), { target: { value: '12' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Patvirtinti' }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/archyvas/politika/2', body: { years: 12, legalBasis: 'Rodyklė' } }),
  );
});
