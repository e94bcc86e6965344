/**
 * The browser's item lock (spec §4): ONE lock timer for the whole app. Opening an item locks
 * it and re-sends the lock every LOCK_RESEND_MS; holding another item first releases the
 * previous one; leaving releases it; the main layout calls releaseAll() when it is created
 * (the browser may have lost the id on a reload, the server releases whatever this session
 * held). Every answer says who holds the item; the page listening decides what to show.
 * api/modules/locks/README.md describes the server side.
 */
import { LOCK_RESEND_MS } from '../domain/constants';

import type { LockState } from '../domain/contracts/locks';

export type { LockState };

/** What a lock call answered: the lock (null: nobody holds it), or the call failed. */
export type LockListener = (answer: { lock: LockState | null } | { error: unknown }) => void;

/**
 * What is locked: a document (`document-lock {obj_id}`), a request (`ntrpaslaugos/document-lock
 * {pra_id}`) or a certificate (`ntrpaslaugos/pazyma-lock {paz_id}`), spec §7.
 */
export type LockKind = 'document' | 'request' | 'certificate';

/**
 * Sends one lock call: `{obj_id, lock}` (with `kind` when the item is no document) or
 * `{lock:false}` without an id. The sender maps the kind to its endpoint and id field.
 */
export type LockSender = (body: { obj_id?: number; lock: boolean; kind?: Exclude<LockKind, 'document'> }) => Promise<{ lock: LockState | null }>;

export interface ItemLocker {
  /**
   * Locks an item now and every resend period until the returned function is called (which
   * releases it). Holding another item first releases the one held before.
   * @param kind what the id names (default: a document)
   */
  hold(objId: number, listener: LockListener, kind?: LockKind): () => void;
  /** Stops the timer and releases every lock of this session (`{lock:false}` without an id). */
  releaseAll(): Promise<void>;
  /** the item held now, if any */
  current(): number | null;
}

export interface ItemLockerOptions {
  send: LockSender;
  /** false when nobody is signed in (no call is made) */
  signedIn: () => boolean;
  intervalMs?: number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/**
 * Creates the locker. The app uses one (./app-item-lock.ts builds it on the API client;
 * ./use-item-lock.ts holds it for a page); tests build their own with a fake sender and timer.
 */
export function createItemLocker(options: ItemLockerOptions): ItemLocker {
  const every = options.intervalMs ?? LOCK_RESEND_MS;
  const startTimer = options.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
  const stopTimer = options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  let held: { objId: number; kind: LockKind; listener: LockListener; timer: unknown } | null = null;
  // A document's call carries no kind (the original body shape of spec §7).
  const body = (objId: number, kind: LockKind, lock: boolean) => (kind === 'document' ? { obj_id: objId, lock } : { obj_id: objId, lock, kind });
  // Calls go out in order: a release of the previous item always reaches the server before the next lock.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(call: () => Promise<T>): Promise<T> => {
    const next = queue.then(call, call);
    queue = next.catch(() => undefined);
    return next;
  };

  const stop = () => {
    if (held) stopTimer(held.timer);
    const was = held;
    held = null;
    return was;
  };
  const lockNow = (objId: number, kind: LockKind, listener: LockListener) =>
    void enqueue(() => options.send(body(objId, kind, true))).then(
      (answer) => {
        if (held?.objId === objId && held.listener === listener) listener({ lock: answer.lock });
      },
      (error: unknown) => {
        if (held?.objId === objId && held.listener === listener) listener({ error });
      },
    );

  return {
    hold(objId, listener, kind = 'document') {
      const previous = stop();
      if (previous && (previous.objId !== objId || previous.kind !== kind))
        void enqueue(() => options.send(body(previous.objId, previous.kind, false))).catch(() => undefined);
      if (!options.signedIn()) return () => undefined;
      const timer = startTimer(() => lockNow(objId, kind, listener), every);
      held = { objId, kind, listener, timer };
      lockNow(objId, kind, listener);
      return () => {
        if (held?.objId !== objId || held.listener !== listener) return;
        stop();
        if (options.signedIn()) void enqueue(() => options.send(body(objId, kind, false))).catch(() => undefined);
      };
    },
    async releaseAll() {
      stop();
      if (!options.signedIn()) return;
      await enqueue(() => options.send({ lock: false })).catch(() => undefined);
    },
    current: () => held?.objId ?? null,
  };
}
