/**
 * Holds the lock of an open item (document, request or certificate) while a page shows it:
 * the app's one locker (./app-item-lock.ts — one timer app-wide, re-sent every 50 s, released
 * on leaving or when another item is held). Returns who holds it as the last answer said,
 * starting from what the item's GET reported; `failed` when a lock call was refused (the page
 * is then read-only). Shared by every feature that edits items.
 */
import { useEffect, useState } from 'react';
import { itemLock } from './app-item-lock';
import type { LockKind, LockState } from './item-lock';

export interface ItemLockView {
  lock: LockState | null;
  failed: boolean;
}

/**
 * @param id the item id; null: nothing to lock (a new item not saved yet, or one this user may
 *   not act on — the server would answer 403)
 * @param initial the lock the item's GET reported
 * @param kind what the id names
 */
export function useItemLock(id: number | null, initial: LockState | null, kind: LockKind): ItemLockView {
  const [view, setView] = useState<ItemLockView>({ lock: initial, failed: false });
  useEffect(() => {
    if (id === null) return undefined;
    return itemLock.hold(id, (answer) => setView('error' in answer ? (v) => ({ ...v, failed: true }) : { lock: answer.lock, failed: false }), kind);
  }, [id, kind]);
  return view;
}
