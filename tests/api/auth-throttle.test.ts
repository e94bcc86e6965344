/**
 * The sign-in throttle and the bounded hashing pool (issue #16 item 3). Password checks are
 * counted through the hashing module's seam (verifyPassword, wrapped below), so "how many
 * passwords were checked" is a fact, not a timing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_USERS } from '../../api/db/seed/users.js';
import { HASH_CONCURRENCY, HASH_QUEUE } from '../../api/modules/auth/hash-gate.js';
import { THROTTLES } from '../../api/modules/auth/login-throttle.js';
import type * as Passwords from '../../api/modules/auth/passwords.js';
import { createTestApp, TEST_NOW, TEST_PASSWORD, type TestApp } from '../helpers/app.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const seam = vi.hoisted(() => ({ calls: 0, inFlight: 0, maxInFlight: 0, hold: null as Promise<void> | null }));

vi.mock('../../api/modules/auth/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: async (password: string, stored: string | null) => {
      seam.calls++;
      seam.inFlight++;
      seam.maxInFlight = Math.max(seam.maxInFlight, seam.inFlight);
      try {
        if (seam.hold) await seam.hold;
        return await real.verifyPassword(password, stored);
      } finally {
        seam.inFlight--;
      }
    },
  };
});

const secondsAfter = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();
const USER = THROTTLES.username.limit;
const ADDRESS = THROTTLES.address.limit;
/**
 * Seeded accounts to spray over: their (published) demo password has a cheap hash, so many
 * checks stay quick; an unknown name costs a full-strength decoy check (about a second here).
 */
const ACCOUNTS = DEMO_USERS.map((u) => u.username).filter((name) => !['RG', 'RGV'].includes(name));
const account = (i: number) => ACCOUNTS[i % ACCOUNTS.length];

function resetSeam() {
  Object.assign(seam, { calls: 0, inFlight: 0, maxInFlight: 0, hold: null });
}

const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);
const count = (responses: LightMyRequestResponse[], status: number) => responses.filter((r) => r.statusCode === status).length;

/** Every 429 says how long to wait (whole seconds) and carries the message key. */
function expectThrottled(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: 'errors.too_many_requests' });
  expect(String(res.headers['retry-after'])).toMatch(/^[1-9]\d*$/);
}

describe.each(TEST_DIALECTS)('POST /api/login throttle [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(TEST_NOW);
    await t.db.kysely.deleteFrom('login_throttle').execute();
    resetSeam();
  });

  const attempt = (username: string, password: string, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip, headers });

  it(`counts 200 concurrent wrong passwords for one user before hashing: ${USER} checks, the rest 429 with Retry-After`, async () => {
    const burst = await Promise.all(Array.from({ length: 200 }, () => attempt('RG_STSR_registrat', 'Neteisingas-1', '10.1.0.1')));
    expect(seam.calls).toBe(USER);
    expect(count(burst, 401)).toBe(USER);
    expect(count(burst, 429)).toBe(200 - USER);
    for (const res of burst.filter((r) => r.statusCode === 429)) expectThrottled(res);
    // the username is throttled from any address, without a password check
    expectThrottled(await attempt('RG_STSR_registrat', TEST_PASSWORD, '10.1.0.2'));
    expect(seam.calls).toBe(USER);
    // another user, from another address, signs in at once
    expect((await attempt('RG', TEST_PASSWORD, '10.1.0.3')).statusCode).toBe(200);
  });

  it(`cuts one password sprayed over 90 users from one address at ${ADDRESS} checks`, { timeout: 60_000 }, async () => {
    // accounts and unknown names alike: both cost a check and both are counted
    const users = Array.from({ length: 90 }, (_, i) => (i % 10 === 5 ? `nera_${i}` : account(i)));
    const spray = [];
    for (const username of users) spray.push(await attempt(username, 'Vasara2026!', '10.2.0.1'));
    expect(seam.calls).toBe(ADDRESS);
    expect(count(spray, 401)).toBe(ADDRESS);
    for (const res of spray.slice(ADDRESS)) expectThrottled(res);
    expect((await attempt('RGV', TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('does not let a rotating X-Forwarded-For escape the address limit when TRUST_PROXY is false', async () => {
    const spray = [];
    for (let i = 0; i < ADDRESS + 10; i++) {
      spray.push(await attempt(account(i), 'Vasara2026!', '10.3.0.1', { 'x-forwarded-for': `198.51.100.${i}` }));
    }
    expect(seam.calls).toBe(ADDRESS);
    for (const res of spray.slice(ADDRESS)) expectThrottled(res);
  });

  it('hashes unknown usernames like known ones and throttles them the same way', { timeout: 60_000 }, async () => {
    const tries = [];
    for (let i = 0; i < USER + 3; i++) tries.push(await attempt('nera_tokio_vartotojo', 'Neteisingas-1', '10.4.0.1'));
    expect(statuses(tries.slice(0, USER))).toEqual(Array(USER).fill(401));
    expect(seam.calls).toBe(USER);
    for (const res of tries.slice(USER)) expectThrottled(res);
    const rows = await t.db.kysely
      .selectFrom('login_throttle')
      .select(['throttle_key', 'failures'])
      .where('throttle_key', '=', 'user:nera_tokio_vartotojo')
      .execute();
    expect(rows).toEqual([{ throttle_key: 'user:nera_tokio_vartotojo', failures: USER }]);
  });

  it('backs off exponentially per username and says so in Retry-After; a sign-in after the wait clears it', async () => {
    for (let i = 0; i < USER; i++) expect((await attempt('RG_NTR_registrat', 'Neteisingas-1', '10.5.0.1')).statusCode).toBe(401);
    let refused = await attempt('RG_NTR_registrat', TEST_PASSWORD, '10.5.0.1');
    expectThrottled(refused);
    const first = Number(refused.headers['retry-after']);
    expect(first).toBe(THROTTLES.username.backoffSeconds);
    // one more check once the wait is over; failing it doubles the wait
    t.clock.set(secondsAfter(TEST_NOW, first));
    expect((await attempt('RG_NTR_registrat', 'Neteisingas-1', '10.5.0.1')).statusCode).toBe(401);
    refused = await attempt('RG_NTR_registrat', TEST_PASSWORD, '10.5.0.1');
    expect(Number(refused.headers['retry-after'])).toBe(2 * first);
    t.clock.set(secondsAfter(TEST_NOW, first + 2 * first));
    expect((await attempt('RG_NTR_registrat', 'Neteisingas-1', '10.5.0.1')).statusCode).toBe(401);
    expect(Number((await attempt('RG_NTR_registrat', TEST_PASSWORD, '10.5.0.1')).headers['retry-after'])).toBe(4 * first);
    // half-way through the wait, the header counts down
    t.clock.set(secondsAfter(TEST_NOW, 3 * first + 2 * first));
    expect(Number((await attempt('RG_NTR_registrat', TEST_PASSWORD, '10.5.0.1')).headers['retry-after'])).toBe(2 * first);
    // after it, the right password signs in and the streak is forgotten
    t.clock.set(secondsAfter(TEST_NOW, 7 * first));
    expect((await attempt('RG_NTR_registrat', TEST_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    expect((await attempt('RG_NTR_registrat', 'Neteisingas-1', '10.5.0.1')).statusCode).toBe(401);
    expect(seam.calls).toBe(USER + 2 + 2);
  });

  it("a sign-in takes back only its own attempt from the address's count, never the failures before it", async () => {
    for (let i = 0; i < ADDRESS - 1; i++) expect((await attempt(account(i), 'Neteisingas-1', '10.6.0.1')).statusCode).toBe(401);
    expect((await attempt('RG', TEST_PASSWORD, '10.6.0.1')).statusCode).toBe(200);
    expect((await attempt(account(ADDRESS), 'Neteisingas-1', '10.6.0.1')).statusCode).toBe(401);
    expectThrottled(await attempt(account(ADDRESS + 1), 'Neteisingas-1', '10.6.0.1'));
    expectThrottled(await attempt('RG', TEST_PASSWORD, '10.6.0.1'));
  });

  it('audits each checked failure and the start of a block, not each refused attempt', async () => {
    const before = await t.db.kysely.selectFrom('audit_event').select('id').orderBy('id', 'desc').executeTakeFirst();
    // 15 attempts: the username's block starts at the fifth; the address (limit 20) is not blocked
    await Promise.all(Array.from({ length: 15 }, () => attempt('RGV', 'Neteisingas-1', '10.7.0.1')));
    const rows = await t.db.kysely
      .selectFrom('audit_event')
      .select(['action', 'reason'])
      .where('id', '>', before?.id ?? 0)
      .orderBy('id')
      .execute();
    expect(rows.filter((r) => r.action === 'auth.login_failed')).toHaveLength(USER);
    expect(rows.filter((r) => r.action === 'auth.login_throttled')).toEqual([{ action: 'auth.login_throttled', reason: 'username' }]);
    expect(rows).toHaveLength(USER + 1);
  });
});

describe.each(TEST_DIALECTS)('POST /api/login behind a proxy, and the hashing pool [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(TEST_NOW);
    await t.db.kysely.deleteFrom('login_throttle').execute();
    resetSeam();
  });

  const attempt = (username: string, password: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      remoteAddress: '10.9.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it(`holds the per-username limit while X-Forwarded-For rotates (TRUST_PROXY=true): ${USER} checks of 200`, async () => {
    const burst = await Promise.all(Array.from({ length: 200 }, (_, i) => attempt('RG_NTR_vadovas', 'Neteisingas-1', `203.0.113.${i % 250}`)));
    expect(seam.calls).toBe(USER);
    expect(count(burst, 429)).toBe(200 - USER);
    // the address the proxy reports is the one recorded
    const audit = await t.db.kysely.selectFrom('audit_event').select('ip').where('action', '=', 'auth.login_failed').orderBy('id').executeTakeFirstOrThrow();
    expect(audit.ip).toMatch(/^203\.0\.113\.\d+$/);
  });

  it(
    `bounds the password checks in flight: ${HASH_CONCURRENCY} at once, ${HASH_QUEUE} waiting, the rest 503 with Retry-After at once`,
    { timeout: 60_000 },
    async () => {
      let release!: () => void;
      seam.hold = new Promise<void>((resolve) => (release = resolve));
      const total = 60;
      let settled = 0;
      const flood = Array.from({ length: total }, (_, i) =>
        attempt(`nera_srautas_${i}`, 'Neteisingas-1', `192.0.2.${i}`).then((res) => {
          settled++;
          return res;
        }),
      );
      // while the checks in flight hang, everything beyond the pool and its queue is answered
      await vi.waitFor(() => expect(settled).toBe(total - HASH_CONCURRENCY - HASH_QUEUE), { timeout: 15_000 });
      expect(seam.inFlight).toBe(HASH_CONCURRENCY);
      release();
      const answers = await Promise.all(flood);
      expect(seam.calls).toBe(HASH_CONCURRENCY + HASH_QUEUE);
      expect(seam.maxInFlight).toBe(HASH_CONCURRENCY);
      expect(count(answers, 401)).toBe(HASH_CONCURRENCY + HASH_QUEUE);
      const busy = answers.filter((r) => r.statusCode === 503);
      expect(busy).toHaveLength(total - HASH_CONCURRENCY - HASH_QUEUE);
      for (const res of busy) {
        expect(res.json()).toEqual({ message: 'errors.sign_in_busy' });
        expect(res.headers['retry-after']).toBe('1');
      }
      // once the flood is answered, a real user signs in
      expect((await attempt('RG', TEST_PASSWORD, '192.0.2.250')).statusCode).toBe(200);
    },
  );
});
