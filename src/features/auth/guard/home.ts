/**
 * The signed-in user's home in the workplace: src/domain/access/workplace.ts's homeRoute
 * (the registrar-viewer RGV starts at the received journal, everyone else at /pagrindinis),
 * as long as that route exists in the route table. Until the journal's page lands, RGV's
 * home falls back to the dashboard instead of bouncing between '/' and the unknown-path rule.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { HOME_ROUTE, homeRoute } from '../../../domain/access/workplace';
import { knownRoles } from '../session/roles';

/** True when `path` is a real route of the table (not only the catch-all '*'). */
export function routeExists(routes: RouteObject[], path: string): boolean {
  const matches = matchRoutes(routes, path);
  const leaf = matches?.[matches.length - 1]?.route;
  return Boolean(leaf) && leaf?.path !== '*';
}

/** Home for these roles (none: the dashboard, where the guard sends an anonymous visitor on to sign in). */
export function workplaceHome(routes: RouteObject[], roles: readonly string[] | null): string {
  if (!roles) return HOME_ROUTE;
  const home = homeRoute(knownRoles(roles));
  return routeExists(routes, home) ? home : HOME_ROUTE;
}
