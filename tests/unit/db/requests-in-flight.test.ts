/**
 * api/plugins/db.ts counts the requests in flight for SQLite's group commit (decision 0153):
 * from onRequest to the response's close, whether the answer is a success or an error.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../api/db/database.js';
import { RequestsInFlight } from '../../../api/db/group-commit.js';
import dbPlugin from '../../../api/plugins/db.js';
import { fixedClock } from '../../../api/lib/clock.js';

describe('requests in flight', () => {
  it('counts a request while it is served and not after its answer, an error included', async () => {
    const requestsInFlight = new RequestsInFlight();
    const db = { requestsInFlight } as unknown as Db;
    const app = Fastify();
    await app.register(dbPlugin, { db, clock: fixedClock('2026-01-01T00:00:00Z'), owned: false });
    const seen: number[] = [];
    app.get('/ok', async () => {
      seen.push(requestsInFlight.count);
      return { ok: true };
    });
    app.get('/fails', async () => {
      seen.push(requestsInFlight.count);
      throw new Error('boom');
    });
    await app.ready();
    const [ok, fails] = await Promise.all([app.inject('/ok'), app.inject('/fails')]);
    expect([ok.statusCode, fails.statusCode]).toEqual([200, 500]);
    expect(seen.length).toBe(2);
    expect(Math.max(...seen)).toBeGreaterThanOrEqual(1);
    expect(requestsInFlight.count).toBe(0);
    await app.close();
  });
});
