// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';

// This file is the portal: the API client picks its base (/sav) when it is first imported.
vi.hoisted(() => {
  document.documentElement.dataset.face = 'portal';
});

import { renderMenu } from '../../../api/modules/central-site/pages';
import { portalRoutes } from '../../../src/app/portal/routes';
import { browserLocation } from '../../../src/features/auth/session/go-to';
import { forgetCentralSite } from '../../../src/lib/central-site';
import { events } from '../../../src/lib/events';
import { notify } from '../../../src/lib/notify';
import { session } from '../../../src/lib/session';
import { renderApp } from '../app/render-app';
import { stubAuthApi } from './api-stub';
import { testSession } from './session-fixture';

const MINUTE = 60_000;
// Bounds waiting for lazy chunks on a busy machine (as render-app's asyncUtilTimeout); asserts no duration.
const WAIT = { timeout: 10_000 };
const citizen = (selfServiceContract = true) =>
  testSession(['EL_FA'], { displayName: 'Jonas Petraitis', consent: { terms: selfServiceContract, ntrServices: false, selfServiceContract } });

// The central self-service site is another site: leaving for it is a page load, recorded here.
let assigned: string[];
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  assigned = [];
  vi.spyOn(browserLocation, 'assign').mockImplementation((url) => {
    assigned.push(url);
  });
  forgetCentralSite();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.clearSession();
  while (notify.current()) notify.dismiss(notify.current()!.id);
});

async function passTime(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function gatewayAnswer(first: boolean) {
  return {
    status: 200,
    body: {
      naudotojas: {
        api_token: 'portalo-zetonas',
        atjungimo_laikas: 15,
        avatar: null,
        snau_id: 31,
        snau_vardas: 'Jonas',
        snau_pavarde: 'Petraitis',
        snau_kontora: null,
        snau_kontora_tipas: null,
        snau_sutartis_nr: null,
        snau_sutikimas_su_salygomis: !first,
        snau_sutikimas_su_salygomis_ntrpaslaugos: false,
        snau_savitarnos_sutartis: !first,
      },
      roles: ['EL_FA'],
      pirmas_prisijungimas: first,
    },
  };
}

describe('portal sign-in (spec §2.3, §7)', () => {
  it('a visitor is offered the gateway only, with the central site’s xid', async () => {
    stubAuthApi(['EL_FA']);
    await renderApp(portalRoutes, '/paslaugos');
    await screen.findByRole('heading', { level: 1, name: 'Paslaugos' });
    await act(async () => {
      fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Prisijungti' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prisijungimas prie savitarnos' })).toBeTruthy();
    expect(screen.queryByLabelText('Slaptažodis')).toBeNull();
    expect(screen.getByRole('link', { name: 'Prisijungti per Elektroninius valdžios vartus' }).getAttribute('href')).toBe('/sav/ipasas/start');
    cleanup();
    await renderApp(portalRoutes, '/login?xid=centras-7');
    expect((await screen.findByRole('link', { name: 'Prisijungti per Elektroninius valdžios vartus' })).getAttribute('href')).toBe(
      '/sav/ipasas/start?xid=centras-7',
    );
  });

  it('the gateway return signs in on /sav with the xid kept; the first sign-in shows the terms dialog; Agree closes it', async () => {
    const api = stubAuthApi(['EL_FA']);
    api.answer('POST /sav/ipasas', gatewayAnswer(true));
    api.answer('POST /sav/naudotojas/sutikimas', {
      status: 200,
      body: { snau_id: 31, snau_sutikimas_su_salygomis: true, snau_sutikimas_su_salygomis_ntrpaslaugos: false, snau_savitarnos_sutartis: true },
    });
    // the central site knows the xid the citizen came with (src/features/central-site)
    api.answer('GET /centrine-savitarna/menu.do;jsessionid=centras-7', { status: 200, html: renderMenu('/centrine-savitarna', 0) });
    const { router } = await renderApp(portalRoutes, '/ipasas?enc=a.b&xid=centras-7');
    const dialog = await screen.findByRole('dialog', { name: 'Naudojimo sąlygos' });
    expect(router.state.location.pathname).toBe('/paslaugos');
    expect(api.callsTo('POST', '/sav/ipasas')[0]).toMatchObject({ path: '/sav/ipasas?xid=centras-7', body: { enc: 'a.b' } });
    expect(session.getSession()).toMatchObject({ xid: 'centras-7', user: { roles: ['EL_FA'] } });
    await within(dialog).findByRole('region', { name: 'Naudojimo sąlygų tekstas' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sutinku' }));
    });
    await passTime(1_000);
    expect(screen.queryByRole('dialog', { name: 'Naudojimo sąlygos' })).toBeNull();
    expect(api.callsTo('POST', '/sav/naudotojas/sutikimas')[0].body).toEqual({ snau_id: 31, snau_sutikimas_su_salygomis: true });
    expect(session.getSession()?.user.consent.selfServiceContract).toBe(true);
    expect(within(screen.getByRole('banner')).getByText('Jonas Petraitis')).toBeTruthy();
  });

  it('Disagree records the refusal, ends the session and goes to the central self-service home', async () => {
    const api = stubAuthApi(['EL_FA']);
    api.answer('POST /sav/naudotojas/sutikimas', {
      status: 200,
      body: { snau_id: 7, snau_sutikimas_su_salygomis: false, snau_sutikimas_su_salygomis_ntrpaslaugos: false, snau_savitarnos_sutartis: false },
    });
    session.setSession(citizen(false));
    const { router } = await renderApp(portalRoutes, '/dokumentai');
    const dialog = await screen.findByRole('dialog', { name: 'Naudojimo sąlygos' });
    await within(dialog).findByRole('region', { name: 'Naudojimo sąlygų tekstas' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Nesutinku' }));
    });
    await passTime(1_000);
    expect(api.callsTo('POST', '/sav/naudotojas/sutikimas')[0].body).toEqual({ snau_id: 7, snau_sutikimas_su_salygomis: false });
    expect(api.callsTo('POST', '/sav/logout')).toHaveLength(1);
    expect(session.getSession()).toBeNull();
    // GET /sav/central-site is not answered here: the built-in stand-in's path is the fallback
    await vi.waitFor(() => expect(assigned).toEqual(['/centrine-savitarna/']), WAIT);
    expect(router.state.location.pathname).toBe('/dokumentai');
  });

  it('a refused gateway sign-in goes to the central self-service home saying so, with the server’s message meanwhile', async () => {
    const api = stubAuthApi(['EL_FA']);
    api.answer('POST /sav/ipasas', { status: 403, body: { message: 'errors.gateway_unknown_user' } });
    api.answer('GET /sav/central-site', { status: 200, body: { url: 'https://savitarna.example.lt/portal' } });
    await renderApp(portalRoutes, '/ipasas?enc=x.y');
    await vi.waitFor(() => expect(assigned).toEqual(['https://savitarna.example.lt/portal/?klaida=prisijungimas']), WAIT);
    expect(notify.current()).toMatchObject({ severity: 'error', message: 'Jūs nesate šios sistemos naudotojas. Kreipkitės į registro tvarkytoją.' });
    expect(session.getSession()).toBeNull();
  });
});

describe('portal session expiry (spec §4, §8)', () => {
  it('after 15 idle minutes the session ends and the browser goes to the central session-expired page', async () => {
    const api = stubAuthApi(['EL_FA']);
    session.setSession(citizen());
    const { router } = await renderApp(portalRoutes, '/pranesimai');
    await screen.findByRole('heading', { level: 1, name: 'Pranešimai' });
    await passTime(14 * MINUTE);
    expect(router.state.location.pathname).toBe('/pranesimai');
    expect(api.callsTo('POST', '/sav/keep-alive').length).toBeGreaterThanOrEqual(15);
    expect(assigned).toEqual([]);
    await passTime(MINUTE);
    await vi.waitFor(() => expect(assigned).toEqual(['/centrine-savitarna/sesija-baigesi']), WAIT);
    expect(api.callsTo('POST', '/sav/logout')).toHaveLength(1);
    expect(session.getSession()).toBeNull();
  });

  it('a 401 while signed in goes to the session-expired page as well', async () => {
    stubAuthApi(['EL_FA']);
    session.setSession(citizen());
    await renderApp(portalRoutes, '/paieska');
    await screen.findByRole('heading', { level: 1, name: 'Paieška' });
    await act(async () => {});
    await act(async () => events.emit('auth-failed', { url: '/sav/kazkas' }));
    await vi.waitFor(() => expect(assigned).toEqual(['/centrine-savitarna/sesija-baigesi']), WAIT);
  });

  it('Log out in the header ends the session', async () => {
    const api = stubAuthApi(['EL_FA']);
    session.setSession(citizen());
    const { router } = await renderApp(portalRoutes, '/paslaugos');
    await screen.findByRole('heading', { level: 1, name: 'Paslaugos' });
    await act(async () => {
      fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Atsijungti' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prisijungimas prie savitarnos' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo('POST', '/sav/logout')).toHaveLength(1);
  });
});
