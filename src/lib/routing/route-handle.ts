/**
 * The contract every route object carries in `handle` (see src/app/README.md):
 * - crumb: translation key of the breadcrumb for this route (absent: no crumb);
 * - open: the route is allowed without signing in (spec §2.2 "a route flagged open");
 * - feature: the role-to-feature key (src/domain/access/features.ts) the guard checks.
 * `open` and `feature` are inherited: the deepest matched route that states one wins, so an
 * index route may leave them to its parent. Nothing stated means "signed-in users only,
 * no particular feature". Routes without a handle anywhere on their branch are redirects.
 */
import type { FeatureKey } from '../../domain/access/features';

export interface RouteHandle {
  crumb?: string;
  open?: boolean;
  feature?: FeatureKey;
}

/** The handle of a match, when it is one of ours. */
export function handleOf(match: { handle?: unknown }): RouteHandle | undefined {
  const handle = match.handle;
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : undefined;
}

export interface RouteAccess {
  open: boolean;
  feature?: FeatureKey;
}

/**
 * What the guard must check for the matched branch (root first, leaf last, as useMatches()
 * or matchRoutes() return it, or route objects): the deepest stated `open` and `feature`.
 */
export function accessOf(matches: readonly { handle?: unknown }[]): RouteAccess {
  let open = false;
  let feature: FeatureKey | undefined;
  for (const match of matches) {
    const handle = handleOf(match);
    if (handle?.open !== undefined) open = handle.open;
    if (handle?.feature !== undefined) feature = handle.feature;
  }
  return feature === undefined ? { open } : { open, feature };
}
