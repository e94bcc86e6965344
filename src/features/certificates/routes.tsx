/**
 * The certificate routes under /ntr-paslaugos (spec §2.3), as data: src/app/portal/routes.tsx
 * puts them next to the NTR services' routes under the services' layout. Every page is a lazy
 * chunk; one start page and one wizard module serve every certificate type (the route's
 * handle names it).
 *
 *   pazyma/sarasas                       the citizen's orders and issued certificates
 *   <slug>                               start page (zemes-ukio, misku-ukio, zemes-sklypas)
 *   zemes-sklypas/sklypai                the choice of the user's land plots
 *   <slug>/:pazymaID                     → step/asmenys
 *   <slug>/:pazymaID/step/:step          the wizard (pazymaID `naujas`: a new order)
 */
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/routing/lazy-route';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { CERTIFICATE_SERVICES, FIRST_STEP, PLOT_CHOICE, type CertificateService } from './services';
import type { CertificateHandle } from './use-certificate-service';

const handle = (h: RouteHandle & CertificateHandle) => h;

const start = lazyRoute(() => import('./routes/certificate-start'));
const wizard = lazyRoute(() => import('./routes/certificate-wizard'));

function toFirstStep({ request }: LoaderFunctionArgs) {
  return redirect(`${new URL(request.url).pathname.replace(/\/+$/, '')}/step/${FIRST_STEP}`);
}

function serviceRoutes(service: CertificateService): RouteObject {
  return {
    path: service.slug,
    handle: handle({ crumb: `certificates.nav.${service.slug}`, certificate: service.slug }),
    children: [
      { index: true, lazy: start },
      ...(service.choosesPlots
        ? [{ path: PLOT_CHOICE, lazy: lazyRoute(() => import('./routes/plot-chooser')), handle: handle({ crumb: 'certificates.nav.sklypai' }) }]
        : []),
      {
        path: ':pazymaID',
        handle: handle({ crumb: 'certificates.nav.order' }),
        children: [
          { index: true, loader: toFirstStep, element: null },
          { path: 'step/:step', lazy: wizard },
        ],
      },
    ],
  };
}

export const certificateRoutes: RouteObject[] = [
  { path: 'pazyma/sarasas', lazy: lazyRoute(() => import('./routes/certificate-list')), handle: handle({ crumb: 'certificates.nav.list' }) },
  ...CERTIFICATE_SERVICES.map(serviceRoutes),
];
