/**
 * The lock state of an item as a caller sees it (spec §4 "Document locking"): read with the
 * item in one statement (repository.ts findDocumentWithLock) and checked before any change.
 * Taking, refreshing and releasing locks is api/modules/locks.
 */
import { conflict } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { ITEM_MESSAGES, type ItemKind } from './families.js';
import type { JoinedLock } from './repository.js';

export interface LockView {
  holder: { userId: number; name: string };
  /** when the holder took the lock (ISO) */
  since: string;
  /** when the lock lapses unless refreshed (ISO) */
  expiresAt: string;
  /** true when the caller's session holds it */
  mine: boolean;
}

/** A lock row as the caller sees it. */
export const viewOf = (row: JoinedLock, user: SessionUser): LockView => ({
  holder: { userId: Number(row.holder_user_id), name: `${row.first_name} ${row.last_name}` },
  since: row.acquired_at,
  expiresAt: row.expires_at,
  mine: Number(row.holder_session_id) === user.sessionId,
});

/** Throws 409 `errors.<kind>_locked` (params name, since) when `lock` is another session's. */
export function assertNotHeldByOther(kind: ItemKind, lock: LockView | null): void {
  if (lock && !lock.mine) {
    const key = ITEM_MESSAGES[kind].locked;
    const params = { name: lock.holder.name, since: lock.since };
    throw conflict(key, [{ path: '', messageKey: key, params, severity: 'critical' }]);
  }
}
