// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { ChunkLoadError, isChunkLoadError, lazyRoute } from '../../../src/lib/routing/lazy-route';
import { accessOf, handleOf } from '../../../src/lib/routing/route-handle';
import { portalRoutes } from '../../../src/app/portal/routes';
import { workplaceRoutes } from '../../../src/app/workplace/routes';
import { events } from '../../../src/lib/events';
import { notify } from '../../../src/lib/notify';
import { session } from '../../../src/lib/session';
import { renderApp, stubApi } from './render-app';
import { testSession } from '../auth/session-fixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  session.clearSession();
  while (notify.current()) notify.dismiss(notify.current()!.id);
});

/** Every leaf route with its full path and the routes above it (root first). */
function leaves(routes: RouteObject[], parent = '', above: RouteObject[] = []): { path: string; route: RouteObject; branch: RouteObject[] }[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent || '/' : `${parent}/${route.path ?? ''}`.replace(/\/+/g, '/');
    const branch = [...above, route];
    return route.children ? leaves(route.children, path, branch) : [{ path, route, branch }];
  });
}

describe('route tables', () => {
  it.each([
    ['workplace', workplaceRoutes],
    ['portal', portalRoutes],
  ])('%s: every page is a lazy chunk under a handle of its own branch; the rest are redirects', (_face, routes) => {
    for (const { path, route, branch } of leaves(routes)) {
      // a page may have a loader too (the document page starts its data with the navigation)
      if (route.loader && !route.lazy) {
        expect(route.element, path).toBeNull();
      } else {
        expect(typeof route.lazy, path).toBe('function');
        // The root's handle does not count: each page (or its section) says what it is.
        expect(
          branch.slice(1).some((r) => handleOf(r) !== undefined),
          path,
        ).toBe(true);
      }
    }
  });

  it('the workplace dashboard names its feature; guides, help and error pages are open', () => {
    const byPath = Object.fromEntries(leaves(workplaceRoutes).map(({ path, branch }) => [path, accessOf(branch)]));
    expect(byPath['/pagrindinis']).toEqual({ open: false, feature: 'main' });
    for (const path of ['/vadovas', '/vadovas/registratoriaus', '/pagalba', '/404', '/403', '/500']) {
      expect(byPath[path], path).toEqual({ open: true });
    }
    // The sign-in pages (src/features/auth) are open, outside the layout.
    for (const path of ['/login', '/ipasas', '/sutikimas']) expect(byPath[path], path).toEqual({ open: true });
  });
});

describe('accessOf', () => {
  it('the deepest stated open/feature wins; nothing stated means signed-in only', () => {
    expect(accessOf([{ handle: { crumb: 'a' } }, { handle: undefined }])).toEqual({ open: false });
    expect(accessOf([{ handle: { open: true } }, { handle: {} }])).toEqual({ open: true });
    expect(accessOf([{ handle: { open: true } }, { handle: { open: false, feature: 'main' } }])).toEqual({ open: false, feature: 'main' });
    expect(accessOf([{ handle: { feature: 'ntSandoris' } }, { handle: { crumb: 'x' } }])).toEqual({ open: false, feature: 'ntSandoris' });
  });
});

describe('lazy route chunks', () => {
  it('a chunk that never arrives fails after 120 s as a chunk load error', async () => {
    vi.useFakeTimers();
    const load = lazyRoute(() => new Promise(() => {}));
    const outcome = load().then(
      () => 'loaded',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises the browsers’ failed dynamic import errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('a page whose chunk fails shows the reload page inside the layout', async () => {
    stubApi();
    const routes: RouteObject[] = [
      {
        ...(workplaceRoutes[0] as NonIndexRouteObject),
        children: [
          {
            id: 'pages',
            ErrorBoundary: workplaceRoutes[0].children![0].ErrorBoundary,
            children: [
              {
                path: 'sugedes',
                lazy: lazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
                handle: { crumb: 'nav.home' },
              },
            ],
          },
        ],
      },
    ];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    session.setSession(testSession(['DT_notaras']));
    await renderApp(routes, '/sugedes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nepavyko įkelti puslapio' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Perkrauti puslapį' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

describe('API events in the shell', () => {
  it('access-denied opens /403; data-error shows in red; auth-failed forgets the session', async () => {
    stubApi();
    session.setSession(testSession(['DT_notaras'], {}, 'senas'));
    const { router } = await renderApp(workplaceRoutes, '/pagrindinis');
    await screen.findByRole('heading', { level: 1, name: 'Pagrindinis' });

    // findBy* can resolve on the DOM commit before React has run the layout's effects (which
    // subscribe to the events); an empty act flushes them first.
    await act(async () => {});
    await act(async () => events.emit('access-denied', { url: '/api/admin', message: 'x' }));
    // The 403 page's chunk loads first, then the location changes.
    expect(await screen.findByRole('heading', { level: 1, name: 'Prieiga draudžiama' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');

    act(() => events.emit('data-error', { message: 'Duomenys nerasti.' }));
    expect(notify.current()).toMatchObject({ severity: 'error', message: 'Duomenys nerasti.' });

    act(() => events.emit('auth-failed', { url: '/api/x' }));
    expect(session.getToken()).toBeNull();
  });
});
