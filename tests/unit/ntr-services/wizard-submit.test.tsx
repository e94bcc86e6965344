// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within, configure } from '@testing-library/react';
import { readFileSync } from 'node:fs';

// The portal: the API client picks its base (/sav) when it is first imported.
vi.hoisted(() => {
  document.documentElement.dataset.face = 'portal';
});

import { portalRoutes } from '../../../src/app/portal/routes';
import { session } from '../../../src/lib/session';
import { notify } from '../../../src/lib/notify';
import { renderApp } from '../app/render-app';
import { testSession } from '../auth/session-fixture';
import { stubNtrApi } from './ntr-api-stub';

// The wizard renders a whole catalogue type: on the shared, loaded machine its first render and
// the waits below take seconds. Bounds only, nothing is timed.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const fixture = (name: string) =>
  (JSON.parse(readFileSync(`tests/fixtures/nuomos-sutartis-sudarymas/${name}.json`, 'utf8')) as { data: Record<string, unknown> }).data;

const REVIEW = '/ntr-paslaugos/nuomos-sutartis/sudarymas/5/step/perziura';

function item(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    type: 'nuomos-sutartis-sudarymas',
    status: 'rengiamas',
    version: 1,
    schemaVersion: 'x',
    data: fixture('valid/minimalus'),
    allowedActions: ['pasirasyti'],
    editable: true,
    lock: null,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
  while (notify.current()) notify.dismiss(notify.current()!.id);
});

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** Presses the wizard's "Pasirašyti" and answers the spec's question. */
async function sign() {
  const buttons = await screen.findAllByRole('button', { name: 'Pasirašyti' });
  await click(buttons[buttons.length - 1]);
  const dialog = await screen.findByRole('dialog', { name: 'Pasirašyti' });
  expect(within(dialog).getByText('Ar tikrai norite pasirašyti?')).toBeTruthy();
  await click(within(dialog).getByRole('button', { name: 'Pasirašyti' }));
}

describe('the review step signs, then transfers (spec §4 confirms)', () => {
  it('saves with If-Match, signs, transfers and shows the request read-only', async () => {
    session.setSession(testSession(['EL_FA']));
    const api = stubNtrApi();
    let current = item();
    api.answer('GET /sav/requests/5', () => ({ status: 200, body: current }));
    api.answer('PUT /sav/requests/5', { status: 200, body: { id: 5, version: 2, issues: [] } });
    api.answer('POST /sav/requests/5/actions/pasirasyti', {
      status: 200,
      body: { id: 5, status: 'rengiamas', version: 3, allowedActions: ['perduoti', 'rengti'], issues: [], registryNumber: null },
    });
    api.answer('POST /sav/requests/5/actions/perduoti', () => {
      current = item({ status: 'perduotas', version: 4, editable: false, allowedActions: [] });
      // the server's success message (api/lib/success-messages.ts), shown through data-ok
      return {
        status: 200,
        body: {
          id: 5,
          status: 'perduotas',
          version: 4,
          allowedActions: [],
          issues: [],
          registryNumber: null,
          meta: { message: 'messages.requestTransferred' },
        },
      };
    });
    await renderApp(portalRoutes, REVIEW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuomos sutarties sudarymas: prašymas Nr. 5' })).toBeTruthy();
    await sign();
    const transfer = await screen.findByRole('button', { name: 'Perduoti' });
    expect(screen.getByText('Prašymas pasirašytas. Dabar galite jį perduoti registrui.')).toBeTruthy();
    expect(api.callsTo('PUT', '/sav/requests/5')[0].headers.get('If-Match')).toBe('"1"');
    expect(api.callsTo('POST', '/sav/requests/5/actions/pasirasyti')[0].headers.get('If-Match')).toBe('"2"');
    await click(transfer);
    const dialog = await screen.findByRole('dialog', { name: 'Perduoti' });
    expect(within(dialog).getByText('Ar norite duomenis perduoti registrui?')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Perduoti' }));
    expect(await screen.findByText('Šio prašymo keisti negalima: jis jau perduotas registrui arba išnagrinėtas.')).toBeTruthy();
    expect(screen.getByText('Būsena: Perduotas')).toBeTruthy();
    expect(api.callsTo('POST', '/sav/requests/5/actions/perduoti')[0].headers.get('If-Match')).toBe('"3"');
    expect(notify.current()?.message).toBe('Prašymas perduotas registrui. Apie sprendimą gausite pranešimą.');
  });

  it('shows a critical-errors refusal with its text and the fields it names, and changes nothing else', async () => {
    session.setSession(testSession(['EL_FA']));
    const api = stubNtrApi();
    api.answer('GET /sav/requests/5', { status: 200, body: item() });
    api.answer('PUT /sav/requests/5', { status: 200, body: { id: 5, version: 2, issues: [] } });
    api.answer('POST /sav/requests/5/actions/pasirasyti', {
      status: 422,
      body: {
        message: 'errors.signing_critical_errors',
        errors: [{ path: '/sutartis/sutartiesData', messageKey: 'validation.notAfterToday', severity: 'critical' }],
      },
    });
    await renderApp(portalRoutes, REVIEW);
    await sign();
    expect(await screen.findByText('Pasirašymas negalimas, aptikta kritinių klaidų.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Perduoti' })).toBeNull();
    expect(api.callsTo('POST', '/sav/requests/5/actions/perduoti')).toHaveLength(0);
  });

  it('does not send anything when the citizen answers no', async () => {
    session.setSession(testSession(['EL_FA']));
    const api = stubNtrApi();
    api.answer('GET /sav/requests/5', { status: 200, body: item() });
    await renderApp(portalRoutes, REVIEW);
    const buttons = await screen.findAllByRole('button', { name: 'Pasirašyti' });
    await click(buttons[buttons.length - 1]);
    const dialog = await screen.findByRole('dialog', { name: 'Pasirašyti' });
    await click(within(dialog).getByRole('button', { name: 'Atšaukti' }));
    expect(api.callsTo('PUT', '/sav/requests/5')).toHaveLength(0);
    expect(api.callsTo('POST', '/sav/requests/5/actions/pasirasyti')).toHaveLength(0);
  });

  it('holds the request’s lock while it is open, and is inert while someone else holds it', async () => {
    session.setSession(testSession(['EL_FA']));
    const api = stubNtrApi();
    api.answer('GET /sav/requests/5', { status: 200, body: item() });
    api.answer('POST /sav/ntrpaslaugos/document-lock', {
      status: 200,
      body: { lock: { holder: { userId: 9, name: 'Kitas Langas' }, since: '2026-11-21T10:00:00Z', expiresAt: '2026-11-21T10:01:40Z', mine: false } },
    });
    await renderApp(portalRoutes, REVIEW);
    expect(await screen.findByText(/Prašymą redaguoja Kitas Langas nuo/)).toBeTruthy();
    const buttons = await screen.findAllByRole('button', { name: 'Pasirašyti' });
    expect((buttons[buttons.length - 1] as HTMLButtonElement).matches(':disabled')).toBe(true);
    expect(api.callsTo('POST', '/sav/ntrpaslaugos/document-lock')[0].body).toEqual({ pra_id: 5, lock: true });
  });
});
