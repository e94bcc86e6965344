/**
 * The portal's routes (spec §2.3). Every route is its own lazy chunk and carries the handle
 * contract of ../route-handle.ts (no guard runs in self-service mode, but `open` still
 * documents intent). The layout and the home page paint without SWR; the other pages sit in
 * pathless routes that mount it (../swr-outlet.tsx, decision 0168). Exported as data so tests
 * can mount them in a memory router.
 */
import { redirect, type RouteObject } from 'react-router';
import { ntrServicesRoutes } from '../../features/ntr-services/routes';
import { certificateRoutes } from '../../features/certificates/routes';
import { ntrCartRoute, portalCartRoute } from '../../features/cart/routes';
import { firstPaintRoute, lazyRoute } from '../../lib/routing/lazy-route';
import { PORTAL_HOME } from './home';
import { ntrNoticeRedirect, signRedirect } from './open-redirects';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { PageLoading } from '../../lib/ui/page-loading';
import { RootRouteError, RouteError } from '../shared/route-error';
import { PORTAL_SEARCH_TABS } from '../../features/search/tabs';

const handle = (h: RouteHandle) => h;
// SWR (../swr-outlet.tsx) around every page but the first load (layout, home: decision 0168)
const swrOutlet = lazyRoute(() => import('../swr-outlet'));
// Redirect routes carry `element: null`: they render nothing, and say so (no router warning).

export const portalRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    // the layout and the home page are the portal's first load: they use only the bundled texts
    lazy: firstPaintRoute(() => import('./layout')),
    HydrateFallback: PageLoading,
    ErrorBoundary: RootRouteError,
    // No `open` here: a route that does not say otherwise needs a signed-in user.
    handle: handle({ crumb: 'nav.home' }),
    children: [
      {
        id: 'pages',
        ErrorBoundary: RouteError,
        children: [
          { index: true, loader: () => redirect(PORTAL_HOME), element: null },
          {
            path: 'paslaugos',
            handle: handle({ crumb: 'nav.services' }),
            children: [
              { index: true, lazy: firstPaintRoute(() => import('./pages/services')) },
              {
                lazy: swrOutlet,
                // the self-service objects of one kind: ikeitimai, hipotekos, sutartys (src/features/self-service)
                children: [{ path: ':grupe', lazy: lazyRoute(() => import('./pages/object-list')), handle: handle({ crumb: 'nav.selfServiceObjects' }) }],
              },
            ],
          },
          {
            id: 'pages-data',
            lazy: swrOutlet,
            children: [
              { path: 'pranesimai', lazy: lazyRoute(() => import('./pages/notices')), handle: handle({ crumb: 'nav.notices' }) },
              { path: 'dokumentai', lazy: lazyRoute(() => import('./pages/documents')), handle: handle({ crumb: 'nav.documents' }) },
              // Register search (src/features/search): public register data; mano-paieskos is the default tab.
              {
                path: 'paieska',
                handle: handle({ crumb: 'nav.search' }),
                children: [
                  { index: true, lazy: lazyRoute(() => import('../../features/search/routes/portal-search')) },
                  ...PORTAL_SEARCH_TABS.map((tab) => ({ path: tab.id, lazy: lazyRoute(() => import('../../features/search/routes/portal-search')) })),
                ],
              },
              // who searched the signed-in person's data, and why
              {
                path: 'paieska-apie-mane',
                lazy: lazyRoute(() => import('../../features/search/routes/about-me')),
                handle: handle({ crumb: 'nav.searchesAboutMe' }),
              },
              // a document waiting for the citizen's confirmation as its party, read-only with confirm/refuse (src/features/lifecycle, decision 0139)
              {
                path: 'patvirtinimai/:objektasID/*',
                lazy: lazyRoute(() => import('../../features/lifecycle/routes/approval-document')),
                handle: handle({ crumb: 'nav.approval' }),
              },
              { path: 'dokumentas/:objektasID/*', lazy: lazyRoute(() => import('./pages/object')), handle: handle({ crumb: 'nav.document' }) },
              // the cart (spec §2.3): an order awaiting payment; the same page as /ntr-paslaugos/ntr-krepselis/…
              portalCartRoute,
              // the cart of several items (paid services such as extracts; src/features/extracts)
              { path: 'krepselis', lazy: lazyRoute(() => import('../../features/extracts/routes/cart-items')), handle: handle({ crumb: 'nav.cart' }) },
              // Real-property services (spec §2.3): own layout and consent, no crumb of its own ("path hidden").
              {
                path: 'ntr-paslaugos',
                lazy: lazyRoute(() => import('./ntr-services-layout')),
                children: [...certificateRoutes, ntrCartRoute, ...ntrServicesRoutes],
              },
              { path: '404', lazy: lazyRoute(() => import('../shared/pages/not-found')), handle: handle({ crumb: 'nav.notFound', open: true }) },
              { path: '403', lazy: lazyRoute(() => import('../shared/pages/forbidden')), handle: handle({ crumb: 'nav.forbidden', open: true }) },
              { path: '500', lazy: lazyRoute(() => import('../shared/pages/server-error')), handle: handle({ crumb: 'nav.serverError', open: true }) },
            ],
          },
          // Unknown paths go to the portal's home.
          { path: '*', loader: () => redirect(PORTAL_HOME), element: null },
        ],
      },
    ],
  },
  {
    // Sign-in through the gateway, its return and the terms (spec §2.3 open routes): no layout
    // (its API events would turn a refused sign-in into the 403 page instead of the server's
    // message). The session-expired page is the central self-service site's (api/modules/central-site).
    id: 'auth',
    HydrateFallback: PageLoading,
    ErrorBoundary: RootRouteError,
    handle: handle({ open: true }),
    lazy: swrOutlet,
    children: [
      { path: 'login', lazy: lazyRoute(() => import('../../features/auth/routes/portal-login')), handle: handle({ crumb: 'nav.login' }) },
      { path: 'ipasas', lazy: lazyRoute(() => import('../../features/auth/routes/gateway-return')), handle: handle({ crumb: 'nav.gatewayReturn' }) },
      { path: 'sutikimas', lazy: lazyRoute(() => import('../../features/auth/routes/consent')), handle: handle({ crumb: 'nav.consent' }) },
      // the received-notice page is open (spec §2.3): a link from an e-mail works without signing in
      {
        path: 'gautas-pranesimas/:pranesimas',
        lazy: lazyRoute(() => import('../../features/notices/routes/received-notice')),
        handle: handle({ crumb: 'nav.receivedNotice' }),
      },
      // more open routes (spec §2.3; ./open-redirects.ts): an NTR decision's notice is the services' notice page, /sign opens an object's signing, the NTR register page shows public facts only
      { path: 'gautas-ntr-pranesimas/:pranesimas', loader: ntrNoticeRedirect, element: null },
      { path: 'sign/:objektasID', loader: signRedirect(PORTAL_HOME), element: null, handle: handle({ crumb: 'nav.signing' }) },
      // an extract's public verification page: the QR code on every extract leads here
      { path: 'patikra/:code', lazy: lazyRoute(() => import('../../features/extracts/routes/verification')), handle: handle({ crumb: 'nav.verification' }) },
      {
        path: 'ntr-registras/:registrasNr',
        lazy: lazyRoute(() => import('../../features/ntr-registry/routes/registry-entry')),
        handle: handle({ crumb: 'nav.ntrRegistryEntry' }),
      },
    ],
  },
];
