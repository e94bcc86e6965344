// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { workplaceRoutes } from '../../../src/app/workplace/routes';
import { session } from '../../../src/lib/session';
import { renderApp, stubApi } from './render-app';
import { testSession } from '../auth/session-fixture';

// The guard (src/features/auth) admits signed-in users only: these tests work as a notary
// unless they say otherwise; tests/unit/auth covers the guard itself.
beforeEach(() => {
  session.setSession(testSession(['DT_notaras']));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

describe('workplace shell', () => {
  it("'/' redirects to the dashboard inside the full layout", async () => {
    stubApi();
    const { router } = await renderApp(workplaceRoutes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pagrindinis');
    expect(screen.getByRole('banner').textContent).toContain('Sutarčių ir teisių suvaržymų registras');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pereiti prie pagrindinio turinio' }).getAttribute('href')).toBe('#turinys');
  });

  it('an unknown path redirects home', async () => {
    stubApi();
    const { router } = await renderApp(workplaceRoutes, '/nera/tokio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pagrindinis');
  });

  it.each([
    ['/404', 'Puslapis nerastas'],
    ['/403', 'Prieiga draudžiama'],
    ['/500', 'Serverio klaida'],
  ])('%s is a real page with a way home', async (path, heading) => {
    stubApi();
    await renderApp(workplaceRoutes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Grįžti į pradžią' }).getAttribute('href')).toBe('/');
  });

  it('the footer shows browsers, resolution and the version line from the API', async () => {
    const fetchMock = stubApi({ version: '1.3.16' });
    await renderApp(workplaceRoutes, '/pagrindinis');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Versija 1.3.16')).toBeTruthy();
    expect(footer.textContent).toContain('Firefox 88+, Chrome 91+, Edge 91+');
    expect(footer.textContent).toContain('1024x768 – 1920x1080, 100 % mastelis');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/version');
  });

  it('the registrar guide link is shown to registry staff only', async () => {
    stubApi();
    await renderApp(workplaceRoutes, '/pagrindinis');
    await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Registratoriaus vadovas' })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Naudotojo vadovas' }).getAttribute('href')).toBe('/vadovas');
    cleanup();
    session.setSession(testSession(['RG_STSR_registrat'], { displayName: 'Rita Registratorė' }));
    await renderApp(workplaceRoutes, '/pagrindinis');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Registratoriaus vadovas' }).getAttribute('href')).toBe(
      '/vadovas/registratoriaus',
    );
  });

  it('the title follows the roles: registrars and readers get the registrar workplace', async () => {
    stubApi();
    session.setSession(testSession(['SK_skaitytojas'], { displayName: 'Skaitytojas' }));
    await renderApp(workplaceRoutes, '/pagrindinis');
    await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' });
    expect(screen.getByRole('banner').textContent).toContain('Registratoriaus darbo vieta');
    cleanup();
    session.setSession(testSession(['DT_notaras'], { displayName: 'Notarė' }));
    await renderApp(workplaceRoutes, '/pagrindinis');
    await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' });
    expect(screen.getByRole('banner').textContent).toContain('Duomenų teikėjo darbo vieta');
  });

  it('shows the system-information banner only when there is a text', async () => {
    stubApi({ systemInfo: 'Šeštadienį 8–10 val. sistema nepasiekiama.' });
    await renderApp(workplaceRoutes, '/pagrindinis');
    const banner = await screen.findByRole('status', { name: 'Sistemos pranešimas' });
    expect(banner.textContent).toContain('Šeštadienį 8–10 val. sistema nepasiekiama.');
    cleanup();
    stubApi({ systemInfo: null });
    await renderApp(workplaceRoutes, '/pagrindinis');
    await screen.findByText('Versija 1.3.16');
    expect(screen.queryByRole('status', { name: 'Sistemos pranešimas' })).toBeNull();
  });

  it('breadcrumbs follow the route handles; the current page is not a link', async () => {
    stubApi();
    await renderApp(workplaceRoutes, '/vadovas/registratoriaus');
    await screen.findByRole('heading', { level: 1, name: 'Registratoriaus vadovas' });
    const crumbs = screen.getByRole('navigation', { name: 'Naršymo kelias' });
    expect(within(crumbs).getByRole('link', { name: 'Pradžia' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Naudotojo vadovas' }).getAttribute('href')).toBe('/vadovas');
    expect(within(crumbs).getByText('Registratoriaus vadovas').getAttribute('aria-current')).toBe('page');
  });

  it('the help page lists the registry contacts', async () => {
    stubApi();
    await renderApp(workplaceRoutes, '/pagalba');
    await screen.findByRole('heading', { level: 1, name: 'Pagalba' });
    expect(screen.getByRole('link', { name: 'info@registrucentras.lt' }).getAttribute('href')).toBe('mailto:info@registrucentras.lt');
  });
});
