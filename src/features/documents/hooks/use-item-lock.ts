/**
 * Holds the lock of the open document (or request) while the page is shown
 * (src/lib/item-lock.ts: one timer app-wide, re-sent every 50 s, released on leaving).
 * Returns who holds it as the last answer said, starting from what the item's GET reported;
 * `failed` when a lock call was refused (the page is then read-only).
 */
import { useEffect, useState } from 'react';
import { itemLock } from '../../../lib/app-item-lock';
import type { LockKind, LockState } from '../../../lib/item-lock';

export interface ItemLockView {
  lock: LockState | null;
  failed: boolean;
}

/**
 * @param objId the item id
 * @param wanted false when this user may not act on the item (the server would answer 403)
 * @param initial the lock the item's GET reported
 * @param kind what the id names (default: a document)
 */
export function useItemLock(objId: number, wanted: boolean, initial: LockState | null, kind: LockKind = 'document'): ItemLockView {
  const [view, setView] = useState<ItemLockView>({ lock: initial, failed: false });
  useEffect(() => {
    if (!wanted) return undefined;
    return itemLock.hold(objId, (answer) => setView('error' in answer ? (v) => ({ ...v, failed: true }) : { lock: answer.lock, failed: false }), kind);
  }, [objId, wanted, kind]);
  return view;
}
