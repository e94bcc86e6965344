/**
 * The browser's item lock (src/lib/item-lock.ts): one timer app-wide, lock on hold, re-send
 * on every tick, release on leaving, the previous item released before the next is locked,
 * `{lock:false}` without an id from releaseAll, nothing sent when signed out.
 */
import { describe, expect, it } from 'vitest';
import { createItemLocker, type LockState } from '../../../src/lib/item-lock';

function harness(signedIn = true) {
  const sent: { obj_id?: number; lock: boolean }[] = [];
  const timers = new Map<number, () => void>();
  let nextTimer = 1;
  let answer: LockState | null = null;
  let fail = false;
  const locker = createItemLocker({
    send: (body) => {
      sent.push(body);
      return fail ? Promise.reject(new Error('refused')) : Promise.resolve({ lock: answer });
    },
    signedIn: () => signedIn,
    intervalMs: 50_000,
    setInterval: (fn) => {
      const id = nextTimer++;
      timers.set(id, fn);
      return id;
    },
    clearInterval: (id) => timers.delete(id as number),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    locker,
    sent,
    timers,
    settle,
    tick: () => [...timers.values()].forEach((fn) => fn()),
    setAnswer: (a: LockState | null) => (answer = a),
    setFail: (f: boolean) => (fail = f),
  };
}

const other: LockState = { holder: { userId: 2, name: 'Ona Onaitė' }, since: '2026-11-21T10:00:00.000Z', expiresAt: '2026-11-21T10:02:00.000Z', mine: false };
const mine: LockState = { ...other, holder: { userId: 1, name: 'Jonas' }, mine: true };

describe('item lock', () => {
  it('locks on hold, re-sends on every tick with one timer, and releases on leaving', async () => {
    const h = harness();
    const answers: unknown[] = [];
    const release = h.locker.hold(7, (a) => answers.push(a));
    await h.settle();
    expect(h.sent).toEqual([{ obj_id: 7, lock: true }]);
    expect(h.timers.size).toBe(1);
    h.tick();
    h.tick();
    await h.settle();
    expect(h.sent).toEqual([
      { obj_id: 7, lock: true },
      { obj_id: 7, lock: true },
      { obj_id: 7, lock: true },
    ]);
    release();
    await h.settle();
    expect(h.sent.at(-1)).toEqual({ obj_id: 7, lock: false });
    expect(h.timers.size).toBe(0);
    expect(h.locker.current()).toBeNull();
    expect(answers).toHaveLength(3);
  });

  it('tells the listener who holds the item, and when it becomes its own', async () => {
    const h = harness();
    const answers: unknown[] = [];
    h.setAnswer(other);
    h.locker.hold(7, (a) => answers.push(a));
    await h.settle();
    h.setAnswer(mine);
    h.tick();
    await h.settle();
    expect(answers).toEqual([{ lock: other }, { lock: mine }]);
  });

  it('holding another item releases the previous one first and keeps one timer', async () => {
    const h = harness();
    h.locker.hold(7, () => undefined);
    h.locker.hold(8, () => undefined);
    await h.settle();
    expect(h.sent).toEqual([
      { obj_id: 7, lock: true },
      { obj_id: 7, lock: false },
      { obj_id: 8, lock: true },
    ]);
    expect(h.timers.size).toBe(1);
    expect(h.locker.current()).toBe(8);
  });

  it('a stale release (of an item no longer held) sends nothing', async () => {
    const h = harness();
    const releaseFirst = h.locker.hold(7, () => undefined);
    h.locker.hold(8, () => undefined);
    await h.settle();
    const before = h.sent.length;
    releaseFirst();
    await h.settle();
    expect(h.sent).toHaveLength(before);
    expect(h.timers.size).toBe(1);
  });

  it('releaseAll stops the timer and sends {lock:false} without an id', async () => {
    const h = harness();
    h.locker.hold(7, () => undefined);
    await h.locker.releaseAll();
    expect(h.sent.at(-1)).toEqual({ lock: false });
    expect(h.timers.size).toBe(0);
  });

  it('reports a refused lock call to the listener', async () => {
    const h = harness();
    h.setFail(true);
    const answers: unknown[] = [];
    h.locker.hold(7, (a) => answers.push(a));
    await h.settle();
    expect(answers).toHaveLength(1);
    expect(answers[0]).toHaveProperty('error');
  });

  it('sends nothing while signed out', async () => {
    const h = harness(false);
    h.locker.hold(7, () => undefined);
    await h.locker.releaseAll();
    expect(h.sent).toEqual([]);
    expect(h.timers.size).toBe(0);
  });
});
