// @vitest-environment jsdom
/**
 * The portal's frame from the central self-service site, on the real portal route table:
 * menu.do and footer.do with the session's xid, re-fetched every 60 s; an unrecognised menu
 * at first load ends the session as a sign-in error, later as a session error (spec §2.3,
 * §8, §9); without an xid nothing is fetched.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';

vi.hoisted(() => {
  document.documentElement.dataset.face = 'portal';
});

import { renderFooter, renderMenu, renderUnknownSession } from '../../../api/modules/central-site/pages';
import { portalRoutes } from '../../../src/app/portal/routes';
import { browserLocation } from '../../../src/features/auth/session/go-to';
import { forgetCentralSite } from '../../../src/lib/central-site';
import { session } from '../../../src/lib/session';
import { renderApp } from '../app/render-app';
import { stubAuthApi } from '../auth/api-stub';
import { testSession } from '../auth/session-fixture';

const MINUTE = 60_000;
// Bounds waiting for lazy chunks on a busy machine (as render-app's asyncUtilTimeout); asserts no duration.
const WAIT = { timeout: 10_000 };
const MENU = 'GET /centrine-savitarna/menu.do;jsessionid=centras-7';
const FOOTER = 'GET /centrine-savitarna/footer.do;jsessionid=centras-7';

const citizen = (xid: string | null) => ({ ...testSession(['EL_FA'], { displayName: 'Jonas Petraitis' }), xid });

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
});

async function passTime(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function centralApi(menu: () => string) {
  const api = stubAuthApi(['EL_FA']);
  api.answer('GET /sav/central-site', { status: 200, body: { url: '/centrine-savitarna' } });
  api.answer(MENU, () => ({ status: 200, html: menu() }));
  api.answer(FOOTER, { status: 200, html: renderFooter() });
  return api;
}

describe('the central frame in the portal', () => {
  it('shows the central header, basket, home, menu items, breadcrumb prefix and footer, and asks again every 60 s', async () => {
    let count = 2;
    const api = centralApi(() => renderMenu('/centrine-savitarna', count));
    session.setSession(citizen('centras-7'));
    await renderApp(portalRoutes, '/paslaugos');
    await screen.findByRole('heading', { level: 1, name: 'Paslaugos' });

    const banner = screen.getByRole('banner');
    await within(banner).findByText('Registrų centras');
    expect(within(banner).getByRole('link', { name: 'Savitarnos pradžia' }).getAttribute('href')).toBe('http://localhost:3000/centrine-savitarna/');
    expect(within(banner).getByRole('link', { name: 'Krepšelis, prekių krepšelyje: 2' })).toBeTruthy();

    const menu = screen.getByRole('navigation', { name: 'Pagrindinis meniu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Paslaugos', 'Pranešimai', 'Dokumentai', 'Paieška', 'Visos savitarnos paslaugos', 'Mano užsakymai']);
    expect(within(menu).getByRole('heading', { name: 'Kitos savitarnos paslaugos' })).toBeTruthy();

    const crumbs = screen.getByRole('navigation', { name: 'Naršymo kelias' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Savitarna', 'Pradžia', 'Paslaugos']);
    expect(await within(screen.getByRole('contentinfo')).findByText('© Valstybės įmonė Registrų centras')).toBeTruthy();

    expect(api.callsTo('GET', MENU.slice(4))).toHaveLength(1);
    // central calls carry no bearer token: it is another site
    expect(api.callsTo('GET', MENU.slice(4))[0]!.token).toBeNull();
    count = 5;
    await passTime(MINUTE);
    expect(api.callsTo('GET', MENU.slice(4))).toHaveLength(2);
    expect(await within(banner).findByRole('link', { name: 'Krepšelis, prekių krepšelyje: 5' })).toBeTruthy();
    expect(api.callsTo('GET', FOOTER.slice(4))).toHaveLength(1);
    expect(assigned).toEqual([]);
  });

  it('an unrecognised menu at first load is a sign-in error: the session ends and the browser goes to the central home saying so', async () => {
    const api = centralApi(() => renderUnknownSession('/centrine-savitarna'));
    session.setSession(citizen('centras-7'));
    await renderApp(portalRoutes, '/dokumentai');
    await vi.waitFor(() => expect(assigned).toEqual(['/centrine-savitarna/?klaida=prisijungimas']), WAIT);
    expect(api.callsTo('POST', '/sav/logout')).toHaveLength(1);
    expect(session.getSession()).toBeNull();
  });

  it('an unrecognised menu after a recognised one is a session error: the central session-expired page', async () => {
    let known = true;
    const api = centralApi(() => (known ? renderMenu('/centrine-savitarna', 0) : '<html><body>Prisijunkite</body></html>'));
    session.setSession(citizen('centras-7'));
    await renderApp(portalRoutes, '/paieska');
    await screen.findByRole('heading', { level: 1, name: 'Paieška' });
    await within(screen.getByRole('banner')).findByText('Registrų centras');
    known = false;
    await passTime(MINUTE);
    await vi.waitFor(() => expect(assigned).toEqual(['/centrine-savitarna/sesija-baigesi']), WAIT);
    expect(api.callsTo('POST', '/sav/logout')).toHaveLength(1);
    // the timer stopped: no more central calls
    const calls = api.callsTo('GET', MENU.slice(4)).length;
    await passTime(3 * MINUTE);
    expect(api.callsTo('GET', MENU.slice(4))).toHaveLength(calls);
  });

  it('a central site that is down (5xx) keeps the portal going and is asked again at the next minute', async () => {
    let down = true;
    const api = centralApi(() => renderMenu('/centrine-savitarna', 1));
    api.answer(MENU, () => (down ? { status: 503, html: 'Laikinai neveikia' } : { status: 200, html: renderMenu('/centrine-savitarna', 1) }));
    session.setSession(citizen('centras-7'));
    await renderApp(portalRoutes, '/paslaugos');
    await screen.findByRole('heading', { level: 1, name: 'Paslaugos' });
    await passTime(1_000);
    expect(within(screen.getByRole('banner')).queryByText('Registrų centras')).toBeNull();
    down = false;
    await passTime(MINUTE);
    expect(await within(screen.getByRole('banner')).findByText('Registrų centras')).toBeTruthy();
    expect(assigned).toEqual([]);
    expect(session.getSession()).not.toBeNull();
  });

  it('without an xid (a visitor, or a sign-in not from the central site) nothing is fetched from it', async () => {
    const api = centralApi(() => renderMenu('/centrine-savitarna', 1));
    session.setSession(citizen(null));
    await renderApp(portalRoutes, '/paslaugos');
    await screen.findByRole('heading', { level: 1, name: 'Paslaugos' });
    await passTime(2 * MINUTE);
    expect(api.calls.filter((c) => c.path.startsWith('/centrine-savitarna'))).toEqual([]);
    expect(within(screen.getByRole('navigation', { name: 'Pagrindinis meniu' })).getAllByRole('link')).toHaveLength(4);
  });

  it('hostile HTML in the central header runs nothing and leaves no handler or script in the page', async () => {
    const api = centralApi(() => renderMenu('/centrine-savitarna', 0));
    api.answer(MENU, {
      status: 200,
      html: `<div data-sav="savitarna"><div data-sav="antraste">Piktas<script>window.__pwned=1</script><img src="x" onerror="window.__pwned=2" alt=""><a href="javascript:window.__pwned=3">spausk</a><iframe srcdoc="<script>parent.__pwned=4</script>"></iframe></div>
        <ul data-sav="meniu"><li><a href="javascript:window.__pwned=5" onclick="window.__pwned=6">Blogas</a></li></ul></div>`,
    });
    session.setSession(citizen('centras-7'));
    await renderApp(portalRoutes, '/paslaugos');
    await screen.findByRole('heading', { level: 1, name: 'Paslaugos' });
    const banner = screen.getByRole('banner');
    await within(banner).findByText('Piktas', { exact: false });
    expect(document.querySelectorAll('script, iframe, [onerror], [onclick]')).toHaveLength(0);
    expect(Array.from(document.querySelectorAll('a[href]')).filter((a) => /^javascript:/i.test(a.getAttribute('href')!))).toEqual([]);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(within(screen.getByRole('navigation', { name: 'Pagrindinis meniu' })).getAllByRole('link')).toHaveLength(4);
  });
});
