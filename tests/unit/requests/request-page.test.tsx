// @vitest-environment jsdom
/**
 * The workplace request page /prasymas/{id} in the browser (stubbed API): the request's steps
 * as the tabs asmenys, turtai, sutartis; the extra tabs in the spec's order (dokumento-duomenys,
 * duomenu-teikejas, rinkmenos, informavimas, registravimas) and istorija; the lock taken with
 * the request's call (ntrpaslaugos/document-lock {pra_id}); duomenu-teikejas names who filed
 * and transferred it; registravimas registers it through /requests/:id/actions with If-Match.
 */
import fs from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { i18n as I18n } from 'i18next';
import { initI18n } from '../../../src/lib/i18n';
import { session } from '../../../src/lib/session';
import { REQUEST_PAGE } from '../../../src/features/documents/item-pages';
import { ItemPageView } from '../../../src/features/documents/routes/document-page';
import { signTarget } from '../../../src/features/lifecycle/sign-targets';
// The app's registrations of the item pages' extra tabs (files, lifecycle, requests).
import '../../../src/app/workplace/document-tabs';

const TYPE = 'nuomos-sutartis-sudarymas';
const data: unknown = JSON.parse(fs.readFileSync(`tests/fixtures/${TYPE}/valid/isamus.json`, 'utf8'));

let i18n: I18n;
beforeAll(async () => {
  i18n = await initI18n('lt');
  await i18n.loadNamespaces(['documents', 'workflow', 'requests', 'form', 'fields', 'validation', `types/${TYPE}`]);
  session.setSession({
    token: 'token',
    user: {
      id: 9,
      displayName: 'Rasa Registratorė',
      roles: ['RG_NTR_registrat'],
      idleMinutes: 15,
      consent: { terms: true, ntrServices: true, selfServiceContract: true },
      firstSignIn: false,
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = {
  id: 7,
  type: TYPE,
  status: 'perduotas',
  version: 2,
  schemaVersion: 'v',
  data,
  allowedActions: ['iregistruoti', 'grazinti', 'atmesti'],
  editable: false,
  lock: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const action = (name: string) => ({
  action: name,
  confirmKey: `lifecycle.confirm.${name}`,
  form: `https://registrai.lt/lifecycle/forms/${name}.schema.json`,
  criticalKey: null,
  missedDeadlineReasonRequired: false,
});
const lifecycle = {
  id: 7,
  status: 'perduotas',
  version: 2,
  noticeKind: null,
  registryNumber: null,
  registeredAt: null,
  registeredVersion: null,
  transferredAt: '2026-11-20T09:00:00.000Z',
  decisionDeadline: '2026-11-23',
  returnedAt: null,
  returnReason: null,
  correctionDeadline: null,
  allowedActions: ['iregistruoti'],
  actions: [action('iregistruoti')],
  defaults: {},
  checks: [],
  entryActions: [],
  signing: {
    type: 'local',
    transactionId: 't',
    status: 'signed',
    provider: 'local',
    signerName: 'Ona Notarė',
    itemVersion: 2,
    digest: null,
    createdAt: '2026-11-20T08:30:00.000Z',
    signedAt: '2026-11-20T08:30:00.000Z',
    cancelledAt: null,
    coversCurrentData: true,
  },
};
const history = {
  id: 7,
  registeredVersion: null,
  versions: [],
  events: [
    { at: '2026-11-20T08:00:00.000Z', action: 'document.create', actorName: 'Ona Notarė', fromState: null, toState: 'rengiamas', reason: null },
    { at: '2026-11-20T09:00:00.000Z', action: 'lifecycle.perduoti', actorName: 'Ona Notarė', fromState: 'rengiamas', toState: 'perduotas', reason: null },
  ],
  changes: [],
};

interface Call {
  method: string;
  path: string;
  body: unknown;
  ifMatch: string | null;
}

function stubApi(over: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  const answers: Record<string, unknown> = {
    'GET /api/requests/7': item,
    'GET /api/requests/7/lifecycle': lifecycle,
    'GET /api/requests/7/history': history,
    'GET /api/requests/7/files': { items: [] },
    'GET /api/tooltip': [],
    'POST /api/ntrpaslaugos/document-lock': {
      lock: { holder: { userId: 9, name: 'Rasa Registratorė' }, since: '2026-11-21T10:00:00.000Z', expiresAt: '2026-11-21T10:02:00.000Z', mine: true },
    },
    'POST /api/requests/7/actions/iregistruoti': { id: 7, status: 'iregistruotas', version: 3, allowedActions: [], issues: [], registryNumber: '44/2026-1' },
    ...over,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      calls.push({
        method,
        path: url.pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        ifMatch: new Headers(init.headers).get('If-Match'),
      });
      const key = `${method} ${url.pathname}`;
      const found = Object.hasOwn(answers, key);
      return new Response(JSON.stringify(found ? answers[key] : { message: 'errors.not_found' }), {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

async function show(path: string) {
  const router = createMemoryRouter([{ path: '/prasymas/:prasymasID/*', element: <ItemPageView page={REQUEST_PAGE} idParam="prasymasID" /> }], {
    initialEntries: [path],
  });
  // In act: the page suspends on its data (React's use) and resumes inside the same scope.
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </I18nextProvider>,
    );
  });
}

const tabNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('the workplace request page /prasymas/{id}', { timeout: 60_000 }, () => {
  it("shows the request's steps as the tabs asmenys, turtai, sutartis and the extra tabs in the spec's order; takes the request's lock", async () => {
    const calls = stubApi();
    await show('/prasymas/7/asmenys');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 }).catch(() => screen.debug(undefined, 4000));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Prašymas Nr. 7: Nuomos sutarties sudarymas');
    const dataTabs = screen.getAllByRole('tablist')[1];
    expect(tabNames(dataTabs)).toEqual(['Asmenys', 'Turtai', 'Sutarties informacija']);
    expect(within(dataTabs).getByRole('tab', { name: 'Turtai' }).getAttribute('href')).toBe('/prasymas/7/turtai');
    expect(within(dataTabs).getByRole('tab', { name: 'Sutarties informacija' }).getAttribute('href')).toBe('/prasymas/7/sutartis');
    expect(tabNames(screen.getByRole('tablist', { name: 'Kitos dokumento skiltys' }))).toEqual([
      'Dokumento duomenys',
      'Duomenų teikėjas',
      'Rinkmenos',
      'Informavimas',
      'Registravimas',
      'Istorija',
    ]);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/ntrpaslaugos/document-lock')).toBe(true));
    expect(calls.find((c) => c.path === '/api/ntrpaslaugos/document-lock')?.body).toEqual({ pra_id: 7, lock: true });
    expect(calls.some((c) => c.path === '/api/document-lock')).toBe(false);
  });

  it('duomenu-teikejas names who filed, signed and transferred the request', async () => {
    stubApi();
    await show('/prasymas/7/duomenu-teikejas');
    await screen.findByText('Prašymą sukūrė', undefined, { timeout: 15_000 });
    const list = screen.getByRole('tabpanel');
    expect(list.textContent).toContain('Prašymą sukūrėOna Notarė, 2026-11-20');
    expect(list.textContent).toContain('Registrui perdavėOna Notarė, 2026-11-20');
    expect(list.textContent).toContain('PasirašėOna Notarė');
  });

  it('registravimas registers the request through /requests/:id/actions with the version read', async () => {
    const calls = stubApi();
    await show('/prasymas/7/registravimas');
    fireEvent.click(await screen.findByRole('button', { name: 'Įregistruoti' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ar norite duomenis įrašyti į registrą?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Taip' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/requests/7/actions/iregistruoti')).toBe(true));
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/requests/7/actions/iregistruoti');
    expect(post).toMatchObject({ body: {}, ifMatch: '"2"' });
    expect(calls.some((c) => c.path.startsWith('/api/documents/'))).toBe(false);
  });

  it('/ntr-sign/{prasymasID} leads to registravimas with the sign flag, which opens the signing dialog', async () => {
    expect(signTarget('ntr-sign', '7')).toBe('/prasymas/7/registravimas?sign=1');
    stubApi({
      'GET /api/requests/7': { ...item, status: 'rengiamas', editable: true, allowedActions: ['pasirasyti'] },
      'GET /api/requests/7/lifecycle': {
        ...lifecycle,
        status: 'rengiamas',
        transferredAt: null,
        decisionDeadline: null,
        allowedActions: ['pasirasyti'],
        actions: [action('pasirasyti')],
        signing: null,
      },
    });
    await show('/prasymas/7/registravimas?sign=1');
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 15_000 });
    expect(within(dialog).getByText('Ar tikrai norite pasirašyti?')).toBeTruthy();
  });
});
