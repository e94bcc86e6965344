/**
 * The workplace route guard's rule (spec §2.2), as a pure function:
 * 1. a route flagged open is always allowed;
 * 2. otherwise, with no session: go to /login (and come back afterwards);
 * 3. with a session but the consent flow pending: go to /sutikimas (and come back);
 * 4. with both: the route's feature must be allowed to one of the user's roles, else home.
 * A denied home would loop, so a user who may not even open home gets the 403 page.
 */
import { canUseFeature } from '../../../domain/access/features';
import type { RouteAccess } from '../../../lib/routing/route-handle';
import type { Session } from '../../../lib/session';
import { needsConsent } from '../session/consent';
import { knownRoles } from '../session/roles';
import { CONSENT_PATH, FORBIDDEN_PATH, LOGIN_PATH } from '../../../lib/sign-in-paths';
import { withNext } from './safe-next';

export type GuardOutcome = { allow: true } | { allow: false; redirect: string };

export interface GuardInput {
  /** what the matched routes require (accessOf of route-handle.ts) */
  access: RouteAccess;
  session: Session | null;
  /** the requested path with its query, to come back to */
  path: string;
  /** the signed-in user's home (see home.ts) */
  home: string;
}

/** Decides one navigation. */
export function decideAccess({ access, session, path, home }: GuardInput): GuardOutcome {
  if (access.open) return { allow: true };
  if (!session) return { allow: false, redirect: withNext(LOGIN_PATH, path) };
  if (needsConsent(session.user, 'workplace')) return { allow: false, redirect: withNext(CONSENT_PATH, path) };
  if (access.feature && !canUseFeature(knownRoles(session.user.roles), access.feature)) {
    const pathname = path.split('?')[0];
    return { allow: false, redirect: pathname === home ? FORBIDDEN_PATH : home };
  }
  return { allow: true };
}
