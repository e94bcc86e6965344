/**
 * The workplace guard as react-router data functions (wired in src/app/workplace/routes.tsx):
 * `guardLoader` runs as the root route's loader on every navigation (the root says
 * `shouldRevalidate: () => true`), before any page renders, and throws a redirect when
 * decide.ts says so. react-router ignores the result of a navigation that another one has
 * superseded, and we decide nothing for a request that is already aborted, so duplicate,
 * aborted and cancelled navigations never redirect (spec §2.2).
 */
import { matchRoutes, redirect, type RouteObject } from 'react-router';
import { accessOf } from '../../../lib/routing/route-handle';
import { session } from '../../../lib/session';
import { decideAccess } from './decide';
import { workplaceHome } from './home';
import { LOGIN_PATH } from '../../../lib/sign-in-paths';

/** Checks the request's path against the route table; throws the redirect, or returns null (allowed). */
export function guardLoader(request: Request, routes: RouteObject[]): null {
  if (request.signal.aborted) return null;
  const url = new URL(request.url);
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const current = session.getSession();
  const outcome = decideAccess({
    access: accessOf(matches.map((m) => m.route)),
    session: current,
    path: `${url.pathname}${url.search}`,
    home: workplaceHome(routes, current?.user.roles ?? null),
  });
  if (!outcome.allow) throw redirect(outcome.redirect);
  return null;
}

/** The index route '/': the signed-in user's home by role; a visitor goes straight to sign in (no `next`: home is the default). */
export function homeRedirect(routes: RouteObject[]): Response {
  const current = session.getSession();
  return redirect(current ? workplaceHome(routes, current.user.roles) : LOGIN_PATH);
}
