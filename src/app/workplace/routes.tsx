/**
 * The workplace's routes (spec §2.1). Every route is its own lazy chunk and carries the
 * handle contract of ../route-handle.ts; src/app/README.md explains how the guard and later
 * features plug in. Exported as data so tests can mount them in a memory router.
 *
 * The guard (spec §2.2, src/features/auth/guard) is the root route's loader, re-run on every
 * navigation; it and the home-by-role redirect are loaded on demand, so the sign-in page
 * (outside the root layout) carries neither. The sign-in pages sit in a pathless `auth`
 * branch of their own, open, without the workplace layout.
 */
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { firstPaintRoute, lazyRoute } from '../../lib/routing/lazy-route';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { PageLoading } from '../../lib/ui/page-loading';
import { RootRouteError, RouteError } from '../shared/route-error';
import { signTarget, type SignEntry } from '../../features/lifecycle/sign-targets';
import { JOURNAL_TABS, workListTabs, type WorkList } from '../../features/journal/tabs';
import { ADMIN_SECTIONS } from '../../features/admin/sections';
import { DOCUMENT_PAGE } from '../../features/documents/item-pages';
import { requestItemEarly } from '../../features/documents/routes/early-item';
import { WORKPLACE_SEARCH_TABS } from '../../features/search/tabs';
// Side effect: the lifecycle's tabs of the document page (registrui, istorija, pranesimai).
import './document-tabs';

const handle = (h: RouteHandle) => h;
const workListPage = (list: WorkList) =>
  lazyRoute(() => (list === 'rengiami' ? import('../../features/journal/routes/in-preparation') : import('../../features/journal/routes/transferred')));
// Signing entry points (spec §3): on to the page where the item is signed, with the sign flag; a malformed id goes home.
const signRedirect =
  (entry: SignEntry) =>
  ({ params }: LoaderFunctionArgs) =>
    redirect(signTarget(entry, Object.values(params)[0]) ?? '/');
const guard = () => import('../../features/auth/guard/guard-loader');
const guardLoader = async ({ request }: LoaderFunctionArgs) => (await guard()).guardLoader(request, workplaceRoutes);
const homeRedirect = async () => (await guard()).homeRedirect(workplaceRoutes);
// The document page's data starts with the navigation (in parallel with the page's code): the
// document itself at once for a signed-in user (a signed-out visitor asks the API nothing), its
// type once the guard has let the navigation through (decision 0182).
const documentLoader = async ({ request, params }: LoaderFunctionArgs) => {
  const early = requestItemEarly(DOCUMENT_PAGE.family, params.objektasID);
  try {
    const [{ guardLoader: allowed }, { loadDocumentPage }] = await Promise.all([guard(), import('../../features/documents/routes/document-loader')]);
    allowed(request, workplaceRoutes);
    await loadDocumentPage(params.objektasID, early);
  } catch {
    // Refused by the guard (the root's loader redirects) or the code did not arrive (the page's own load says so).
  }
  return null;
};
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
    loader: guardLoader,
    // The guard decides every navigation, also between pages under the same root.
    shouldRevalidate: () => true,
    children: [
      {
        // Pathless: a failing page renders its error inside the layout, toolbar and footer stay.
        id: 'pages',
        ErrorBoundary: RouteError,
        children: [
          // Home by role: /pagrindinis, or the received journal for the registrar-viewer (src/features/auth/guard/home.ts).
          { index: true, loader: homeRedirect, element: null },
          {
            path: 'pagrindinis',
            lazy: lazyRoute(() => import('../../features/dashboard/routes/dashboard')),
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
          {
            // The schema studio for schema analysts (src/features/studio, issue #24); the API refuses everyone else.
            path: 'studija',
            handle: handle({ crumb: 'nav.studio', feature: 'studio' }),
            children: [
              { index: true, lazy: lazyRoute(() => import('../../features/studio/routes/studio-list')) },
              {
                path: ':typeId/:version/*',
                lazy: lazyRoute(() => import('../../features/studio/routes/studio-version')),
                handle: handle({ crumb: 'nav.studioVersion', feature: 'studio' }),
              },
            ],
          },
          {
            // Professional documents (src/features/documents): choose a type, then a new document of it.
            path: 'hipoteka',
            handle: handle({ crumb: 'nav.mortgage', feature: 'mortgage' }),
            children: [
              { index: true, lazy: lazyRoute(() => import('../../features/documents/routes/choose-mortgage')) },
              {
                path: 'perleidimas/*',
                lazy: lazyRoute(() => import('../../features/documents/routes/new-document')),
                handle: handle({ crumb: 'nav.claimTransfer' }),
              },
              {
                path: ':typeId/*',
                lazy: lazyRoute(() => import('../../features/documents/routes/new-document')),
                handle: handle({ crumb: 'nav.newDocument' }),
              },
            ],
          },
          {
            path: 'sutartis',
            handle: handle({ crumb: 'nav.contract', feature: 'contract' }),
            children: [
              { index: true, lazy: lazyRoute(() => import('../../features/documents/routes/choose-contract')) },
              {
                path: ':typeId/*',
                lazy: lazyRoute(() => import('../../features/documents/routes/new-document')),
                handle: handle({ crumb: 'nav.newDocument' }),
              },
            ],
          },
          // What waits for the user's confirmation as a party of a document (src/features/lifecycle, decision 0139): any workplace user may be asked.
          {
            path: 'patvirtinimai',
            lazy: lazyRoute(() => import('../../features/lifecycle/routes/waiting-approvals')),
            handle: handle({ crumb: 'nav.approvals', feature: 'main' }),
          },
          // Any signed-in workplace user: the API decides who sees which document.
          {
            path: 'dokumentas/:objektasID/*',
            lazy: lazyRoute(() => import('../../features/documents/routes/document-page')),
            loader: documentLoader,
            // Moving between the document's own tabs and items loads nothing; another document does.
            shouldRevalidate: ({ currentParams, nextParams }) => currentParams.objektasID !== nextParams.objektasID,
            handle: handle({ crumb: 'nav.document' }),
          },
          {
            // Requests on legal facts (spec §2.1, §6 'new application': notaries): a notary files one for a client (src/features/requests).
            path: 'prasymas-naujas',
            handle: handle({ crumb: 'nav.newRequest', feature: 'newApplication' }),
            children: [
              { index: true, lazy: lazyRoute(() => import('../../features/requests/routes/new-request')) },
              {
                path: ':typeId/*',
                lazy: lazyRoute(() => import('../../features/requests/routes/new-request')),
                handle: handle({ crumb: 'nav.newRequestOfType' }),
              },
            ],
          },
          // A request's page (the documents feature's item page for the family 'requests'); the API decides who sees it (notaries their office's, NTR registrars transferred ones).
          {
            path: 'prasymas/:prasymasID/*',
            lazy: lazyRoute(() => import('../../features/documents/routes/request-page')),
            handle: handle({ crumb: 'nav.request' }),
          },
          // Work lists and the registry's journal (src/features/journal): tabs as path segments, each tab checks its own feature.
          {
            path: 'zurnalas',
            handle: handle({ crumb: 'nav.journal', feature: 'journalReceived' }),
            children: [
              { index: true, lazy: lazyRoute(() => import('../../features/journal/routes/journal')) },
              ...JOURNAL_TABS.map((tab) => ({
                path: tab.id,
                lazy: lazyRoute(() => import('../../features/journal/routes/journal')),
                handle: handle({ feature: tab.feature }),
              })),
            ],
          },
          ...(['rengiami', 'perduoti'] as const).map((list) => ({
            path: `${list}-dokumentai`,
            handle: handle({ crumb: list === 'rengiami' ? 'nav.inPreparation' : 'nav.transferred', feature: 'mortgage' }),
            children: [
              { index: true, lazy: workListPage(list) },
              ...workListTabs(list).map((tab) => ({ path: tab.id, lazy: workListPage(list), handle: handle({ feature: tab.feature }) })),
            ],
          })),
          // Archive destruction (src/features/archive): tabs as path segments, each tab checks its own feature.
          {
            path: 'archyvo-naikinimas',
            handle: handle({ crumb: 'nav.archive', feature: 'archiveFormation' }),
            children: [
              { index: true, lazy: lazyRoute(() => import('../../features/archive/routes/archive')) },
              ...(['formavimas', 'aktas', 'archyvaras'] as const).map((id) => ({
                path: id,
                lazy: lazyRoute(() => import('../../features/archive/routes/archive')),
                handle: handle({ feature: id === 'formavimas' ? 'archiveFormation' : id === 'aktas' ? 'archiveAct' : 'archiveArchivist' }),
              })),
            ],
          },
          // An extract's public verification page (open): the QR code on every extract leads here.
          {
            path: 'patikra/:code',
            lazy: lazyRoute(() => import('../../features/extracts/routes/verification')),
            handle: handle({ crumb: 'nav.verification', open: true }),
          },
          // A received notice by its token: open (spec §2.1), e.g. from the e-mail's link.
          {
            path: 'gautas-pranesimas/:pranesimas',
            lazy: lazyRoute(() => import('../../features/notices/routes/received-notice')),
            handle: handle({ crumb: 'nav.receivedNotice', open: true }),
          },
          // The published XML interface (spec §2.1 open routes; src/features/xml-schemas): the list links each XSD straight to the API file.
          {
            path: 'xsdschema',
            lazy: lazyRoute(() => import('../../features/xml-schemas/routes/xml-schemas')),
            handle: handle({ crumb: 'nav.xmlSchemas', open: true }),
          },
          {
            path: 'xmldescription/:xmlName',
            lazy: lazyRoute(() => import('../../features/xml-schemas/routes/xml-description')),
            handle: handle({ crumb: 'nav.xmlDescription', open: true }),
          },
          // Signing entry points (src/features/lifecycle/sign-targets.ts).
          { path: 'sign/:objektasID', loader: signRedirect('sign'), element: null, handle: handle({ crumb: 'nav.signing' }) },
          { path: 'ntr-sign/:prasymasID', loader: signRedirect('ntr-sign'), element: null, handle: handle({ crumb: 'nav.signing' }) },
          // Register search (src/features/search): every tab a path segment with its own feature; /paieska goes to the first allowed.
          {
            path: 'paieska',
            handle: handle({ crumb: 'nav.search' }),
            children: [
              { index: true, lazy: lazyRoute(() => import('./search-page')) },
              ...WORKPLACE_SEARCH_TABS.map((tab) => ({
                path: tab.id,
                lazy: lazyRoute(() => import('./search-page')),
                handle: handle({ feature: tab.feature }),
              })),
            ],
          },
          { path: 'paieska-sign/:paieskaID', loader: signRedirect('paieska-sign'), element: null, handle: handle({ crumb: 'nav.signing' }) },
          {
            // Administration (src/features/admin): one deep-linkable page per built section (features/admin/sections.ts), each with its feature.
            path: 'admin',
            lazy: lazyRoute(() => import('../../features/admin/routes/admin-layout')),
            handle: handle({ crumb: 'nav.admin', feature: ADMIN_SECTIONS[0].feature }),
            children: [
              { index: true, loader: () => redirect(`/admin/${ADMIN_SECTIONS[0].id}`), element: null },
              ...ADMIN_SECTIONS.map((section) => ({
                path: section.id,
                lazy: lazyRoute(section.load),
                handle: handle({ crumb: `nav.adminSection.${section.id}`, feature: section.feature }),
              })),
            ],
          },
          // Release notes and the active messages (the message bell leads here).
          { path: 'zinutes', lazy: lazyRoute(() => import('../../features/auth/routes/release-notes')), handle: handle({ crumb: 'nav.messages' }) },
          { path: '404', lazy: lazyRoute(() => import('../shared/pages/not-found')), handle: handle({ crumb: 'nav.notFound', open: true }) },
          { path: '403', lazy: lazyRoute(() => import('../shared/pages/forbidden')), handle: handle({ crumb: 'nav.forbidden', open: true }) },
          { path: '500', lazy: lazyRoute(() => import('../shared/pages/server-error')), handle: handle({ crumb: 'nav.serverError', open: true }) },
          // Unknown paths go home (spec §2.1).
          { path: '*', loader: () => redirect('/'), element: null },
        ],
      },
    ],
  },
  {
    // Sign-in, the gateway's return and consent (spec §2.1 open routes): no layout, no guard.
    id: 'auth',
    HydrateFallback: PageLoading,
    ErrorBoundary: RootRouteError,
    handle: handle({ open: true }),
    children: [
      // The sign-in form paints without SWR; the pages after it have it (decision 0156).
      { path: 'login', lazy: firstPaintRoute(() => import('../../features/auth/routes/login')), handle: handle({ crumb: 'nav.login' }) },
      {
        id: 'auth-data',
        lazy: lazyRoute(() => import('../swr-outlet')),
        children: [
          { path: 'ipasas', lazy: lazyRoute(() => import('../../features/auth/routes/gateway-return')), handle: handle({ crumb: 'nav.gatewayReturn' }) },
          { path: 'sutikimas', lazy: lazyRoute(() => import('../../features/auth/routes/consent')), handle: handle({ crumb: 'nav.consent' }) },
        ],
      },
    ],
  },
];
