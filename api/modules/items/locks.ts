/**
 * The lock state of an item as a caller sees it (spec §4 "Document locking"): read with the
 * item in one statement (repository.ts findDocumentWithLock) and checked before any change.
 * Taking, refreshing and releasing locks is api/modules/locks.
 */
import type { LockState } from '../../../src/domain/contracts/locks.js';
import { conflict } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { ITEM_MESSAGES, type ItemKind } from './families.js';
import type { JoinedLock } from './repository.js';

/** Who holds an item now, as the API answers it (src/domain/contracts/locks.ts). */
export type LockView = LockState;

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
