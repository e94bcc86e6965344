// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { workplaceRoutes } from '../../../src/app/workplace/routes';
import { AppProviders } from '../../../src/app/providers';
import { SwrHost } from '../../../src/app/swr-host';
import { workplaceTheme } from '../../../src/app/theme';
import { i18n, initI18n } from '../../../src/lib/i18n';
import { session } from '../../../src/lib/session';
import { renderApp } from '../app/render-app';
import { stubAuthApi, TERMS } from './api-stub';
import { testSession } from './session-fixture';

beforeEach(() => session.clearSession());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clearSession();
});

function signInAnswer(over: { first?: boolean; terms?: boolean; roles?: string[] } = {}) {
  return {
    status: 200,
    body: {
      naudotojas: {
        api_token: 'naujas-zetonas',
        atjungimo_laikas: 20,
        avatar: null,
        snau_id: 12,
        snau_vardas: 'Rasa',
        snau_pavarde: 'Vaitkienė',
        snau_kontora: 'Vilniaus miesto 5-asis notarų biuras',
        snau_kontora_tipas: 'notaras',
        snau_sutartis_nr: null,
        snau_sutikimas_su_salygomis: over.terms ?? true,
        snau_sutikimas_su_salygomis_ntrpaslaugos: true,
        snau_savitarnos_sutartis: false,
      },
      zinutes: [],
      roles: over.roles ?? ['DT_notaras'],
      pirmas_prisijungimas: over.first ?? false,
    },
  };
}

async function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Naudotojo vardas'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Slaptažodis'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Prisijungti' }));
  });
}

describe('the guard sends a visitor to /login and back (spec §2.2)', () => {
  it('an anonymous visitor of a page lands on the sign-in page, which remembers the page', async () => {
    stubAuthApi();
    const { router } = await renderApp(workplaceRoutes, '/zinutes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prisijungimas prie darbo vietos' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fzinutes');
    // no toolbar menus for a visitor; the footer still says the version
    expect(screen.queryByRole('navigation', { name: 'Pagrindinis meniu' })).toBeNull();
    expect(await within(screen.getByRole('contentinfo')).findByText('Versija 1.3.16')).toBeTruthy();
  });

  it('signing in goes on to the remembered page with the session kept', async () => {
    const api = stubAuthApi();
    api.answer('POST /api/login', signInAnswer());
    const { router } = await renderApp(workplaceRoutes, '/login?next=%2Fzinutes');
    await screen.findByLabelText('Naudotojo vardas');
    await fillAndSubmit('  DT_notaras ', 'Demo-Slaptazodis-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Žinutės' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/zinutes');
    expect(api.callsTo('POST', '/api/login')[0].body).toEqual({ username: 'DT_notaras', password: 'Demo-Slaptazodis-1' });
    expect(session.getSession()).toMatchObject({ token: 'naujas-zetonas', user: { id: 12, displayName: 'Rasa Vaitkienė', idleMinutes: 20 } });
  });

  it('without a remembered page it goes home', async () => {
    const api = stubAuthApi();
    api.answer('POST /api/login', signInAnswer());
    const { router } = await renderApp(workplaceRoutes, '/login?next=https%3A%2F%2Fkitur.example');
    await screen.findByLabelText('Naudotojo vardas');
    await fillAndSubmit('DT_notaras', 'Demo-Slaptazodis-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pagrindinis');
  });
});

describe('/login', () => {
  it('asks for both fields before calling the server', async () => {
    const api = stubAuthApi();
    await renderApp(workplaceRoutes, '/login');
    await screen.findByLabelText('Naudotojo vardas');
    await fillAndSubmit(' ', '');
    expect(screen.getByText('Įveskite naudotojo vardą.')).toBeTruthy();
    expect(screen.getByText('Įveskite slaptažodį.')).toBeTruthy();
    expect(screen.getByLabelText('Naudotojo vardas').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Naudotojo vardas'));
    expect(api.callsTo('POST', '/api/login')).toHaveLength(0);
  });

  it.each([
    [401, 'errors.login_failed', 'Neteisingas naudotojo vardas arba slaptažodis.'],
    [429, 'errors.too_many_requests', 'Per daug bandymų. Palaukite ir bandykite vėliau.'],
    [403, 'errors.account_disabled', 'Naudotojo paskyra užblokuota. Kreipkitės į registro naudotojų administratorių.'],
  ])('shows the server message of a %s (%s) and stays, keeping no session', async (status, message, text) => {
    const api = stubAuthApi();
    api.answer('POST /api/login', { status, body: { message } });
    const { router } = await renderApp(workplaceRoutes, '/login');
    await screen.findByLabelText('Naudotojo vardas');
    await fillAndSubmit('DT_notaras', 'neteisingas');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(router.state.location.pathname).toBe('/login');
    expect((screen.getByLabelText('Slaptažodis') as HTMLInputElement).value).toBe('');
    expect(session.getSession()).toBeNull();
  });

  it('offers the e-government gateway', async () => {
    stubAuthApi();
    await renderApp(workplaceRoutes, '/login');
    expect((await screen.findByRole('link', { name: 'Prisijungti per Elektroninius valdžios vartus' })).getAttribute('href')).toBe('/api/ipasas/start');
  });

  it('a user who is already signed in goes on instead of signing in again', async () => {
    stubAuthApi();
    session.setSession(testSession(['DT_notaras']));
    const { router } = await renderApp(workplaceRoutes, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pagrindinis');
  });
});

describe('consent on the first sign-in (spec §4)', () => {
  it('the first sign-in goes to the terms; Agree records it and goes on', async () => {
    const api = stubAuthApi();
    api.answer('POST /api/login', signInAnswer({ first: true }));
    api.answer('POST /api/naudotojas/sutikimas', {
      status: 200,
      body: { snau_id: 12, snau_sutikimas_su_salygomis: true, snau_sutikimas_su_salygomis_ntrpaslaugos: true, snau_savitarnos_sutartis: false },
    });
    const { router } = await renderApp(workplaceRoutes, '/login?next=%2Fzinutes');
    await screen.findByLabelText('Naudotojo vardas');
    await fillAndSubmit('DT_notaras', 'Demo-Slaptazodis-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Naudojimo sąlygos' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sutikimas');
    const terms = await screen.findByRole('region', { name: 'Naudojimo sąlygų tekstas' });
    expect(terms.textContent).toContain('1.1. Sąlygų tekstas.');
    // the guard keeps the user here until they answer
    await act(async () => {
      await router.navigate('/pagrindinis');
    });
    expect(router.state.location.pathname).toBe('/sutikimas');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sutinku' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/naudotojas/sutikimas')[0]).toMatchObject({
      body: { snau_id: 12, snau_sutikimas_su_salygomis: true },
      token: 'naujas-zetonas',
    });
    expect(session.getSession()?.user).toMatchObject({ firstSignIn: false, consent: { terms: true } });
  });

  it('terms not accepted: Disagree records the refusal, ends the session and says why on the sign-in page', async () => {
    const api = stubAuthApi();
    api.answer('POST /api/naudotojas/sutikimas', {
      status: 200,
      body: { snau_id: 7, snau_sutikimas_su_salygomis: false, snau_sutikimas_su_salygomis_ntrpaslaugos: false, snau_savitarnos_sutartis: false },
    });
    session.setSession(testSession(['DT_notaras'], { consent: { terms: false, ntrServices: false, selfServiceContract: false } }));
    const { router } = await renderApp(workplaceRoutes, '/pagrindinis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Naudojimo sąlygos' })).toBeTruthy();
    expect(router.state.location.search).toBe('?next=%2Fpagrindinis');
    await screen.findByRole('region', { name: 'Naudojimo sąlygų tekstas' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Nesutinku' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prisijungimas prie darbo vietos' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Nesutikus su naudojimo sąlygomis, sistema naudotis negalima.');
    expect(api.callsTo('POST', '/api/naudotojas/sutikimas')[0].body).toEqual({ snau_id: 7, snau_sutikimas_su_salygomis: false });
    expect(api.callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(session.getSession()).toBeNull();
  });

  it('a visitor without a session reads the terms but cannot answer', async () => {
    stubAuthApi();
    await renderApp(workplaceRoutes, '/sutikimas');
    await screen.findByRole('region', { name: 'Naudojimo sąlygų tekstas' });
    expect(screen.queryByRole('button', { name: 'Sutinku' })).toBeNull();
    expect(screen.getByText('Atsakyti į sąlygas gali tik prisijungęs naudotojas.')).toBeTruthy();
    expect(TERMS.html).toContain('Naudojimo sąlygos');
  });
});

describe('/ipasas: the gateway returns with its assertion', () => {
  async function renderStrict(path: string) {
    await initI18n('lt');
    if (i18n.language !== 'lt') await i18n.changeLanguage('lt');
    const router = createMemoryRouter(workplaceRoutes, { initialEntries: [path] });
    await act(async () => {
      render(
        <StrictMode>
          <AppProviders theme={workplaceTheme} i18n={i18n} DataHost={SwrHost}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
    return router;
  }

  it('posts enc once (even under StrictMode), keeps the xid, and goes home', async () => {
    const api = stubAuthApi();
    api.answer('POST /api/ipasas', signInAnswer());
    const router = await renderStrict('/ipasas?enc=tvirtinimas.1&xid=centras-42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pagrindinis');
    const posts = api.callsTo('POST', '/api/ipasas');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ path: '/api/ipasas?xid=centras-42', body: { enc: 'tvirtinimas.1' } });
    expect(session.getSession()).toMatchObject({ token: 'naujas-zetonas', xid: 'centras-42' });
  });

  it('a first sign-in through the gateway goes to the terms', async () => {
    const api = stubAuthApi();
    api.answer('POST /api/ipasas', signInAnswer({ first: true }));
    const { router } = await renderApp(workplaceRoutes, '/ipasas?enc=tvirtinimas.2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Naudojimo sąlygos' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sutikimas');
    expect(api.callsTo('POST', '/api/ipasas')[0].path).toBe('/api/ipasas');
  });

  it('a refused assertion shows the server message and a way to try again', async () => {
    const api = stubAuthApi();
    api.answer('POST /api/ipasas', { status: 401, body: { message: 'errors.gateway_assertion_expired' } });
    await renderApp(workplaceRoutes, '/ipasas?enc=pasenes');
    expect((await screen.findByRole('alert')).textContent).toBe('Tapatybės patvirtinimo galiojimas baigėsi. Prisijunkite iš naujo.');
    expect(screen.getByRole('link', { name: 'Prisijungti iš naujo' }).getAttribute('href')).toBe('/login');
    expect(session.getSession()).toBeNull();
  });

  it('without an assertion there is nothing to post', async () => {
    const api = stubAuthApi();
    await renderApp(workplaceRoutes, '/ipasas');
    expect((await screen.findByRole('alert')).textContent).toBe('Negauta tapatybės patvirtinimo duomenų. Prisijunkite iš naujo.');
    expect(api.callsTo('POST', '/api/ipasas')).toHaveLength(0);
  });
});
