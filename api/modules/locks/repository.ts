/**
 * SQL for item locks. A lock is active while `expires_at` (ISO text, so text order is time
 * order) lies after now and its session has not been revoked (logout ends the locks at once).
 */
import type { Kysely } from 'kysely';
import { columnsOf, USER_NAME } from '../../db/columns.js';
import type { Database } from '../../db/schema.js';
import type { JoinedLock } from '../items/repository.js';

export interface LockKey {
  kind: string;
  id: number;
}

export interface LockHolder {
  userId: number;
  sessionId: number;
}

/** An active lock with its holder's name (the item core reads the same columns with the item). */
export interface LockRow extends JoinedLock {
  item_kind: string;
  item_id: number;
}

/**
 * Acquires or refreshes the lock in one statement: insert, or on conflict overwrite only a
 * row that has expired, belongs to a revoked session, is the caller's own, or was taken over
 * by an administrator for others (then every session but the one it was taken from). Of two
 * sessions racing for a free item exactly one gets the row (the primary key serialises
 * them, in SQLite and PostgreSQL alike). A refresh keeps `acquired_at`.
 * @returns true when the caller holds the lock afterwards
 */
export async function acquire(db: Kysely<Database>, key: LockKey, holder: LockHolder, now: string, expiresAt: string): Promise<boolean> {
  const row = await db
    .insertInto('item_lock')
    .values({
      item_kind: key.kind,
      item_id: key.id,
      holder_user_id: holder.userId,
      holder_session_id: holder.sessionId,
      acquired_at: now,
      refreshed_at: now,
      expires_at: expiresAt,
      taken_from_session_id: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['item_kind', 'item_id'])
        .doUpdateSet((eb) => ({
          holder_user_id: eb.ref('excluded.holder_user_id'),
          holder_session_id: eb.ref('excluded.holder_session_id'),
          acquired_at: eb
            .case()
            .when(eb.and([eb('item_lock.holder_session_id', '=', eb.ref('excluded.holder_session_id')), eb('item_lock.expires_at', '>', now)]))
            .then(eb.ref('item_lock.acquired_at'))
            .else(eb.ref('excluded.acquired_at'))
            .end(),
          refreshed_at: eb.ref('excluded.refreshed_at'),
          expires_at: eb.ref('excluded.expires_at'),
          taken_from_session_id: null,
        }))
        .where((eb) =>
          eb.or([
            eb('item_lock.expires_at', '<=', now),
            eb.and([eb('item_lock.holder_session_id', '=', eb.ref('excluded.holder_session_id')), eb('item_lock.taken_from_session_id', 'is', null)]),
            eb.and([eb('item_lock.taken_from_session_id', 'is not', null), eb('item_lock.taken_from_session_id', '!=', eb.ref('excluded.holder_session_id'))]),
            eb.exists(
              eb
                .selectFrom('session')
                .select('session.id')
                .whereRef('session.id', '=', 'item_lock.holder_session_id')
                .where('session.revoked_at', 'is not', null),
            ),
          ]),
        ),
    )
    .returning('item_lock.holder_session_id')
    .executeTakeFirst();
  return row !== undefined && Number(row.holder_session_id) === holder.sessionId;
}

/** The active lock of an item with its holder's name, if any. */
export async function findActive(db: Kysely<Database>, key: LockKey, now: string): Promise<LockRow | undefined> {
  return activeLocks(db, now).where('item_lock.item_kind', '=', key.kind).where('item_lock.item_id', '=', key.id).executeTakeFirst();
}

/** Every active lock, oldest first (for administrators). */
export async function listActive(db: Kysely<Database>, now: string): Promise<LockRow[]> {
  return activeLocks(db, now).orderBy('item_lock.acquired_at').orderBy('item_lock.item_kind').orderBy('item_lock.item_id').execute();
}

function activeLocks(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('item_lock')
    .innerJoin('session', 'session.id', 'item_lock.holder_session_id')
    .innerJoin('app_user', 'app_user.id', 'item_lock.holder_user_id')
    .select([...columnsOf('item_lock', ['item_kind', 'item_id', 'holder_user_id', 'holder_session_id', 'acquired_at', 'expires_at']), ...USER_NAME])
    .where('item_lock.expires_at', '>', now)
    .where('session.revoked_at', 'is', null);
}

/** Releases the item if this session holds it. */
export async function release(db: Kysely<Database>, key: LockKey, sessionId: number): Promise<void> {
  await db.deleteFrom('item_lock').where('item_kind', '=', key.kind).where('item_id', '=', key.id).where('holder_session_id', '=', sessionId).execute();
}

/** Releases every lock of the session, except `keep` when given (the item it is locking now). */
export async function releaseSessionLocks(db: Kysely<Database>, sessionId: number, keep?: LockKey): Promise<void> {
  let q = db.deleteFrom('item_lock').where('holder_session_id', '=', sessionId);
  if (keep) q = q.where((eb) => eb.or([eb('item_kind', '!=', keep.kind), eb('item_id', '!=', keep.id)]));
  await q.execute();
}

/**
 * Moves the item's lock from `fromSessionId` (the holder an administrator saw) to `to`.
 * `forOthers`: the administrator only holds it for others — any session except the one it
 * was taken from may take it at once, so the previous holder's open page cannot simply take
 * it back with its next refresh. Conditional on the holder, so a lock that changed hands
 * meanwhile is left alone. @returns true when the row was changed
 */
export async function reassign(
  db: Kysely<Database>,
  key: LockKey,
  fromSessionId: number,
  to: LockHolder & { forOthers: boolean },
  now: string,
  expiresAt: string,
): Promise<boolean> {
  const res = await db
    .updateTable('item_lock')
    .set({
      holder_user_id: to.userId,
      holder_session_id: to.sessionId,
      acquired_at: now,
      refreshed_at: now,
      expires_at: expiresAt,
      taken_from_session_id: to.forOthers ? fromSessionId : null,
    })
    .where('item_kind', '=', key.kind)
    .where('item_id', '=', key.id)
    .where('holder_session_id', '=', fromSessionId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
