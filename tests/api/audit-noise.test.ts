/**
 * The audit log records facts, not noise (issue #16 item 5): a request with a junk, unknown or
 * revoked token is counted (GET /api/health/metrics) and logged at a bounded rate, never
 * written as a durable audit row; a refused genuine session (other face, idle) stays audited.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogBudget } from '../../api/modules/auth/refusal-metrics.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { bearer, login } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

describe.each(TEST_DIALECTS)('refused tokens [%s]', (dialect) => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await login(t.app, 'AD_administratorius')).headers;
  });
  afterAll(() => t.close());

  const auditCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('audit_event')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const metrics = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/metrics', headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  describe('a bad bearer token', () => {
    it('writes no audit row for 100 junk-token requests to /api/health and other routes, and counts them', async () => {
      const before = await auditCount();
      const counted = (await metrics()).tokensRefused;
      const urls = ['/api/health', '/api/check-user', '/sav/version', '/api/documents'];
      const answers = [];
      for (let i = 0; i < 100; i++) {
        const authorization = i % 2 === 0 ? `Bearer junk-${i}` : `Bearer ${randomBytes(32).toString('base64url')}`;
        answers.push(await t.app.inject({ method: 'GET', url: urls[i % urls.length], headers: { authorization } }));
      }
      // public routes answer as for anyone; the others 401
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(50);
      expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(50);
      expect(await auditCount()).toBe(before);
      const now = (await metrics()).tokensRefused;
      expect(now.malformed - counted.malformed).toBe(50);
      expect(now.unknown - counted.unknown).toBe(50);
    });

    it('counts a revoked token replayed after logout instead of auditing every replay', async () => {
      const { token, headers } = await login(t.app, 'RGV');
      expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(204);
      const before = await auditCount();
      const counted = (await metrics()).tokensRefused.revoked;
      for (let i = 0; i < 10; i++) expect((await t.app.inject({ method: 'GET', url: '/api/check-user', headers: bearer(token) })).statusCode).toBe(401);
      expect(await auditCount()).toBe(before);
      expect((await metrics()).tokensRefused.revoked - counted).toBe(10);
    });
  });

  describe('a genuine session refused', () => {
    it('stays audited: a workplace token on the portal, and idle expiry (which revokes it)', async () => {
      const { token } = await login(t.app, 'RG_STSR_registrat');
      expect((await t.app.inject({ method: 'GET', url: '/sav/check-user', headers: bearer(token) })).statusCode).toBe(401);
      t.clock.set(new Date(Date.parse(TEST_NOW) + 60 * 60_000).toISOString());
      expect((await t.app.inject({ method: 'GET', url: '/api/check-user', headers: bearer(token) })).statusCode).toBe(401);
      t.clock.set(TEST_NOW);
      const rows = await t.db.kysely
        .selectFrom('audit_event')
        .select(['actor_name', 'reason'])
        .where('action', '=', 'auth.token_refused')
        .orderBy('id')
        .execute();
      expect(rows.slice(-2)).toEqual([
        { actor_name: 'RG_STSR_registrat', reason: 'wrong_face' },
        { actor_name: 'RG_STSR_registrat', reason: 'idle' },
      ]);
    });
  });

  describe('GET /api/health/metrics', () => {
    it('is for administrators only and says the counters are this process’s', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/health/metrics' })).statusCode).toBe(401);
      const { headers } = await login(t.app, 'RG');
      expect((await t.app.inject({ method: 'GET', url: '/api/health/metrics', headers })).statusCode).toBe(403);
      const body = await metrics();
      expect(body).toMatchObject({ scope: 'process', since: expect.any(String) });
      expect(Object.keys(body.loginsThrottled).sort()).toEqual(['address', 'username']);
      expect(body.signInBusy).toEqual(expect.any(Number));
    });
  });
});

describe('LogBudget (the rate limit of refusal log lines)', () => {
  it('allows a few lines per interval, then reports how many it held back', () => {
    const budget = new LogBudget(3, 60_000);
    const t0 = Date.parse(TEST_NOW);
    expect([0, 1, 2, 3, 4].map((i) => budget.take(t0 + i))).toEqual([
      { log: true, suppressed: 0 },
      { log: true, suppressed: 0 },
      { log: true, suppressed: 0 },
      { log: false, suppressed: 0 },
      { log: false, suppressed: 0 },
    ]);
    expect(budget.take(t0 + 60_000)).toEqual({ log: true, suppressed: 2 });
    expect(budget.take(t0 + 60_001)).toEqual({ log: true, suppressed: 0 });
  });
});
