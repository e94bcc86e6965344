/**
 * Item locks (spec §4 "Document locking"): who is editing a document, request or
 * certificate now. The browser locks an item when it opens it and re-sends the lock every
 * 50 s; a lock lives LOCK_TTL_SECONDS (system parameter, src/domain/admin/parameters.ts) after its last refresh,
 * so a closed browser frees the item within one TTL. Locks are rows (they survive restarts
 * and hold across several API processes) and belong to a session: one browser holds at most
 * one lock, and a new lock releases the session's previous one. Someone else's lock makes
 * the item read-only: services check the lock the item core read with the item
 * (api/modules/items/locks.ts), or ask `assertNotLockedByOther`, before changing it. An
 * administrator may take a lock over (audited).
 */
import type { ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { listLocks } from '../../../src/domain/contracts/locks.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { ITEM_MESSAGES, type ItemKind } from '../items/families.js';
import { assertNotHeldByOther, viewOf, type LockView } from '../items/locks.js';
import * as repo from './repository.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** One active lock of the administrator's list: the contract's (src/domain/contracts/locks.ts listLocks), its kind an ItemKind. */
export type ActiveLock = Omit<ResponseOf<typeof listLocks>['items'][number], 'kind'> & { kind: ItemKind };

export interface LocksService {
  /** Locks (or refreshes the lock of) an item for the caller's session; answers who holds it afterwards. */
  lock(user: SessionUser, kind: ItemKind, id: number): Promise<LockView | null>;
  /** Releases the caller's lock of the item (or, with id null, every lock of the session); answers who holds it now. */
  unlock(user: SessionUser, kind: ItemKind, id: number | null): Promise<LockView | null>;
  /** The active lock of an item as the caller sees it, or null. */
  holderOf(kind: ItemKind, id: number, user: SessionUser): Promise<LockView | null>;
  /** Throws 409 `errors.<kind>_locked` (params name, since) when another session holds the item. */
  assertNotLockedByOther(kind: ItemKind, id: number, user: SessionUser): Promise<void>;
  /** Administrator: takes the lock from its holder — to work on the item, or (when they may not act on it) for others; audited. */
  takeover(user: SessionUser, kind: ItemKind, id: number, reason: string | null, origin: AuditOrigin): Promise<LockView | null>;
  /** Administrator: every active lock. */
  listActive(user: SessionUser): Promise<ActiveLock[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    locks: LocksService;
  }
}

export default servicePlugin(
  'locks',
  async function locksService(app, db) {
    const nowIso = () => app.clock.now().toISOString();

    const ttlSeconds = () => app.systemService.setting('LOCK_TTL_SECONDS');

    /** The user's rights over a visible item; 404 when they may not know it exists. */
    async function rightsOrNotFound(user: SessionUser, kind: ItemKind, id: number) {
      const rights = await app.itemCore.rightsOf(user, kind, id);
      if (!rights) throw notFound(ITEM_MESSAGES[kind].notFound);
      return rights;
    }

    async function holderOf(kind: ItemKind, id: number, user: SessionUser): Promise<LockView | null> {
      const row = await repo.findActive(db, { kind, id }, nowIso());
      return row ? viewOf(row, user) : null;
    }

    return {
      async lock(user, kind, id) {
        // 1. the item must be visible (else 404) and the user must be able to act on it (else 403)
        const rights = await rightsOrNotFound(user, kind, id);
        if (!rights.mayAct) throw forbidden('errors.lock_not_allowed');
        // 2. release the session's other lock, then take (or refresh) this one. Two statements,
        //    not one transaction: each then waits for at most one other writer, so two sessions
        //    swapping items at the same instant cannot deadlock (PostgreSQL would abort one).
        const key = { kind, id };
        const holder = { userId: user.userId, sessionId: user.sessionId };
        const ttl = await ttlSeconds();
        const now = app.clock.now();
        const at = now.toISOString();
        const expiresAt = new Date(now.getTime() + ttl * 1000).toISOString();
        await repo.releaseSessionLocks(db, user.sessionId, key);
        await repo.acquire(db, key, holder, at, expiresAt);
        // 3. whoever holds it now (the caller, or the other session that had it first)
        return holderOf(kind, id, user);
      },

      async unlock(user, kind, id) {
        if (id === null) {
          await repo.releaseSessionLocks(db, user.sessionId);
          return null;
        }
        await rightsOrNotFound(user, kind, id);
        await repo.release(db, { kind, id }, user.sessionId);
        return holderOf(kind, id, user);
      },

      holderOf,

      async assertNotLockedByOther(kind, id, user) {
        assertNotHeldByOther(kind, await holderOf(kind, id, user));
      },

      async takeover(user, kind, id, reason, origin) {
        // 1. the lock being taken over, as the administrator sees it now
        const current = await repo.findActive(db, { kind, id }, nowIso());
        if (!current) throw notFound('errors.lock_not_found');
        if (Number(current.holder_session_id) === user.sessionId) return viewOf(current, user);
        // 2. the administrator becomes the holder; if they may not act on the item themselves they
        //    hold it for others: anyone but the previous holder's session may take it at once
        const rights = await app.itemCore.rightsOf(user, kind, id);
        const forOthers = !rights?.mayAct;
        const to = { userId: user.userId, sessionId: user.sessionId, forOthers };
        const ttl = await ttlSeconds();
        const now = app.clock.now();
        const at = now.toISOString();
        const expiresAt = new Date(now.getTime() + ttl * 1000).toISOString();
        // 3. move the lock only if it is still the one seen in step 1, and audit it in the same transaction
        if (!forOthers) await repo.releaseSessionLocks(db, user.sessionId, { kind, id });
        await db.transaction().execute(async (trx) => {
          const changed = await repo.reassign(trx, { kind, id }, Number(current.holder_session_id), to, at, expiresAt);
          if (!changed) throw conflict('errors.lock_changed');
          await writeAudit(trx, at, origin, {
            action: 'lock.takeover',
            actorId: user.userId,
            actorName: user.displayName,
            objectType: kind,
            objectId: id,
            reason,
            details: {
              previousHolder: { userId: Number(current.holder_user_id), name: `${current.first_name} ${current.last_name}`, since: current.acquired_at },
              outcome: forOthers ? 'held_for_others' : 'taken',
            },
          });
        });
        return holderOf(kind, id, user);
      },

      async listActive(user) {
        const rows = await repo.listActive(db, nowIso());
        return rows.map((row) => ({ kind: row.item_kind as ItemKind, id: Number(row.item_id), ...viewOf(row, user) }));
      },
    } satisfies LocksService;
  },
  { name: 'locks-service', dependencies: ['db', 'item-core', 'system-service'] },
);
