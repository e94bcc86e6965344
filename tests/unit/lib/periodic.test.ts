/** The periodic jobs read their interval before every wait: a changed SWEEP_MINUTES holds from the next run, without a restart. */
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyMinutes } from '../../../api/lib/periodic.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('everyMinutes', () => {
  it('asks a reader for the interval before each wait and uses the answer for that wait', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    const interval = { minutes: 5 };
    const reads: number[] = [];
    let runs = 0;
    everyMinutes(
      app,
      async () => {
        reads.push(interval.minutes);
        return interval.minutes;
      },
      'test job',
      async () => {
        runs += 1;
      },
    );
    await app.ready();
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(runs).toBe(0);
    interval.minutes = 1; // the administrator shortens it: the wait already begun keeps its length
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(2);
    expect(reads).toEqual([5, 1, 1]);
    await app.close();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(runs).toBe(2);
  });

  it('runs nothing for a number of 0 or less', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    let runs = 0;
    everyMinutes(app, 0, 'off', async () => {
      runs += 1;
    });
    await app.ready();
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(runs).toBe(0);
    await app.close();
  });
});
