/**
 * The contract every route object carries in `handle` (see src/app/README.md):
 * - crumb: translation key of the breadcrumb for this route (absent: no crumb);
 * - open: the route is allowed without signing in (spec §2.2 "a route flagged open");
 * - feature: the role-to-feature key (src/domain/access/features.ts) the guard checks.
 * Routes without a handle are pure redirects.
 */
import type { UIMatch } from 'react-router';
import type { FeatureKey } from '../domain/access/features';

export interface RouteHandle {
  crumb?: string;
  open?: boolean;
  feature?: FeatureKey;
}

/** The handle of a match, when it is one of ours. */
export function handleOf(match: Pick<UIMatch, 'handle'>): RouteHandle | undefined {
  const handle = match.handle;
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : undefined;
}
