/**
 * The cart's two addresses (spec §2.3), one page: the portal's /krepselis/… and the NTR
 * services' /ntr-paslaugos/ntr-krepselis/… (the shell spreads this one beside the services').
 */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/routing/lazy-route';
import type { RouteHandle } from '../../lib/routing/route-handle';

const cartPage = lazyRoute(() => import('./routes/cart-page'));
const handle: RouteHandle = { crumb: 'nav.cart' };

/** /krepselis/{paslaugaID}/{uzsakymasID} (under the portal's signed-in layout) */
export const portalCartRoute: RouteObject = { path: 'krepselis/:paslaugaID/:uzsakymasID', lazy: cartPage, handle };

/** ntr-krepselis/{paslaugaID}/{uzsakymasID} (under /ntr-paslaugos) */
export const ntrCartRoute: RouteObject = { path: 'ntr-krepselis/:paslaugaID/:uzsakymasID', lazy: cartPage, handle };
