/**
 * When the system deregisters an entry by itself (policy.ts autoDeregistrationDue), and the
 * scheduling every periodic job of the API shares (api/lib/periodic.ts) — driven by fake
 * timers, so nothing waits.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { everyMinutes } from '../../../api/lib/periodic.js';
import { autoDeregistrationDue } from '../../../api/modules/self-service/policy.js';

const NONE = { repurchaseWish: false, noAutoDeregistration: false };
const base = { kind: 'contract' as const, status: 'iregistruotas', endDate: '2026-11-20', today: '2026-11-21', facts: NONE };

describe('autoDeregistrationDue', () => {
  it('is due the day after a registered contract’s end date', () => {
    expect(autoDeregistrationDue(base)).toBe(true);
    expect(autoDeregistrationDue({ ...base, today: '2026-11-20' })).toBe(false);
    expect(autoDeregistrationDue({ ...base, today: '2026-11-19' })).toBe(false);
  });

  it('is not due without an end date, for an entry not registered, or for pledges and mortgages', () => {
    expect(autoDeregistrationDue({ ...base, endDate: null })).toBe(false);
    expect(autoDeregistrationDue({ ...base, status: 'nutrauktas' })).toBe(false);
    expect(autoDeregistrationDue({ ...base, kind: 'pledge' })).toBe(false);
    expect(autoDeregistrationDue({ ...base, kind: 'mortgage' })).toBe(false);
  });

  it('is held off by a request not to deregister automatically, and by a repurchase wish in force', () => {
    expect(autoDeregistrationDue({ ...base, facts: { ...NONE, noAutoDeregistration: true } })).toBe(false);
    expect(autoDeregistrationDue({ ...base, facts: { ...NONE, repurchaseWish: true } })).toBe(false);
  });
});

describe('everyMinutes', () => {
  afterEach(() => vi.useRealTimers());

  /** The hooks a plugin registers, without a server. */
  function fakeApp() {
    const hooks: Record<string, (() => Promise<void>)[]> = {};
    const errors: unknown[] = [];
    const app = {
      addHook: (name: string, fn: () => Promise<void>) => (hooks[name] ??= []).push(fn),
      log: { error: (obj: unknown) => errors.push(obj) },
    } as unknown as FastifyInstance;
    const run = async (name: string) => {
      for (const fn of hooks[name] ?? []) await fn();
    };
    return { app, hooks, errors, run };
  }

  it('runs the job every period once ready, logs a failure and goes on, and stops on close', async () => {
    vi.useFakeTimers();
    const { app, errors, run } = fakeApp();
    let calls = 0;
    everyMinutes(app, 10, 'test job', async () => {
      calls++;
      if (calls === 2) throw new Error('boom');
    });
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(calls).toBe(0); // not before the app is ready
    await run('onReady');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    expect(calls).toBe(3);
    expect(errors).toHaveLength(1);
    await run('onClose');
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(calls).toBe(3);
  });

  it('schedules nothing for 0 minutes', () => {
    const { app, hooks } = fakeApp();
    everyMinutes(app, 0, 'off', async () => undefined);
    expect(hooks).toEqual({});
  });
});
