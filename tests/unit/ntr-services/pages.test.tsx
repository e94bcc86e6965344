// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within, configure } from '@testing-library/react';

// The portal: the API client picks its base (/sav) when it is first imported.
vi.hoisted(() => {
  document.documentElement.dataset.face = 'portal';
});

import { portalRoutes } from '../../../src/app/portal/routes';
import { session } from '../../../src/lib/session';
import { renderApp } from '../app/render-app';
import { testSession } from '../auth/session-fixture';
import { page, stubNtrApi } from './ntr-api-stub';

// The wizard renders a whole catalogue type: on the shared, loaded machine its first render and
// the waits below take seconds. Bounds only, nothing is timed.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const citizen = (ntrServices = true) =>
  testSession(['EL_FA'], { displayName: 'Jonas Petraitis', consent: { terms: true, ntrServices, selfServiceContract: true } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

/** The user's requests: `lists[type]` rows per type (registered ones for `type@iregistruotas`), none otherwise. */
function withRequests(api: ReturnType<typeof stubNtrApi>, lists: Record<string, number> = {}) {
  api.answer('GET /sav/requests', (call) => {
    const key = [call.query.get('type') ?? '', call.query.get('status')].filter(Boolean).join('@');
    const total = lists[key] ?? 0;
    const rows = Array.from({ length: total }, (_, i) => ({
      id: i + 1,
      type: call.query.get('type') ?? 'nuomos-sutartis-sudarymas',
      status: call.query.get('status') ?? 'rengiamas',
      version: 1,
      createdAt: '2026-11-20T10:00:00Z',
      updatedAt: '2026-11-20T10:00:00Z',
      parties: [],
    }));
    return page(rows, total);
  });
}

const breadcrumbs = () =>
  within(screen.getByRole('navigation', { name: 'Naršymo kelias' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('/ntr-paslaugos layout', () => {
  it('redirects to prasymai, hides its own path in the breadcrumb and names the service in the title', async () => {
    session.setSession(citizen());
    const api = stubNtrApi();
    withRequests(api);
    const { router } = await renderApp(portalRoutes, '/ntr-paslaugos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prašymai' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ntr-paslaugos/prasymai');
    expect(breadcrumbs()).toEqual(['Pradžia', 'Prašymai']);
    expect(document.title).toBe('Nekilnojamojo turto registro paslaugos — Sutarčių ir teisių suvaržymų registro savitarna');
    const menu = screen.getByRole('navigation', { name: 'Prašymai dėl juridinių faktų' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Prašymai', '/ntr-paslaugos/prasymai'],
      ['Mano pažymos', '/ntr-paslaugos/pazyma/sarasas'],
      ['Dokumentų sąrašas', '/ntr-paslaugos/dokumentai'],
      ['Gauti pranešimai', '/ntr-paslaugos/pranesimai'],
    ]);
    // The menu button's tooltip is the spec's text.
    await act(async () => {
      fireEvent.mouseOver(within(menu).getByRole('button', { name: 'Meniu' }));
    });
    expect(await screen.findByRole('tooltip', { name: 'Aprašymas. Meniu. Prašymai dėl juridinių faktų' })).toBeTruthy();
  });

  it('asks its own consent first; agreeing posts ntrpaslaugos and shows the page', async () => {
    session.setSession(citizen(false));
    const api = stubNtrApi();
    withRequests(api);
    api.answer('GET /sav/naudojimo-sutartis', { status: 200, body: { html: '<p>Bendros</p>', html_ntrpaslaugos: '<h2>NT paslaugų sąlygos</h2>' } });
    api.answer('POST /sav/naudotojas/sutikimas', {
      status: 200,
      body: { snau_id: 7, snau_sutikimas_su_salygomis: true, snau_sutikimas_su_salygomis_ntrpaslaugos: true, snau_savitarnos_sutartis: true },
    });
    await renderApp(portalRoutes, '/ntr-paslaugos/prasymai');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nekilnojamojo turto paslaugų naudojimo sąlygos' })).toBeTruthy();
    expect(await screen.findByText('NT paslaugų sąlygos')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Prašymai' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sutinku' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prašymai' })).toBeTruthy();
    expect(api.callsTo('POST', '/sav/naudotojas/sutikimas')[0].body).toMatchObject({ snau_sutikimas_su_salygomis: true, ntrpaslaugos: true });
    expect(session.getSession()?.user.consent.ntrServices).toBe(true);
  });

  it('asks a visitor to sign in', async () => {
    stubNtrApi();
    await renderApp(portalRoutes, '/ntr-paslaugos/prasymai');
    const notice = (await screen.findByText(/Norėdami teikti prašymus dėl juridinių faktų, prisijunkite/)).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Prisijungti' }).getAttribute('href')).toBe('/login');
  });
});

describe('/ntr-paslaugos redirects (spec §2.3)', () => {
  const cases: [string, string][] = [
    ['/ntr-paslaugos/preliminarioji-sutartis', '/ntr-paslaugos/preliminarioji-sutartis/sudarymas'],
    ['/ntr-paslaugos/preliminarioji-sutartis/sudarymas/5', '/ntr-paslaugos/preliminarioji-sutartis/sudarymas/5/step/asmenys'],
    ['/ntr-paslaugos/preliminarioji-sutartis/sudarymas/5/turtas', '/ntr-paslaugos/preliminarioji-sutartis/sudarymas/5/step/turtas'],
    ['/ntr-paslaugos/preliminarioji-sutartis/nutraukimas/6', '/ntr-paslaugos/preliminarioji-sutartis/nutraukimas/6/step/asmenys'],
    ['/ntr-paslaugos/nuomos-sutartis/isregistravimas/7', '/ntr-paslaugos/nuomos-sutartis/isregistravimas/7/step/asmenys'],
    ['/ntr-paslaugos/seimos-turtas', '/ntr-paslaugos/seimos-turtas/iregistravimas'],
    ['/ntr-paslaugos/ntr-sign/nuomos-sutartis-sudarymas/8', '/ntr-paslaugos/nuomos-sutartis/sudarymas/8/step/perziura'],
    ['/ntr-paslaugos/ntr-sign/kazkas/8', '/ntr-paslaugos/prasymai'],
    ['/ntr-paslaugos/nezinoma', '/ntr-paslaugos/prasymai'],
  ];
  it.each(cases)('%s → %s', async (from, to) => {
    session.setSession(citizen());
    const api = stubNtrApi();
    withRequests(api);
    // Every request asked for is not this citizen's (the page then says so): only the address matters here.
    const { router } = await renderApp(portalRoutes, from);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(to), { timeout: 10_000 });
  });
});

describe('request lists: the spec §8 empty-list messages', () => {
  const cases: [string, string][] = [
    [
      '/ntr-paslaugos/seimos-turtas/perkelimas',
      'Šeimos turto išregistravimas ar perkėlimas negalimas, nes nėra įregistruoto jūsų ar jūsų sutuoktinio šeimos turto.',
    ],
    [
      '/ntr-paslaugos/seimos-turtas/isregistravimas',
      'Šeimos turto išregistravimas ar perkėlimas negalimas, nes nėra įregistruoto jūsų ar jūsų sutuoktinio šeimos turto.',
    ],
    ['/ntr-paslaugos/nuomos-sutartis/nutraukimas', 'Nėra galiojančių sutarčių, kuriose esate nuomotojas ar panaudos davėjas.'],
    ['/ntr-paslaugos/panaudos-sutartis/nutraukimas', 'Nėra galiojančių sutarčių, kuriose esate nuomotojas ar panaudos davėjas.'],
    ['/ntr-paslaugos/nuomos-sutartis/isregistravimas', 'Nėra pasibaigusių nuomos ar panaudos sutarčių.'],
    ['/ntr-paslaugos/panaudos-sutartis/isregistravimas', 'Nėra pasibaigusių nuomos ar panaudos sutarčių.'],
  ];
  it.each(cases)('%s with nothing registered says: %s', async (path, message) => {
    session.setSession(citizen());
    const api = stubNtrApi();
    withRequests(api);
    await renderApp(portalRoutes, path);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(await screen.findByText('Pateiktų prašymų nėra.')).toBeTruthy();
  });

  it('says nothing of the kind when the contract is registered, and lists the user’s requests', async () => {
    session.setSession(citizen());
    const api = stubNtrApi();
    withRequests(api, { 'nuomos-sutartis-sudarymas@iregistruotas': 1, 'nuomos-sutartis-nutraukimas': 2 });
    await renderApp(portalRoutes, '/ntr-paslaugos/nuomos-sutartis/nutraukimas');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: '2' }).getAttribute('href')).toBe('/ntr-paslaugos/nuomos-sutartis/nutraukimas/2');
    expect(screen.queryByText('Nėra galiojančių sutarčių, kuriose esate nuomotojas ar panaudos davėjas.')).toBeNull();
    expect(api.callsTo('GET', '/sav/requests').some((c) => c.query.get('type') === 'nuomos-sutartis-nutraukimas')).toBe(true);
  });

  it('a service with no such case shows the plain empty list', async () => {
    session.setSession(citizen());
    const api = stubNtrApi();
    withRequests(api);
    await renderApp(portalRoutes, '/ntr-paslaugos/nuomos-sutartis/sudarymas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuomos sutarties sudarymas' })).toBeTruthy();
    expect(await screen.findByText('Pateiktų prašymų nėra.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naujas prašymas' }).getAttribute('href')).toBe('/ntr-paslaugos/nuomos-sutartis/sudarymas/naujas/step/asmenys');
  });
});

describe('the request wizard', () => {
  it('keeps later steps closed: a new request opened at the review lands on its first step', async () => {
    session.setSession(citizen());
    stubNtrApi();
    const { router } = await renderApp(portalRoutes, '/ntr-paslaugos/nuomos-sutartis/sudarymas/naujas/step/perziura');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/ntr-paslaugos/nuomos-sutartis/sudarymas/naujas/step/asmenys'), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuomos sutarties sudarymas: naujas prašymas' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Duomenys' })).toBeTruthy();
  });

  it('starts a new request with the signed-in user as its applicant', async () => {
    session.setSession(citizen());
    const api = stubNtrApi();
    api.answer('GET /sav/certificate-applicant', {
      status: 200,
      body: { pareiskejas: { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: '38703181745' } },
    });
    await renderApp(portalRoutes, '/ntr-paslaugos/nuomos-sutartis/sudarymas/naujas/step/asmenys');
    expect(((await screen.findByRole('textbox', { name: /Asmens kodas/ })) as HTMLInputElement).value).toBe('38703181745');
    expect((screen.getAllByRole('textbox', { name: /Vardas/ })[0] as HTMLInputElement).value).toBe('Jonas');
  });

  it('says "not found" for a request the API does not show this citizen (another’s: 404)', async () => {
    session.setSession(citizen());
    const api = stubNtrApi();
    await renderApp(portalRoutes, '/ntr-paslaugos/nuomos-sutartis/sudarymas/99/step/asmenys');
    expect(await screen.findByText('Prašymas nerastas.')).toBeTruthy();
    expect(api.callsTo('GET', '/sav/requests/99')).toHaveLength(1);
  });
});
