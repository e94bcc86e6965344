/**
 * The browser's item lock (spec §4): ONE lock timer for the whole app. Opening an item locks
 * it and re-sends the lock every LOCK_RESEND_MS; holding another item first releases the
 * previous one; leaving releases it; the main layout calls releaseAll() when it is created
 * (the browser may have lost the id on a reload, the server releases whatever this session
 * held). Every answer says who holds the item; the page listening decides what to show.
 * api/modules/locks/README.md describes the server side.
 */
import { LOCK_RESEND_MS } from '../domain/constants';

export interface LockState {
  holder: { userId: number; name: string };
  /** ISO time the holder took it */
  since: string;
  expiresAt: string;
  /** this session holds it */
  mine: boolean;
}

/** What a lock call answered: the lock (null: nobody holds it), or the call failed. */
export type LockListener = (answer: { lock: LockState | null } | { error: unknown }) => void;

/** Sends one lock call: `{obj_id, lock}` or `{lock:false}` without an id. */
export type LockSender = (body: { obj_id?: number; lock: boolean }) => Promise<{ lock: LockState | null }>;

export interface ItemLocker {
  /**
   * Locks an item now and every resend period until the returned function is called (which
   * releases it). Holding another item first releases the one held before.
   */
  hold(objId: number, listener: LockListener): () => void;
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
 * Creates the locker. The app uses one (src/features/documents/hooks/use-item-lock.ts builds
 * it on the API client); tests build their own with a fake sender and timer.
 */
export function createItemLocker(options: ItemLockerOptions): ItemLocker {
  const every = options.intervalMs ?? LOCK_RESEND_MS;
  const startTimer = options.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
  const stopTimer = options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  let held: { objId: number; listener: LockListener; timer: unknown } | null = null;
  // Calls go out in order: a release of the previous item always reaches the server before the next lock.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T,>(call: () => Promise<T>): Promise<T> => {
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
  const lockNow = (objId: number, listener: LockListener) =>
    void enqueue(() => options.send({ obj_id: objId, lock: true })).then(
      (answer) => {
        if (held?.objId === objId && held.listener === listener) listener({ lock: answer.lock });
      },
      (error: unknown) => {
        if (held?.objId === objId && held.listener === listener) listener({ error });
      },
    );

  return {
    hold(objId, listener) {
      const previous = stop();
      if (previous && previous.objId !== objId) void enqueue(() => options.send({ obj_id: previous.objId, lock: false })).catch(() => undefined);
      if (!options.signedIn()) return () => undefined;
      const timer = startTimer(() => lockNow(objId, listener), every);
      held = { objId, listener, timer };
      lockNow(objId, listener);
      return () => {
        if (held?.objId !== objId || held.listener !== listener) return;
        stop();
        if (options.signedIn()) void enqueue(() => options.send({ obj_id: objId, lock: false })).catch(() => undefined);
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
