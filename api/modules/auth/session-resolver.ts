/**
 * Resolves the bearer token of a request into a session user, on every request:
 * 1. find the session by the token's SHA-256, with its user's roles (one statement; a route's
 *    `sessionLookup` may read what it needs next in that same statement, decision 0179);
 * 2. refuse a revoked session, one of the other face, a disabled user, or one idle or past its
 *    absolute lifetime (`maxHours` since sign-in; revoked on the spot);
 * 3. keep the roles of the face;
 * 4. count the request as activity unless the route says `extendsSession: false`.
 * The request continues as anonymous, so the access rule answers 401 where a session is
 * needed. A token that names no live session (malformed, unknown, revoked) is only counted
 * (refusal-metrics.ts): anyone can send one, as often as they like. A genuine session refused
 * (other face, disabled, idle, expired, no role left) is audited, without the token.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { rolesForFace } from '../../../src/domain/access/roles.js';
import type { SessionUser } from '../../plugins/access.js';
import { clientRouteUrl } from '../../lib/api-bases.js';
import { originOf, writeAudit } from '../../lib/audit.js';
import { apiFaceOf } from './face.js';
import * as repo from './repository.js';
import type { CountedTokenRefusal, RefusalMetrics } from './refusal-metrics.js';
import { bearerToken, hashToken, presentsToken } from './tokens.js';

/** How stale the recorded last activity may get before a request rewrites it. */
export const TOUCH_EVERY_MS = 15_000;

/**
 * How a route reads the session of a token hash when the default (`findSessionWithRoles`) is not
 * enough: it returns the same session (`repository.ts` `selectSession`) and may keep for the
 * handler what it read with it in the same statement, which is one PostgreSQL round trip
 * instead of two (decision 0179). It must read the session on every call, as the default does.
 */
export type SessionLookup = (db: Kysely<Database>, tokenHash: string, request: FastifyRequest) => Promise<repo.SessionWithRoles | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route's own session lookup (session-resolver.ts SessionLookup); the default otherwise */
    sessionLookup?: SessionLookup;
  }
}

type AuditedRefusal = 'wrong_face' | 'disabled' | 'idle' | 'expired' | 'no_role';

/** True when a session last active at `lastActivity` has been idle for its whole allowance at `now`. */
export const isIdle = (lastActivity: string, idleMinutes: number, now: Date): boolean => now.getTime() - Date.parse(lastActivity) >= idleMinutes * 60_000;

/** True when a session created at `createdAt` has lived its whole absolute lifetime at `now`, however active. */
export const isExpired = (createdAt: string, maxHours: number, now: Date): boolean => now.getTime() - Date.parse(createdAt) >= maxHours * 3_600_000;

export interface ResolverOptions {
  /** absolute lifetime of a session (SESSION_MAX_HOURS) */
  maxHours: number;
  metrics: RefusalMetrics;
}

export async function resolveSession(app: FastifyInstance, request: FastifyRequest, options: ResolverOptions): Promise<SessionUser | null> {
  const db = app.db.kysely;
  const header = request.headers.authorization;
  const token = bearerToken(header);
  const now = app.clock.now();
  const at = now.toISOString();

  const details = { method: request.method, url: clientRouteUrl(request) ?? null };
  const count = (reason: CountedTokenRefusal) => {
    options.metrics.tokenRefused(reason, originOf(request), details);
    return null;
  };
  const refuse = async (reason: AuditedRefusal, session: { id: number; user_id: number; username: string }) => {
    await db.transaction().execute(async (trx) => {
      if (reason === 'idle' || reason === 'expired') await repo.revokeSession(trx, session.id, at, reason);
      await writeAudit(trx, at, originOf(request), {
        action: 'auth.token_refused',
        actorId: session.user_id,
        actorName: session.username,
        objectType: 'session',
        objectId: session.id,
        reason,
        details,
      });
    });
    return null;
  };

  if (!token) return presentsToken(header) ? count('malformed') : null;
  // 1.
  const lookup = request.routeOptions.config.sessionLookup ?? repo.findSessionWithRoles;
  const session = await lookup(db, hashToken(token), request);
  if (!session) return count('unknown');
  // 2.
  const face = apiFaceOf(request);
  if (session.revoked_at !== null) return count('revoked');
  if (session.face !== face) return refuse('wrong_face', session);
  if (session.disabled === 1) return refuse('disabled', session);
  if (isExpired(session.created_at, options.maxHours, now)) return refuse('expired', session);
  if (isIdle(session.last_activity_at, session.idle_minutes, now)) return refuse('idle', session);
  // 3.
  const roles = rolesForFace(session.roles, face);
  if (roles.length === 0) return refuse('no_role', session);
  // 4.
  // Activity is recorded at most every TOUCH_EVERY_MS: idle expiry counts in minutes, and a
  // write (an fsync on SQLite) on every request would cap the whole API's throughput.
  const activity = request.routeOptions.config.extendsSession !== false;
  if (activity && now.getTime() - Date.parse(session.last_activity_at) >= TOUCH_EVERY_MS) await repo.touchSession(db, session.id, at);

  return {
    userId: session.user_id,
    username: session.username,
    displayName: `${session.first_name} ${session.last_name}`,
    roles,
    face: session.face as SessionUser['face'],
    sessionId: session.id,
    officeId: session.office_id,
    personCode: session.person_code,
    companyCode: session.company_code,
  };
}
