/**
 * The workplace's routes (spec §2.1). Every route is its own lazy chunk and carries the
 * handle contract of ../route-handle.ts; src/app/README.md explains how the Identity guard
 * and later features plug in. Exported as data so tests can mount them in a memory router.
 */
import { redirect, type RouteObject } from 'react-router';
import { lazyRoute } from '../lazy-route';
import type { RouteHandle } from '../route-handle';
import { PageLoading } from '../shared/page-loading';
import { RootRouteError, RouteError } from '../shared/route-error';

/** Where '/' leads (the registrar-viewer's own home is the Identity work's concern). */
export const WORKPLACE_HOME = '/pagrindinis';

const handle = (h: RouteHandle) => h;
// Redirect routes carry `element: null`: they render nothing, and say so (no router warning).

export const workplaceRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    lazy: lazyRoute(() => import('./layout')),
    HydrateFallback: PageLoading,
    ErrorBoundary: RootRouteError,
    // No `open` here: a route that does not say otherwise needs a signed-in user.
    handle: handle({ crumb: 'nav.home' }),
    children: [
      {
        // Pathless: a failing page renders its error inside the layout, toolbar and footer stay.
        id: 'pages',
        ErrorBoundary: RouteError,
        children: [
          { index: true, loader: () => redirect(WORKPLACE_HOME), element: null },
          {
            path: 'pagrindinis',
            lazy: lazyRoute(() => import('./pages/dashboard')),
            handle: handle({ crumb: 'nav.dashboard', feature: 'main' }),
          },
          {
            path: 'vadovas',
            handle: handle({ crumb: 'nav.guide', open: true }),
            children: [
              { index: true, lazy: lazyRoute(() => import('./pages/guide')) },
              {
                path: 'registratoriaus',
                lazy: lazyRoute(() => import('./pages/registrar-guide')),
                handle: handle({ crumb: 'nav.registrarGuide', open: true }),
              },
            ],
          },
          { path: 'pagalba', lazy: lazyRoute(() => import('./pages/help')), handle: handle({ crumb: 'nav.help', open: true }) },
          {
            // The type catalogue for registry analysts and its sandbox (src/features/catalog).
            path: 'katalogas',
            handle: handle({ crumb: 'nav.catalog' }),
            children: [
              { index: true, lazy: lazyRoute(() => import('../../features/catalog/routes/catalog-list')) },
              {
                path: ':typeId/*',
                lazy: lazyRoute(() => import('../../features/catalog/routes/type-page')),
                handle: handle({ crumb: 'nav.catalogType' }),
              },
            ],
          },
          { path: '404', lazy: lazyRoute(() => import('../shared/pages/not-found')), handle: handle({ crumb: 'nav.notFound', open: true }) },
          { path: '403', lazy: lazyRoute(() => import('../shared/pages/forbidden')), handle: handle({ crumb: 'nav.forbidden', open: true }) },
          { path: '500', lazy: lazyRoute(() => import('../shared/pages/server-error')), handle: handle({ crumb: 'nav.serverError', open: true }) },
          // Unknown paths go home (spec §2.1).
          { path: '*', loader: () => redirect('/'), element: null },
        ],
      },
    ],
  },
];
