import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../api/db/seed/users.js';
import { WORKPLACE_ROLES } from '../../src/domain/access/roles.js';
import { createTestApp, TEST_NOW, TEST_PASSWORD, type TestApp } from '../helpers/app.js';
import { bearer, login } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

describe.each(TEST_DIALECTS)('sign-in and sessions [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const audits = (action: string) => t.db.kysely.selectFrom('audit_event').selectAll().where('action', '=', action).orderBy('id').execute();
  const dbRoles = async (username: string) =>
    (
      await t.db.kysely
        .selectFrom('user_role')
        .innerJoin('app_user', 'app_user.id', 'user_role.user_id')
        .select('role')
        .where('username', '=', username)
        .execute()
    )
      .map((r) => r.role)
      .sort();
  const checkUser = (token: string, base = '/api') => t.app.inject({ method: 'GET', url: `${base}/check-user`, headers: bearer(token) });

  describe('POST /api/login', () => {
    it('returns naudotojas, zinutes, exactly the database roles and pirmas_prisijungimas', async () => {
      t.clock.set(TEST_NOW);
      const first = await login(t.app, 'DT_notaras');
      expect(first.body.roles).toEqual(['DT_notaras']);
      expect(first.body.pirmas_prisijungimas).toBe(true);
      expect(first.body.zinutes).toEqual([]);
      expect(first.body.naudotojas).toMatchObject({
        atjungimo_laikas: 15,
        avatar: null,
        snau_vardas: 'Rasa',
        snau_pavarde: 'Vaitkienė',
        snau_kontora: 'Vilniaus miesto 5-asis notarų biuras',
        snau_kontora_tipas: 'notaras',
        snau_sutartis_nr: 'DTS-2021-0147',
        snau_sutikimas_su_salygomis: true,
        snau_sutikimas_su_salygomis_ntrpaslaugos: true,
      });
      expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const second = await login(t.app, 'DT_notaras');
      expect(second.body.pirmas_prisijungimas).toBe(false);
      expect(second.token).not.toBe(first.token);
      expect((await checkUser(first.token)).statusCode).toBe(200);
      expect((await checkUser(second.token)).statusCode).toBe(200);
    });

    it('stores only a hash of the token, never the token', async () => {
      const { token } = await login(t.app, 'RG');
      const sessions = await t.db.kysely.selectFrom('session').selectAll().execute();
      expect(sessions.length).toBeGreaterThan(0);
      expect(JSON.stringify(sessions)).not.toContain(token);
    });

    it('never adds a role: every workplace demo user gets exactly the roles the database holds', async () => {
      for (const user of DEMO_USERS.filter((u) => u.roles.every((r) => (WORKPLACE_ROLES as readonly string[]).includes(r)))) {
        const { body, headers } = await login(t.app, user.username);
        expect(body.roles, user.username).toEqual(await dbRoles(user.username));
        expect(body.roles).not.toContain(user.username === 'AD_administratorius' ? 'RG' : 'AD_administratorius');
        const profile = await t.app.inject({ method: 'GET', url: '/api/naudotojas', headers });
        expect(profile.json().roles, user.username).toEqual(await dbRoles(user.username));
      }
    });

    it('reads roles from the database on every request: a removed role is gone at the next request', async () => {
      const { headers } = await login(t.app, 'DT_teismas');
      const user = await t.db.kysely.selectFrom('app_user').select('id').where('username', '=', 'DT_teismas').executeTakeFirstOrThrow();
      await t.db.kysely.insertInto('user_role').values({ user_id: user.id, role: 'DT_antstolis', granted_at: TEST_NOW }).execute();
      expect((await t.app.inject({ method: 'GET', url: '/api/check-user', headers })).json().roles).toEqual(['DT_antstolis', 'DT_teismas']);
      await t.db.kysely.deleteFrom('user_role').where('user_id', '=', user.id).execute();
      expect((await t.app.inject({ method: 'GET', url: '/api/check-user', headers })).statusCode).toBe(401);
      await t.db.kysely.insertInto('user_role').values({ user_id: user.id, role: 'DT_teismas', granted_at: TEST_NOW }).execute();
    });

    it('ignores role texts in the database that are not roles of spec §6', async () => {
      const user = await t.db.kysely.selectFrom('app_user').select('id').where('username', '=', 'DT_kita_institucija').executeTakeFirstOrThrow();
      await t.db.kysely.insertInto('user_role').values({ user_id: user.id, role: 'SUPERUSER', granted_at: TEST_NOW }).execute();
      const { body } = await login(t.app, 'DT_kita_institucija');
      expect(body.roles).toEqual(['DT_kita_institucija']);
    });

    it('refuses a wrong password and an unknown user with the same 401 and audits both, without the password', async () => {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'RGV', password: 'Neteisingas-1' },
        remoteAddress: '10.0.0.1',
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'nera_tokio', password: 'Neteisingas-1' },
        remoteAddress: '10.0.0.1',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'errors.login_failed' });
      expect(unknown.json()).toEqual(wrong.json());
      const rows = await audits('auth.login_failed');
      expect(rows.map((r) => [r.actor_name, r.reason, r.ip])).toEqual([
        ['RGV', 'wrong_password', '10.0.0.1'],
        ['nera_tokio', 'unknown_user', '10.0.0.1'],
      ]);
      const everything = JSON.stringify(await t.db.kysely.selectFrom('audit_event').selectAll().execute());
      expect(everything).not.toContain('Neteisingas-1');
      expect(everything).not.toContain(TEST_PASSWORD);
    });

    it('limits failed sign-ins per username to 5 (429 with Retry-After, from any address), counted in the database', async () => {
      t.clock.set(TEST_NOW);
      const attempt = (password: string, ip = '10.0.0.2') =>
        t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'RG_NTR_registrat', password }, remoteAddress: ip });
      for (let i = 0; i < 5; i++) expect((await attempt('Neteisingas-1')).statusCode).toBe(401);
      const throttled = await attempt(TEST_PASSWORD);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toEqual({ message: 'errors.too_many_requests' });
      expect(throttled.headers['retry-after']).toBe('60');
      expect((await attempt(TEST_PASSWORD, '10.0.0.3')).statusCode).toBe(429);
      // the block started once, audited once
      expect((await audits('auth.login_throttled')).map((r) => r.reason)).toEqual(['username']);
      // after the back-off the right password works and ends the streak
      t.clock.set(new Date(Date.parse(TEST_NOW) + 60_000).toISOString());
      expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
      expect(await t.db.kysely.selectFrom('login_throttle').selectAll().where('throttle_key', '=', 'user:rg_ntr_registrat').execute()).toEqual([]);
      t.clock.set(TEST_NOW);
    });

    it('refuses a disabled user with the right password (403) and ends their sessions', async () => {
      const { token } = await login(t.app, 'ntr3.istorija');
      await t.db.kysely.updateTable('app_user').set({ disabled: 1 }).where('username', '=', 'ntr3.istorija').execute();
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ntr3.istorija', password: TEST_PASSWORD } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'errors.account_disabled' });
      expect((await checkUser(token)).statusCode).toBe(401);
      expect((await audits('auth.login_refused')).map((r) => r.reason)).toContain('disabled');
    });

    it('refuses a self-service user at the workplace: portal people sign in through the gateway', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'EL_FA', password: TEST_PASSWORD } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'errors.no_role' });
      expect((await t.app.inject({ method: 'POST', url: '/sav/login', payload: { username: 'EL_FA', password: TEST_PASSWORD } })).statusCode).toBe(404);
    });

    it('rejects unknown properties and missing fields with 400, creating no session', async () => {
      const before = await t.db.kysely
        .selectFrom('session')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      for (const payload of [{ username: 'RG', password: TEST_PASSWORD, roles: ['AD_administratorius'] }, { username: 'RG' }, {}]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/login', payload });
        expect(res.statusCode).toBe(400);
      }
      const after = await t.db.kysely
        .selectFrom('session')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('resets the self-service contract acceptance at the first sign-in only', async () => {
      // as if never signed in (the role loop above signed everyone in once)
      await t.db.kysely.updateTable('app_user').set({ self_service_contract: 1, last_login_at: null }).where('username', '=', 'P_matyti_istorija').execute();
      const first = await login(t.app, 'P_matyti_istorija');
      expect(first.body.pirmas_prisijungimas).toBe(true);
      expect(first.body.naudotojas.snau_savitarnos_sutartis).toBe(false);
      await t.db.kysely.updateTable('app_user').set({ self_service_contract: 1 }).where('username', '=', 'P_matyti_istorija').execute();
      const second = await login(t.app, 'P_matyti_istorija');
      expect(second.body.naudotojas.snau_savitarnos_sutartis).toBe(true);
    });
  });

  describe('tokens', () => {
    it('refuses a tampered, unknown or malformed token with 401 and counts it without an audit row', async () => {
      const { token } = await login(t.app, 'SK_skaitytojas');
      const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const header of [`Bearer ${tampered}`, 'Bearer not-a-token', 'Basic abc']) {
        const res = await t.app.inject({ method: 'GET', url: '/api/check-user', headers: { authorization: header } });
        expect(res.statusCode, header).toBe(401);
        expect(res.json()).toEqual({ message: 'errors.unauthorized' });
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/check-user' })).statusCode).toBe(401);
      expect((await audits('auth.token_refused')).filter((r) => r.reason === 'unknown' || r.reason === 'malformed')).toEqual([]);
      expect(t.app.authMetrics.snapshot().tokensRefused).toMatchObject({ unknown: 1, malformed: 1 });
    });

    it('POST logout revokes the token at once', async () => {
      const { token, headers } = await login(t.app, 'KAC_darbuotojas');
      expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(204);
      expect((await checkUser(token)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(401);
      expect((await audits('auth.logout')).length).toBeGreaterThan(0);
      expect(t.app.authMetrics.snapshot().tokensRefused.revoked).toBe(2);
    });

    it('keeps faces apart: a workplace token does not work on /sav', async () => {
      const { token } = await login(t.app, 'AR_archyvatorius');
      expect((await checkUser(token, '/sav')).statusCode).toBe(401);
      expect((await audits('auth.token_refused')).at(-1)?.reason).toBe('wrong_face');
      expect((await checkUser(token, '/api')).statusCode).toBe(200);
    });
  });

  describe('idle expiry', () => {
    it('ends the session after atjungimo_laikas minutes without user requests; user requests extend it', async () => {
      t.clock.set(TEST_NOW);
      const { token } = await login(t.app, 'RG_NTR_vadovas');
      t.clock.set(minutesAfter(TEST_NOW, 14));
      expect((await checkUser(token)).statusCode).toBe(200);
      t.clock.set(minutesAfter(TEST_NOW, 28));
      expect((await checkUser(token)).statusCode).toBe(200);
      t.clock.set(minutesAfter(TEST_NOW, 43));
      expect((await checkUser(token)).statusCode).toBe(401);
      const session = await t.db.kysely.selectFrom('session').select(['revoke_reason']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(session.revoke_reason).toBe('idle');
      t.clock.set(TEST_NOW);
    });

    it('POST keep-alive answers with sistemos_informavimas but never extends the session', async () => {
      t.clock.set(TEST_NOW);
      const { token, headers } = await login(t.app, 'DT_notaro_atstovas');
      for (const minute of [1, 5, 10, 14]) {
        t.clock.set(minutesAfter(TEST_NOW, minute));
        const res = await t.app.inject({ method: 'POST', url: '/api/keep-alive', headers, payload: { alive: true } });
        expect(res.statusCode).toBe(200);
        expect(res.json().sistemos_informavimas).toMatch(/Demonstracinė aplinka/);
      }
      t.clock.set(minutesAfter(TEST_NOW, 15));
      expect((await t.app.inject({ method: 'POST', url: '/api/keep-alive', headers, payload: { alive: true } })).statusCode).toBe(401);
      expect((await checkUser(token)).statusCode).toBe(401);
      t.clock.set(TEST_NOW);
    });

    it('accepts keep-alive without a body and refuses unknown properties', async () => {
      const { headers } = await login(t.app, 'DT_notaro_atstovas');
      expect((await t.app.inject({ method: 'POST', url: '/api/keep-alive', headers })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/keep-alive', headers, payload: { alive: 'taip' } })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/api/keep-alive', headers, payload: { alive: true, x: 1 } })).statusCode).toBe(400);
    });

    it("uses the user's atjungimo_laikas, else ATJUNGIMO_LAIKAS, else 15 when not above zero", async () => {
      await t.db.kysely.updateTable('app_user').set({ idle_minutes: 30 }).where('username', '=', 'ntr3.reg').execute();
      expect((await login(t.app, 'ntr3.reg')).body.naudotojas.atjungimo_laikas).toBe(30);
      await t.db.kysely.updateTable('app_user').set({ idle_minutes: 0 }).where('username', '=', 'ntr3.reg').execute();
      await t.setParameter('ATJUNGIMO_LAIKAS', '20');
      expect((await login(t.app, 'ntr3.reg')).body.naudotojas.atjungimo_laikas).toBe(20);
      await t.setParameter('ATJUNGIMO_LAIKAS', '0');
      expect((await login(t.app, 'ntr3.reg')).body.naudotojas.atjungimo_laikas).toBe(15);
      await t.setParameter('ATJUNGIMO_LAIKAS', '15');
    });
  });

  describe('GET naudotojas', () => {
    it('returns the profile without a token, with the active message as zinutes', async () => {
      await t.db.kysely.updateTable('app_user').set({ active_message: 'Atnaujinta versija 1.3.16' }).where('username', '=', 'DT_antstolis').execute();
      const { headers } = await login(t.app, 'DT_antstolis');
      const res = await t.app.inject({ method: 'GET', url: '/api/naudotojas', headers });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.naudotojas.api_token).toBeUndefined();
      expect(body.naudotojas.snau_kontora).toBe('Antstolio Tomo Žukausko kontora');
      expect(body.zinutes).toEqual([{ tekstas: 'Atnaujinta versija 1.3.16' }]);
      expect(body.roles).toEqual(['DT_antstolis']);
    });
  });
});
