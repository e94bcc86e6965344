// @vitest-environment jsdom
/**
 * The demo banner (issue #16 item 1): every page of both faces says so while the server runs
 * the stand-ins (GET {base}/system-info standIns), in the page's language; not otherwise; and
 * the workplace's keep-alive answer (which carries only the system-information text) does not
 * take it away.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { portalRoutes } from '../../../src/app/portal/routes';
import { workplaceRoutes } from '../../../src/app/workplace/routes';
import type { Role } from '../../../src/domain/access/roles';
import { session } from '../../../src/lib/session';
import { stubAuthApi } from '../auth/api-stub';
import { testSession } from '../auth/session-fixture';
import { renderApp } from './render-app';

const LT_TEXT = 'Demonstracinė versija: prisijungimas, elektroninis parašas, mokėjimai ir išoriniai registrai yra imituojami.';

function stubMode(standIns: boolean, roles: Role[] = ['DT_notaras']) {
  const api = stubAuthApi(roles);
  for (const base of ['/api', '/sav']) api.answer(`GET ${base}/system-info`, { status: 200, body: { sistemos_informavimas: null, standIns } });
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clearSession();
  window.localStorage.clear();
});

describe('demo banner', () => {
  it('shows on the workplace sign-in page while the stand-ins run', async () => {
    stubMode(true);
    await renderApp(workplaceRoutes, '/login');
    await screen.findByRole('heading', { level: 1, name: 'Prisijungimas prie darbo vietos' });
    const banner = await screen.findByRole('region', { name: 'Demonstracinė versija' });
    expect(banner.textContent).toBe(LT_TEXT);
  });

  it("shows on the portal's anonymous pages, in English when the page is", async () => {
    stubMode(true);
    await renderApp(portalRoutes, '/login', 'en');
    const banner = await screen.findByRole('region', { name: 'Demo version' });
    expect(banner.textContent).toBe('Demo version: sign-in, e-signature, payments and external registers are simulated.');
  });

  it('is absent when the server runs real providers', async () => {
    const api = stubMode(false);
    await renderApp(workplaceRoutes, '/login');
    await screen.findByRole('heading', { level: 1, name: 'Prisijungimas prie darbo vietos' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.callsTo('GET', '/api/system-info').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Demonstracinė versija' })).toBeNull();
  });

  it("stays on the workplace's pages after keep-alive answers with the system-information text", async () => {
    const api = stubMode(true);
    api.answer('POST /api/keep-alive', { status: 200, body: { sistemos_informavimas: 'Šiandien 18 val. sistema bus atnaujinama.' } });
    session.setSession(testSession(['DT_notaras']));
    await renderApp(workplaceRoutes, '/pagrindinis');
    await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(api.callsTo('POST', '/api/keep-alive').length).toBeGreaterThanOrEqual(2);
    expect((await screen.findByRole('status', { name: 'Sistemos pranešimas' })).textContent).toContain('Šiandien 18 val.');
    expect(screen.getByRole('region', { name: 'Demonstracinė versija' }).textContent).toBe(LT_TEXT);
  });
});
