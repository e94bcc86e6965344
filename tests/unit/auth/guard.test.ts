import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { workplaceRoutes } from '../../../src/app/workplace/routes';
import { decideAccess } from '../../../src/features/auth/guard/decide';
import { guardLoader, homeRedirect } from '../../../src/features/auth/guard/guard-loader';
import { routeExists, workplaceHome } from '../../../src/features/auth/guard/home';
import { safeNext, withNext } from '../../../src/features/auth/guard/safe-next';
import { session } from '../../../src/lib/session';
import { testSession } from './session-fixture';

afterEach(() => session.clearSession());

const notary = testSession(['DT_notaras']);
const admin = testSession(['AD_administratorius']);

describe('decideAccess (spec §2.2, in its order)', () => {
  it('a route flagged open is always allowed, signed in or not, consent or not', () => {
    expect(decideAccess({ access: { open: true }, session: null, path: '/vadovas', home: '/pagrindinis' })).toEqual({ allow: true });
    const pending = testSession(['DT_notaras'], { consent: { terms: false, ntrServices: false, selfServiceContract: false } });
    expect(decideAccess({ access: { open: true, feature: 'adminRights' }, session: pending, path: '/x', home: '/pagrindinis' })).toEqual({ allow: true });
  });

  it('without a session: to the sign-in page, coming back afterwards', () => {
    expect(decideAccess({ access: { open: false, feature: 'main' }, session: null, path: '/pagrindinis?a=1', home: '/pagrindinis' })).toEqual({
      allow: false,
      redirect: '/login?next=%2Fpagrindinis%3Fa%3D1',
    });
    expect(decideAccess({ access: { open: false }, session: null, path: '/', home: '/pagrindinis' })).toEqual({ allow: false, redirect: '/login' });
  });

  it('with a session but terms not accepted, or on the first sign-in: to the consent page first, even for a denied route', () => {
    const noTerms = testSession(['DT_notaras'], { consent: { terms: false, ntrServices: true, selfServiceContract: true } });
    const first = testSession(['DT_notaras'], { firstSignIn: true });
    for (const user of [noTerms, first]) {
      expect(decideAccess({ access: { open: false, feature: 'adminRights' }, session: user, path: '/admin', home: '/pagrindinis' })).toEqual({
        allow: false,
        redirect: '/sutikimas?next=%2Fadmin',
      });
    }
  });

  it('with both: the feature table decides; a denied user goes home', () => {
    expect(decideAccess({ access: { open: false, feature: 'adminRights' }, session: admin, path: '/admin', home: '/pagrindinis' })).toEqual({ allow: true });
    expect(decideAccess({ access: { open: false, feature: 'adminRights' }, session: notary, path: '/admin', home: '/pagrindinis' })).toEqual({
      allow: false,
      redirect: '/pagrindinis',
    });
    expect(decideAccess({ access: { open: false }, session: notary, path: '/zinutes', home: '/pagrindinis' })).toEqual({ allow: true });
  });

  it('never loops: a user denied even their home gets the 403 page', () => {
    const portalOnly = testSession(['EL_FA']);
    expect(decideAccess({ access: { open: false, feature: 'main' }, session: portalOnly, path: '/pagrindinis', home: '/pagrindinis' })).toEqual({
      allow: false,
      redirect: '/403',
    });
  });

  it('unknown role texts grant nothing', () => {
    const odd = testSession(['AD_administratorius_x', 'admin']);
    expect(decideAccess({ access: { open: false, feature: 'adminRights' }, session: odd, path: '/admin', home: '/pagrindinis' })).toMatchObject({
      allow: false,
    });
  });
});

describe('the next parameter', () => {
  it.each([
    ['/pagrindinis', '/pagrindinis'],
    ['/dokumentas/5/turtas?x=1', '/dokumentas/5/turtas?x=1'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['pagrindinis', null],
    ['/login?next=/x', null],
    ['/sutikimas', null],
    ['/ipasas?enc=a', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(safeNext(value)).toBe(expected);
  });

  it('withNext leaves home and foreign targets out', () => {
    expect(withNext('/login', '/')).toBe('/login');
    expect(withNext('/login', 'https://evil.example')).toBe('/login');
    expect(withNext('/sutikimas', '/zinutes')).toBe('/sutikimas?next=%2Fzinutes');
  });
});

describe('home by role', () => {
  const withJournal: RouteObject[] = [
    {
      path: '/',
      children: [
        { path: 'pagrindinis', element: null },
        { path: 'zurnalas/gaunami', element: null },
        { path: '*', element: null },
      ],
    },
  ];

  it('routeExists ignores the catch-all', () => {
    expect(routeExists(workplaceRoutes, '/pagrindinis')).toBe(true);
    expect(routeExists(workplaceRoutes, '/login')).toBe(true);
    expect(routeExists(workplaceRoutes, '/nera-tokio')).toBe(false);
  });

  it("the registrar-viewer's home is the received journal once that route exists; until then the dashboard", () => {
    expect(workplaceHome(withJournal, ['RGV'])).toBe('/zurnalas/gaunami');
    expect(workplaceHome(withJournal, ['RG_STSR_registrat'])).toBe('/pagrindinis');
    expect(workplaceHome(workplaceRoutes, ['RGV'])).toBe(routeExists(workplaceRoutes, '/zurnalas/gaunami') ? '/zurnalas/gaunami' : '/pagrindinis');
    expect(workplaceHome(withJournal, null)).toBe('/pagrindinis');
  });
});

describe('guardLoader on the workplace route table', () => {
  const request = (path: string, signal?: AbortSignal) => new Request(`http://localhost${path}`, { signal });

  async function redirectOf(run: () => unknown): Promise<string | null> {
    try {
      run();
      return null;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get('Location');
      throw thrown;
    }
  }

  it('reads the handles of the matched branch: open pages pass, others need a session', async () => {
    expect(await redirectOf(() => guardLoader(request('/vadovas/registratoriaus'), workplaceRoutes))).toBeNull();
    expect(await redirectOf(() => guardLoader(request('/pagrindinis'), workplaceRoutes))).toBe('/login?next=%2Fpagrindinis');
    expect(await redirectOf(() => guardLoader(request('/katalogas/sutartine-hipoteka'), workplaceRoutes))).toBe(
      '/login?next=%2Fkatalogas%2Fsutartine-hipoteka',
    );
    session.setSession(notary);
    expect(await redirectOf(() => guardLoader(request('/pagrindinis'), workplaceRoutes))).toBeNull();
    expect(await redirectOf(() => guardLoader(request('/zinutes'), workplaceRoutes))).toBeNull();
  });

  it('decides nothing for a navigation that was already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await redirectOf(() => guardLoader(request('/pagrindinis', controller.signal), workplaceRoutes))).toBeNull();
  });

  it("'/' leads to the user's home, a visitor straight to the sign-in page", () => {
    expect(homeRedirect(workplaceRoutes).headers.get('Location')).toBe('/login');
    session.setSession(notary);
    expect(homeRedirect(workplaceRoutes).headers.get('Location')).toBe('/pagrindinis');
  });
});
