// @vitest-environment jsdom
/**
 * The certificate order's review step (src/form's PortalItemEditor, shared with the NTR
 * requests): "Pasirašyti" saves with If-Match and signs, "Perduoti" transfers and the page
 * reads the order again — issued at once, it shows the certificate's number; a stale version
 * (412) offers to load the latest one and signs nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';

vi.hoisted(() => {
  document.documentElement.dataset.face = 'portal';
});

import { portalRoutes } from '../../../src/app/portal/routes';
import { session } from '../../../src/lib/session';
import { renderApp } from '../app/render-app';
import { testSession } from '../auth/session-fixture';
import { stubNtrApi } from '../ntr-services/ntr-api-stub';

const REVIEW = '/ntr-paslaugos/zemes-ukio/7/step/perziura';
const data = (JSON.parse(readFileSync('tests/fixtures/pazyma-zemes-ukio/valid/minimalus.json', 'utf8')) as { data: Record<string, unknown> }).data;
const citizen = () => testSession(['EL_FA'], { displayName: 'Jonas Petraitis', consent: { terms: true, ntrServices: true, selfServiceContract: true } });

function order(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    type: 'pazyma-zemes-ukio',
    status: 'rengiamas',
    version: 1,
    schemaVersion: 'x',
    data,
    allowedActions: ['pasirasyti'],
    editable: true,
    lock: null,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

function certificatesApi() {
  const api = stubNtrApi();
  api.answer('POST /sav/ntrpaslaugos/pazyma-lock', (call) => ({
    status: 200,
    body: {
      lock: (call.body as { lock?: boolean }).lock
        ? { holder: { userId: 7, name: 'Jonas Petraitis' }, since: '2026-11-21T10:00:00Z', expiresAt: '2026-11-21T10:01:40Z', mine: true }
        : null,
    },
  }));
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** Presses the review's "Pasirašyti" and answers yes. */
async function sign() {
  // waits bound a loaded machine's first render of the type's wizard; nothing here is timed
  const buttons = await screen.findAllByRole('button', { name: 'Pasirašyti' }, { timeout: 20_000 });
  await click(buttons[buttons.length - 1]);
  const dialog = await screen.findByRole('dialog', { name: 'Pasirašyti' }, { timeout: 10_000 });
  await click(within(dialog).getByRole('button', { name: 'Pasirašyti' }));
}

describe('a certificate order is signed and transferred on its review step', () => {
  it('saves with If-Match, signs, transfers and shows the issued number', { timeout: 60_000 }, async () => {
    session.setSession(citizen());
    const api = certificatesApi();
    let current = order();
    api.answer('GET /sav/certificates/7', () => ({ status: 200, body: current }));
    api.answer('PUT /sav/certificates/7', { status: 200, body: { id: 7, version: 2, issues: [] } });
    api.answer('POST /sav/certificates/7/actions/pasirasyti', {
      status: 200,
      body: { id: 7, status: 'rengiamas', version: 3, allowedActions: ['perduoti', 'rengti'], issues: [], registryNumber: null },
    });
    api.answer('POST /sav/certificates/7/actions/perduoti', () => {
      current = order({ status: 'iregistruotas', version: 4, editable: false, allowedActions: [] });
      return { status: 200, body: { id: 7, status: 'iregistruotas', version: 4, allowedActions: [], issues: [], registryNumber: 'NTR-2026-000009' } };
    });
    api.answer('GET /sav/certificate-pdfs', {
      status: 200,
      body: {
        items: [
          {
            id: 7,
            type: 'pazyma-zemes-ukio',
            number: 'NTR-2026-000009',
            issuedAt: '2026-11-21T10:00:00Z',
            keepUntil: '2026-12-21',
            available: true,
            fileName: 'pazyma-NTR-2026-000009.pdf',
            size: 1000,
          },
        ],
      },
    });
    await renderApp(portalRoutes, REVIEW);
    await sign();
    const transfer = await screen.findByRole('button', { name: 'Perduoti' }, { timeout: 10_000 });
    expect(screen.getByText('Užsakymas pasirašytas. Perduokite jį registrui – pažyma bus išduota iš karto.')).toBeTruthy();
    expect(api.callsTo('PUT', '/sav/certificates/7')[0].headers.get('If-Match')).toBe('"1"');
    expect(api.callsTo('POST', '/sav/certificates/7/actions/pasirasyti')[0].headers.get('If-Match')).toBe('"2"');
    await click(transfer);
    const dialog = await screen.findByRole('dialog', { name: 'Perduoti' }, { timeout: 10_000 });
    await click(within(dialog).getByRole('button', { name: 'Perduoti' }));
    expect(await screen.findByText('Pažyma išduota, Nr. NTR-2026-000009.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.callsTo('POST', '/sav/certificates/7/actions/perduoti')[0].headers.get('If-Match')).toBe('"3"');
    expect(screen.queryByRole('button', { name: 'Pasirašyti' })).toBeNull();
  });

  it('a stale version offers the latest one and signs nothing', { timeout: 60_000 }, async () => {
    session.setSession(citizen());
    const api = certificatesApi();
    api.answer('GET /sav/certificates/7', { status: 200, body: order() });
    api.answer('PUT /sav/certificates/7', { status: 412, body: { message: 'errors.version_conflict' } });
    await renderApp(portalRoutes, REVIEW);
    await sign();
    expect(await screen.findByText('Užsakymą kažkas pakeitė. Įkelkite iš naujo.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.callsTo('POST', '/sav/certificates/7/actions/pasirasyti')).toHaveLength(0);
    // found once the confirm dialog has closed (until then the page is hidden from the accessibility tree)
    await click(await screen.findByRole('button', { name: 'Įkelti iš naujo' }, { timeout: 10_000 }));
    // the order is read again (a new read, not the cached one)
    await waitFor(() => expect(api.callsTo('GET', '/sav/certificates/7').length).toBeGreaterThanOrEqual(2));
  });
});
