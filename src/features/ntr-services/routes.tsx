/**
 * The routes under /ntr-paslaugos (spec §2.3), as data: the shell mounts them under the
 * services' layout (src/app/portal/routes.tsx). Every page is a lazy chunk; one list module
 * and one wizard module serve every request type (the route's handle names the service).
 *
 *   prasymai, dokumentai, pranesimai, gautas-pranesimas/:pranesimas (open),
 *   ntr-sign/:prasymasTipas/:prasymasID (open: → the request's review step with ?sign=1),
 *   <group> → its first action; <group>/<action> the list; <group>/<action>/:prasymasID →
 *   step/asmenys; <group>/<action>/:prasymasID/step/:step the wizard (prasymasID `naujas`: a
 *   new request); preliminarioji-sutartis/sudarymas/:prasymasID/:step? → step/:step;
 *   :group/:action — the same pages for a request type published in the studio since the build.
 */
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/routing/lazy-route';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { FIRST_STEP, GROUPS, NTR_HOME, REVIEW_STEP, serviceOfType, servicesOfGroup, wizardPath, type NtrService } from './services';
import type { ServiceHandle } from './use-service';

const handle = (h: RouteHandle & ServiceHandle) => h;
const ID = /^[1-9]\d{0,15}$/;

const requestList = lazyRoute(() => import('./routes/request-list'));
const requestWizard = lazyRoute(() => import('./routes/request-wizard'));

/** `<here>/step/<step>`: the request's first step (or the step the address names). */
function toStep({ request, params }: LoaderFunctionArgs) {
  const here = new URL(request.url).pathname.replace(/\/+$/, '');
  const step = params.step;
  const base = step ? here.slice(0, -(step.length + 1)) : here;
  return redirect(`${base}/step/${step ?? FIRST_STEP}`);
}

/** /ntr-paslaugos/ntr-sign/{prasymasTipas}/{prasymasID}: the request's review step with the sign flag. */
export function signTarget(type: string | undefined, id: string | undefined): string {
  const service = type ? serviceOfType(type) : undefined;
  if (!service || !id || !ID.test(id)) return NTR_HOME;
  return `${wizardPath(service, Number(id), REVIEW_STEP)}?sign=1`;
}

/** The list and the wizard of one service (or, under `:group/:action`, of a published one). */
function serviceChildren(stepWithoutPrefix: boolean): RouteObject[] {
  const wizard: RouteObject[] = [
    { index: true, loader: toStep, element: null },
    { path: 'step/:step', lazy: requestWizard },
  ];
  // Spec §2.3: "sudarymas/:prasymasID: wizard redirecting to asmenys, optional ':step?'" (the type's registry.stepWithoutPrefix).
  if (stepWithoutPrefix) wizard.push({ path: ':step', loader: toStep, element: null });
  return [
    { index: true, lazy: requestList },
    { path: ':prasymasID', handle: handle({ crumb: 'nav.ntr.request' }), children: wizard },
  ];
}

function requestRoutes(service: NtrService): RouteObject {
  return {
    path: service.action,
    handle: handle({ crumb: `nav.ntr.actions.${service.action}`, service: service.type }),
    children: serviceChildren(Boolean(service.stepWithoutPrefix)),
  };
}

export const ntrServicesRoutes: RouteObject[] = [
  { index: true, loader: () => redirect(NTR_HOME), element: null },
  { path: 'prasymai', lazy: lazyRoute(() => import('./routes/requests-home')), handle: handle({ crumb: 'nav.ntr.requests' }) },
  { path: 'dokumentai', lazy: lazyRoute(() => import('./routes/documents')), handle: handle({ crumb: 'nav.ntr.documents' }) },
  { path: 'pranesimai', lazy: lazyRoute(() => import('./routes/notices')), handle: handle({ crumb: 'nav.ntr.notices' }) },
  {
    path: 'gautas-pranesimas/:pranesimas',
    lazy: lazyRoute(() => import('./routes/received-notice')),
    handle: handle({ crumb: 'nav.receivedNotice', open: true }),
  },
  {
    path: 'ntr-sign/:prasymasTipas/:prasymasID',
    loader: ({ params }) => redirect(signTarget(params.prasymasTipas, params.prasymasID)),
    element: null,
    handle: handle({ open: true }),
  },
  // The cart (ntr-krepselis/{paslaugaID}/{uzsakymasID}) is src/features/cart's route, spread beside these by the shell.
  // Certificates (pazyma/…, zemes-ukio, …) are src/features/certificates' routes, spread beside these by the shell (src/app/portal/routes.tsx).
  ...GROUPS.map((group): RouteObject => ({
    path: group,
    handle: handle({ crumb: `nav.ntr.groups.${group}` }),
    children: [{ index: true, loader: () => redirect(servicesOfGroup(group)[0].path), element: null }, ...servicesOfGroup(group).map(requestRoutes)],
  })),
  // a request type published in the schema studio since the build (decision 0157): its service from the catalogue (use-service.ts)
  { path: ':group/:action', handle: handle({ published: true }), children: serviceChildren(false) },
  { path: '*', loader: () => redirect(NTR_HOME), element: null },
];
