// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { workplaceRoutes } from '../../../src/app/workplace/routes';
import { guardLoader } from '../../../src/features/auth/guard/guard-loader';
import { events } from '../../../src/lib/events';
import { session } from '../../../src/lib/session';
import { renderApp } from '../app/render-app';
import { profileOf, stubAuthApi } from './api-stub';
import { testSession } from './session-fixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Pagrindinis meniu' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the workplace toolbar by role (spec §1, §2.1)', () => {
  it('a notary: the provider workplace, the notary’s sections, Main marked as the current one', async () => {
    stubAuthApi(['DT_notaras']);
    session.setSession(testSession(['DT_notaras'], { displayName: 'Rasa Vaitkienė' }));
    await renderApp(workplaceRoutes, '/pagrindinis');
    await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' });
    expect(screen.getByRole('banner').textContent).toContain('Duomenų teikėjo darbo vieta');
    expect(menuLinks()).toEqual([
      ['Pagrindinis', '/pagrindinis'],
      ['Hipoteka / įkeitimas', '/hipoteka'],
      ['Prašymas dėl juridinio fakto', '/prasymas-naujas'],
      ['Rengiami dokumentai', '/rengiami-dokumentai/hipotekos'],
      ['Perduoti dokumentai', '/perduoti-dokumentai/hipotekos'],
    ]);
    expect(screen.getByRole('link', { name: 'Pagrindinis', current: 'page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Naudotojo meniu: Rasa Vaitkienė' })).toBeTruthy();
  });

  it('an STSR registrar: the registrar workplace with the journal and search', async () => {
    stubAuthApi(['RG_STSR_registrat']);
    session.setSession(testSession(['RG_STSR_registrat']));
    await renderApp(workplaceRoutes, '/pagrindinis');
    await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' });
    expect(screen.getByRole('banner').textContent).toContain('Registratoriaus darbo vieta');
    expect(menuLinks().map(([label]) => label)).toEqual([
      'Pagrindinis',
      'Hipoteka / įkeitimas',
      'Sutartis',
      'Rengiami dokumentai',
      'Perduoti dokumentai',
      'Dokumentų žurnalas',
      'Paieška',
    ]);
  });

  it('an administrator: archive destruction and administration', async () => {
    stubAuthApi(['AD_administratorius']);
    session.setSession(testSession(['AD_administratorius']));
    await renderApp(workplaceRoutes, '/pagrindinis');
    await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' });
    expect(screen.getByRole('banner').textContent).toContain('Duomenų teikėjo darbo vieta');
    expect(menuLinks()).toEqual([
      ['Pagrindinis', '/pagrindinis'],
      ['Archyvo naikinimas', '/archyvo-naikinimas/formavimas'],
      ['Administravimas', '/admin'],
    ]);
  });

  it('the bell counts the active messages and leads to /zinutes, which lists them with the release notes', async () => {
    const api = stubAuthApi(['DT_notaras']);
    api.answer('GET /api/naudotojas', { status: 200, body: profileOf(['DT_notaras'], ['Šeštadienį sistema nepasiekiama.', 'Atnaujintos naudojimo sąlygos.']) });
    session.setSession(testSession(['DT_notaras']));
    const { router } = await renderApp(workplaceRoutes, '/pagrindinis');
    const bell = await screen.findByRole('link', { name: 'Žinutės, aktyvių: 2' });
    expect(bell.getAttribute('href')).toBe('/zinutes');
    await act(async () => {
      fireEvent.click(bell);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Žinutės' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/zinutes');
    const active = screen.getByRole('region', { name: 'Aktyvios žinutės' });
    expect(
      within(active)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Šeštadienį sistema nepasiekiama.', 'Atnaujintos naudojimo sąlygos.']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Versijos 1.3.16 naujienos' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Prisijungimas ir sesija' })).toBeTruthy();
  });

  it('without active messages the bell has no count and the page says so', async () => {
    stubAuthApi(['DT_notaras']);
    session.setSession(testSession(['DT_notaras']));
    await renderApp(workplaceRoutes, '/zinutes');
    expect(await screen.findByText('Aktyvių žinučių nėra.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Žinutės' }).textContent).toBe('');
  });

  it('the profile dialog shows the user as the server has them now; Log out ends the session', async () => {
    const api = stubAuthApi(['DT_notaras', 'P_S_pagal_JA']);
    session.setSession(testSession(['DT_notaras'], { displayName: 'Rasa Vaitkienė' }));
    const { router } = await renderApp(workplaceRoutes, '/pagrindinis');
    const menuButton = await screen.findByRole('button', { name: 'Naudotojo meniu: Rasa Vaitkienė' });
    await act(async () => {
      fireEvent.click(menuButton);
    });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const profileItem = await screen.findByRole('menuitem', { name: 'Profilis' });
    await act(async () => {
      fireEvent.click(profileItem);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Profilis' });
    expect(await within(dialog).findByText('Vilniaus miesto 5-asis notarų biuras')).toBeTruthy();
    expect(within(dialog).getByText('Notarų biuras')).toBeTruthy();
    expect(within(dialog).getByText('S-2024-17')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Notaras (DT_notaras)', 'Paieška pagal juridinį asmenį (P_S_pagal_JA)']);
    expect(within(dialog).getByText('15 min.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Uždaryti' }));
    });

    await act(async () => {
      fireEvent.click(menuButton);
    });
    const logOutItem = await screen.findByRole('menuitem', { name: 'Atsijungti' });
    await act(async () => {
      fireEvent.click(logOutItem);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prisijungimas prie darbo vietos' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo('POST', '/api/logout')[0].token).toBe('testo-zetonas');
    expect(session.getSession()).toBeNull();
  });

  it('a 401 that ends the session sends the user to sign in, to come back to the same page', async () => {
    stubAuthApi(['DT_notaras']);
    session.setSession(testSession(['DT_notaras']));
    const { router } = await renderApp(workplaceRoutes, '/zinutes');
    await screen.findByRole('heading', { level: 1, name: 'Žinutės' });
    await act(async () => {});
    await act(async () => events.emit('auth-failed', { url: '/api/naudotojas' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prisijungimas prie darbo vietos' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?next=%2Fzinutes');
  });
});

describe('the guard in the router (spec §2.2)', () => {
  /** A small table with the guard as its root loader, like the workplace's, with a denied and a slow page. */
  function guardedRoutes(slow: Promise<{ Component: () => null }>): RouteObject[] {
    const routes: RouteObject[] = [
      {
        path: '/',
        loader: ({ request }: LoaderFunctionArgs) => guardLoader(request, routes),
        shouldRevalidate: () => true,
        Component: () => <div data-testid="root" />,
        children: [],
      },
    ];
    routes[0].children = [
      { path: 'pagrindinis', handle: { feature: 'main' }, element: <h1>Pagrindinis</h1> },
      { path: 'admin', handle: { feature: 'adminRights' }, element: <h1>Administravimas</h1> },
      { path: 'vadovas', handle: { open: true }, element: <h1>Vadovas</h1> },
      { path: 'letas', handle: { feature: 'adminRights' }, lazy: () => slow },
    ];
    return routes;
  }

  it('a denied page sends the user home; an allowed one opens', async () => {
    stubAuthApi();
    session.setSession(testSession(['DT_notaras']));
    const { router } = await renderApp(guardedRoutes(new Promise(() => {})), '/admin');
    expect(router.state.location.pathname).toBe('/pagrindinis');
    session.setSession(testSession(['AD_administratorius']));
    await act(async () => {
      await router.navigate('/admin');
    });
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('a navigation superseded while pending decides nothing', async () => {
    stubAuthApi();
    session.setSession(testSession(['DT_notaras']));
    let arrive!: (module: { Component: () => null }) => void;
    const slow = new Promise<{ Component: () => null }>((resolve) => (arrive = resolve));
    const { router } = await renderApp(guardedRoutes(slow), '/vadovas');
    // the first navigation waits for its page's code; the user clicks elsewhere meanwhile
    void router.navigate('/letas');
    await act(async () => {
      await router.navigate('/vadovas?antras=1');
    });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/vadovas?antras=1');
    await act(async () => {
      arrive({ Component: () => null });
      await slow;
    });
    // the superseded navigation's redirect home never happens
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/vadovas?antras=1');
    expect(router.state.navigation.state).toBe('idle');
  });
});
