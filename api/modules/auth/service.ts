/**
 * Sign-in, sessions and sign-out (app.authService). Roles come only from the database, on
 * every request: a session never holds a role its user lacks, and nothing is added at
 * sign-in (the legacy system's fixed role list, spec §6 'Anomaly', is deliberately absent).
 */
import { servicePlugin } from '../../lib/service-plugin.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { getProfile, setAccessibilityMode, SignInAnswer } from '../../../src/domain/contracts/auth.js';
import type { ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import { rolesForFace, type Role } from '../../../src/domain/access/roles.js';
import type { Database } from '../../db/schema.js';
import { forbidden, unauthorized, type AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import type { Face } from '../../plugins/faces.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { identityKey, type VerifiedIdentity } from './identity.js';
import { idleMinutesOf, toNaudotojas, zinutesOf } from './naudotojas.js';
import { HashGate } from './hash-gate.js';
import { admitAttempt, forgiveAttempt, pruneThrottle, ThrottledError, type Admitted, type ThrottleKind } from './login-throttle.js';
import { verifyPassword } from './passwords.js';
import { RefusalMetrics } from './refusal-metrics.js';
import * as repo from './repository.js';
import { RetryLaterError } from './retry-later.js';
import { resolveSession } from './session-resolver.js';
import { activeMessagesFor } from '../admin/messages-repository.js';
import { hashToken, newToken } from './tokens.js';
import { SIGN_IN_CHALLENGE_SECONDS, type issueSignInChallenge } from '../../../src/domain/contracts/signature-sign-in.js';
import { insertChallenge } from './challenge-repository.js';
import { checkSignedChallenge } from './signed-challenge.js';

/** The absolute lifetime of a session when the app is built without one (SESSION_MAX_HOURS's default). */
export const DEFAULT_SESSION_MAX_HOURS = 12;

/** A sign-in's answer (the contract's signInAnswer, src/domain/contracts/auth.ts): the service always gives the messages. */
export type SignInResult = Required<SignInAnswer>;

/** GET naudotojas: the contract's getProfile answer. */
export type Profile = ResponseOf<typeof getProfile>;

export interface AuthService {
  /** Password sign-in to the workplace (portal users sign in through the gateway only). */
  login(username: string, password: string, origin: AuditOrigin): Promise<SignInResult>;
  /** Sign-in of a person the gateway verified, to the face the assertion was issued for. */
  signInIdentity(identity: VerifiedIdentity, face: Face, origin: AuditOrigin): Promise<SignInResult>;
  /** A one-time challenge for the native-signature sign-in to the face (stored; SIGN_IN_CHALLENGE_SECONDS). */
  issueChallenge(face: Face): Promise<ResponseOf<typeof issueSignInChallenge>>;
  /** Native-signature sign-in: a container signing a challenge's content (decision 0127); any failure is one 401. */
  signInSignature(attempt: { challenge: string; container: string }, face: Face, origin: AuditOrigin): Promise<SignInResult>;
  /** Switches the user's accessibility mode (spec §9). */
  setAccessibilityMode(user: SessionUser, on: boolean): Promise<ResponseOf<typeof setAccessibilityMode>>;
  /** The session of a request, or null (installed as the access plugin's resolver). */
  resolve(request: FastifyRequest): Promise<SessionUser | null>;
  logout(user: SessionUser, origin: AuditOrigin): Promise<void>;
  profile(user: SessionUser): Promise<Profile>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    /** Refusals counted instead of audited (refusal-metrics.ts); GET /api/health/metrics shows them. */
    authMetrics: RefusalMetrics;
  }
}

export default servicePlugin(
  ['authService', 'authMetrics'],
  async function authService(app: FastifyInstance, _db, opts: { sessionMaxHours?: number }) {
    const db = app.db.kysely;
    const metrics = new RefusalMetrics(app.clock, app.log);
    const hashGate = new HashGate();
    const sessionMaxHours = opts.sessionMaxHours ?? DEFAULT_SESSION_MAX_HOURS;
    const now = () => app.clock.now().toISOString();
    const idleMinutes = async (user: repo.UserRow) => idleMinutesOf(user.idle_minutes, await app.systemService.setting('ATJUNGIMO_LAIKAS'));

    /** The blocks an attempt started (audited once per block, not per refused attempt). */
    async function auditBlocks(trx: Kysely<Database>, at: string, origin: AuditOrigin, username: string, blocks: ThrottleKind[]) {
      for (const kind of blocks) {
        await writeAudit(trx, at, origin, { action: 'auth.login_throttled', actorName: username.slice(0, 100), objectType: 'user', reason: kind });
      }
    }

    /** A refused sign-in: audited in its own transaction (with the blocks a failed password started); the caller throws the error. */
    async function refusal(
      error: AppError,
      origin: AuditOrigin,
      audit: { action: string; reason: string; username?: string; user?: repo.UserRow },
      failure?: { username: string; blocks: ThrottleKind[] },
    ) {
      const at = now();
      await db.transaction().execute(async (trx) => {
        if (failure) {
          await pruneThrottle(trx, app.clock.now());
          await auditBlocks(trx, at, origin, failure.username, failure.blocks);
        }
        await writeAudit(trx, at, origin, {
          action: audit.action,
          actorId: audit.user?.id ?? null,
          actorName: audit.user?.username ?? audit.username?.slice(0, 100) ?? null,
          objectType: 'user',
          objectId: audit.user?.id ?? null,
          reason: audit.reason,
        });
      });
      return error;
    }

    /** Step 1 of a password sign-in: the throttle counts the attempt or refuses it (counted, not audited, unless it started a block). */
    async function countAttempt(username: string, origin: AuditOrigin): Promise<Admitted> {
      try {
        return await admitAttempt(db, { username, address: origin.ip ?? 'unknown' }, app.clock.now());
      } catch (error) {
        if (error instanceof ThrottledError) {
          metrics.loginThrottled(error.kind, origin);
          if (error.blocks.length > 0) await db.transaction().execute((trx) => auditBlocks(trx, now(), origin, username, error.blocks));
        }
        throw error;
      }
    }

    /** Step 2: the password check, in the bounded pool (busy: 503 at once, counted). */
    async function checkPassword(password: string, stored: string | null, origin: AuditOrigin): Promise<boolean> {
      try {
        return await hashGate.run(() => verifyPassword(password, stored));
      } catch (error) {
        if (error instanceof RetryLaterError) metrics.loginBusy(origin);
        throw error;
      }
    }

    /**
     * The last step of every sign-in, in one transaction: the session row, the sign-in stamp
     * (the first one resets the self-service contract), the audit event, and `alsoInside`.
     */
    async function openSession(
      user: repo.UserRow,
      roles: Role[],
      face: Face,
      method: string,
      origin: AuditOrigin,
      alsoInside: (trx: Kysely<Database>) => Promise<void> = async () => {},
    ): Promise<SignInResult> {
      const at = now();
      const token = newToken();
      const minutes = await idleMinutes(user);
      const first = user.last_login_at === null;
      await db.transaction().execute(async (trx) => {
        await alsoInside(trx);
        const sessionId = await repo.insertSession(trx, {
          token_hash: hashToken(token),
          user_id: user.id,
          face,
          method,
          at,
          idle_minutes: minutes,
          ip: origin.ip,
        });
        await repo.recordSignIn(trx, user.id, at, first);
        await writeAudit(trx, at, origin, {
          action: 'auth.login',
          actorId: user.id,
          actorName: user.username,
          objectType: 'session',
          objectId: sessionId,
          details: { face, method, roles, first },
        });
      });
      const fresh = first ? { ...user, self_service_contract: 0 } : user;
      return {
        naudotojas: toNaudotojas(fresh, minutes, token),
        zinutes: zinutesOf(user, await activeMessagesFor(db, user.id, roles, at)),
        roles,
        pirmas_prisijungimas: first,
      };
    }

    /** Refuses a disabled account or one without a role for the face; returns the face's roles. */
    async function admit(user: repo.UserRow, face: Face, origin: AuditOrigin, action: string): Promise<Role[]> {
      if (user.disabled === 1) throw await refusal(forbidden('errors.account_disabled'), origin, { action, reason: 'disabled', user });
      const roles = rolesForFace(await repo.listRoles(db, user.id), face);
      if (roles.length === 0) throw await refusal(forbidden('errors.no_role'), origin, { action, reason: `no_${face}_role`, user });
      return roles;
    }

    const service: AuthService = {
      async login(username, password, origin) {
        // 1. count the attempt per address and username before anything is checked (rows: several processes share them)
        const admitted = await countAttempt(username, origin);
        // 2. the password (an unknown user is checked against a decoy hash: same cost, same answer, same counting)
        const user = await repo.findUserByUsername(db, username);
        const matches = await checkPassword(password, user?.password_hash ?? null, origin);
        if (!user || !matches) {
          throw await refusal(
            unauthorized('errors.login_failed'),
            origin,
            { action: 'auth.login_failed', reason: user ? 'wrong_password' : 'unknown_user', username, user },
            { username, blocks: admitted.blocks },
          );
        }
        // 3. a matched password ends the username's streak and takes its own attempt back from the address
        await forgiveAttempt(db, admitted);
        // 4–5. account state and roles, then the session
        const roles = await admit(user, 'workplace', origin, 'auth.login_refused');
        return openSession(user, roles, 'workplace', 'password', origin);
      },

      async signInIdentity(identity, face, origin) {
        const user = await repo.findUserByIdentity(db, identityKey(identity.personCode, identity.company?.code ?? null));
        if (!user) {
          throw await refusal(forbidden('errors.gateway_unknown_user'), origin, {
            action: 'auth.gateway_refused',
            reason: 'unknown_identity',
            username: identity.company ? `company:${identity.company.code}` : 'person',
          });
        }
        const roles = await admit(user, face, origin, 'auth.gateway_refused');
        return openSession(user, roles, face, 'gateway', origin);
      },

      async issueChallenge(face) {
        const at = app.clock.now();
        const challenge = newToken();
        const expiresAt = new Date(at.getTime() + SIGN_IN_CHALLENGE_SECONDS * 1000).toISOString();
        await insertChallenge(db, { id: challenge, face, at: at.toISOString(), expiresAt, pruneBefore: at.toISOString() });
        return { challenge, expires_at: expiresAt };
      },

      async signInSignature(attempt, face, origin) {
        // 1. counted per client address (the signer is unknown until verified), as failed passwords are
        const username = `signature:${origin.ip ?? 'unknown'}`;
        const admitted = await countAttempt(username, origin);
        const fail = (reason: string, user?: repo.UserRow) =>
          refusal(
            unauthorized('errors.signature_login_failed'),
            origin,
            { action: 'auth.signature_login_failed', reason, username, user },
            { username, blocks: admitted.blocks },
          );
        // 2. challenge, container, certificate (app.signing is registered after this plugin; read at call time)
        const checked = await checkSignedChallenge(db, app.signing.provider, { ...attempt, face }, now());
        if ('refused' in checked) throw await fail(checked.refused);
        // 3. the personal code's own account (a natural person's, not one acting for a company)
        const user = await repo.findUserByIdentity(db, identityKey(checked.personCode, null));
        if (!user) throw await fail('unknown_person');
        await forgiveAttempt(db, admitted);
        // 4. account state and roles from the database, then the session
        const roles = await admit(user, face, origin, 'auth.signature_login_refused');
        return openSession(user, roles, face, 'signature', origin);
      },

      async setAccessibilityMode(user, on) {
        await repo.setAccessibilityMode(db, user.userId, on, now());
        return { prieinamumo_rezimas: on };
      },

      resolve: (request) => resolveSession(app, request, { maxHours: sessionMaxHours, metrics }),

      async logout(user, origin) {
        const at = now();
        await db.transaction().execute(async (trx) => {
          await repo.revokeSession(trx, user.sessionId, at, 'logout');
          await writeAudit(trx, at, origin, {
            action: 'auth.logout',
            actorId: user.userId,
            actorName: user.username,
            objectType: 'session',
            objectId: user.sessionId,
          });
        });
      },

      async profile(user) {
        const row = await repo.findUserById(db, user.userId);
        if (!row) throw unauthorized();
        return {
          naudotojas: toNaudotojas(row, await idleMinutes(row)),
          zinutes: zinutesOf(row, await activeMessagesFor(db, row.id, user.roles, now())),
          roles: [...user.roles],
        };
      },
    };

    app.setSessionResolver(service.resolve);
    return { authService: service, authMetrics: metrics };
  },
  { name: 'auth-service', dependencies: ['db', 'access', 'system-service'] },
);
