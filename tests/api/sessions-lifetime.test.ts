/**
 * Sessions end at an absolute lifetime besides the idle limit (SESSION_MAX_HOURS), and every
 * API answer is `Cache-Control: no-store` unless its route says otherwise (issue #16 item 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { bearer, login } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** The only API answers that may be cached: public, and without personal data (docs/decisions/0046). */
const CACHEABLE: Record<string, string> = {
  '/api/central-site': 'public, max-age=300',
  '/sav/central-site': 'public, max-age=300',
};

describe.each(TEST_DIALECTS)('session lifetime [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const checkUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/check-user', headers: bearer(token) });

  it('ends a session 12 hours after sign-in even when it was used every ten minutes, and audits it', async () => {
    t.clock.set(TEST_NOW);
    const { token } = await login(t.app, 'RG_STSR_registrat');
    for (let minute = 10; minute < 12 * 60; minute += 10) {
      t.clock.set(minutesAfter(TEST_NOW, minute));
      expect((await checkUser(token)).statusCode, `minute ${minute}`).toBe(200);
    }
    t.clock.set(minutesAfter(TEST_NOW, 12 * 60));
    expect((await checkUser(token)).statusCode).toBe(401);
    const session = await t.db.kysely.selectFrom('session').select(['revoke_reason', 'revoked_at']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(session).toEqual({ revoke_reason: 'expired', revoked_at: minutesAfter(TEST_NOW, 12 * 60) });
    const audit = await t.db.kysely.selectFrom('audit_event').select(['action', 'reason']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'auth.token_refused', reason: 'expired' });
    // signing in again gives a fresh 12 hours
    const again = await login(t.app, 'RG_STSR_registrat');
    expect((await checkUser(again.token)).statusCode).toBe(200);
    t.clock.set(TEST_NOW);
  });

  describe('Cache-Control', () => {
    it('is no-store on answers with personal data: sign-in, the profile, a refusal', async () => {
      const signIn = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'RGV', password: 'Test-Slaptazodis-1' } });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.headers['cache-control']).toBe('no-store');
      const headers = bearer(signIn.json().naudotojas.api_token);
      for (const url of ['/api/naudotojas', '/api/check-user']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const refused = await t.app.inject({ method: 'GET', url: '/api/naudotojas' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');
      const missing = await t.app.inject({ method: 'GET', url: '/sav/nera-tokio-kelio' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['cache-control']).toBe('no-store');
    });

    it('is no-store on every GET route of /api and /sav without parameters, but for the listed public ones', async () => {
      const { headers } = await login(t.app, 'AD_administratorius');
      const urls = [...new Set(t.app.routeRules.filter((r) => r.method === 'GET' && !r.url.includes(':')).map((r) => r.url))];
      expect(urls.length).toBeGreaterThan(20);
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.headers['cache-control'], `${url} (${res.statusCode})`).toBe(CACHEABLE[url] ?? 'no-store');
      }
    });
  });
});

describe.each(TEST_DIALECTS)('SESSION_MAX_HOURS [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { SESSION_MAX_HOURS: '1' } });
  });
  afterAll(() => t.close());

  it('sets the absolute lifetime', async () => {
    t.clock.set(TEST_NOW);
    const { token } = await login(t.app, 'RG');
    for (const minute of [10, 20, 30, 40, 50, 59]) {
      t.clock.set(minutesAfter(TEST_NOW, minute));
      expect((await t.app.inject({ method: 'GET', url: '/api/check-user', headers: bearer(token) })).statusCode).toBe(200);
    }
    t.clock.set(minutesAfter(TEST_NOW, 60));
    expect((await t.app.inject({ method: 'GET', url: '/api/check-user', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('SESSION_MAX_HOURS setting', () => {
  it('defaults to 12 hours and refuses values that are not 1–168 whole hours', () => {
    expect(loadConfig({}).sessionMaxHours).toBe(12);
    expect(loadConfig({ SESSION_MAX_HOURS: '8' }).sessionMaxHours).toBe(8);
    for (const bad of ['0', '169', '1.5', 'daug']) {
      expect(() => loadConfig({ SESSION_MAX_HOURS: bad }), bad).toThrow(ConfigError);
    }
  });
});
