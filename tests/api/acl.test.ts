import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/app.js';
import { bearer, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const NEW_PASSWORD = 'Naujas-Slaptazodis-2026';

describe.each(TEST_DIALECTS)('user administration /api/acl [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t.app, 'AD_administratorius');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin.headers) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const userCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('app_user')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const idOf = async (username: string) =>
    (await t.db.kysely.selectFrom('app_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const audits = (action: string) => t.db.kysely.selectFrom('audit_event').selectAll().where('action', '=', action).orderBy('id').execute();
  const officeId = async (code: string) => (await t.db.kysely.selectFrom('office').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  describe('access', () => {
    it('is for administrators only: 401 anonymous, 403 every other role, and absent from the portal base', async () => {
      expect((await call('GET', '/api/acl/user', undefined, {} as SignedIn['headers'])).statusCode).toBe(401);
      for (const role of ['DT_notaras', 'RG', 'AR_archyvatorius', 'KAC_darbuotojas']) {
        const { headers } = await login(t.app, role);
        expect((await call('GET', '/api/acl/user', undefined, headers)).statusCode, role).toBe(403);
        expect((await call('POST', '/api/acl/user', { username: 'x' }, headers)).statusCode, role).toBe(403);
        expect((await call('PUT', `/api/acl/user/${await idOf(role)}`, { roles: ['AD_administratorius'] }, headers)).statusCode, role).toBe(403);
      }
      expect(await t.db.kysely.selectFrom('user_role').selectAll().where('role', '=', 'AD_administratorius').execute()).toHaveLength(1);
      expect((await call('GET', '/sav/acl/user')).statusCode).toBe(404);
    });
  });

  describe('GET /api/acl/user and /api/acl/user/:id', () => {
    it('lists users with office and roles, filtered by text or role and paged', async () => {
      const all = (await call('GET', '/api/acl/user?limit=200')).json();
      expect(all.total).toBe(await userCount());
      const notary = all.items.find((u: { username: string }) => u.username === 'DT_notaras');
      expect(notary).toMatchObject({
        first_name: 'Rasa',
        roles: ['DT_notaras'],
        disabled: false,
        has_password: true,
        office: { name: 'Vilniaus miesto 5-asis notarų biuras', type: 'notaras' },
      });
      expect(JSON.stringify(all)).not.toContain('scrypt$');
      expect((await call('GET', '/api/acl/user?q=vaitk')).json().items.map((u: { username: string }) => u.username)).toEqual(['DT_notaras']);
      expect(
        (await call('GET', '/api/acl/user?role=EL_FA'))
          .json()
          .items.map((u: { username: string }) => u.username)
          .sort(),
      ).toEqual(['EL_FA', 'gvalancius', 'lmockute', 'rkazlauskiene']);
      const page = (await call('GET', '/api/acl/user?limit=5&offset=5')).json();
      expect(page.items).toHaveLength(5);
      expect(page.items[0].username).toBe(all.items[5].username);
      expect((await call('GET', '/api/acl/user?limit=0')).statusCode).toBe(400);
      expect((await call('GET', '/api/acl/user?role=SUPERUSER')).statusCode).toBe(400);
    });

    it('finds one user by exact username on the server, however many others the same text matches', async () => {
      const many = (await call('GET', '/api/acl/user?q=DT_notaro&limit=1')).json();
      expect(many.total).toBeGreaterThan(1);
      const exact = (await call('GET', '/api/acl/user?username=DT_notaro_atstovas&limit=1')).json();
      expect(exact.total).toBe(1);
      expect(exact.items.map((u: { username: string }) => u.username)).toEqual(['DT_notaro_atstovas']);
      expect((await call('GET', '/api/acl/user?username=DT_notaro')).json()).toMatchObject({ total: 0, items: [] });
    });

    it('reads one user; 404 for none, 400 for a bad id', async () => {
      const res = await call('GET', `/api/acl/user/${await idOf('RG_NTR_vadovas')}`);
      expect(res.json()).toMatchObject({ username: 'RG_NTR_vadovas', ntr_head_signing: true, roles: ['RG_NTR_vadovas'] });
      expect((await call('GET', '/api/acl/user/999999')).statusCode).toBe(404);
      expect((await call('GET', '/api/acl/user/abc')).statusCode).toBe(400);
    });

    it('lists offices', async () => {
      const offices = (await call('GET', '/api/acl/office')).json();
      expect(offices.map((o: { name: string }) => o.name)).toContain('VĮ Registrų centras');
    });
  });

  describe('POST /api/acl/user', () => {
    it('creates a user who can sign in with exactly the given roles, audited without the password', async () => {
      const res = await call('POST', '/api/acl/user', {
        username: 'g.stonkus',
        password: NEW_PASSWORD,
        first_name: 'Gintaras',
        last_name: 'Stonkus',
        email: 'g.stonkus@notarai.example',
        office_id: await officeId('NB-VLN-05'),
        contract_number: 'DTS-2026-0001',
        roles: ['DT_notaro_padejejas', 'P_S_pagal_koda'],
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ username: 'g.stonkus', roles: ['DT_notaro_padejejas', 'P_S_pagal_koda'], has_password: true, consent_terms: false });
      const signedIn = await login(t.app, 'g.stonkus', NEW_PASSWORD);
      expect(signedIn.body.roles).toEqual(['DT_notaro_padejejas', 'P_S_pagal_koda']);
      expect(signedIn.body.pirmas_prisijungimas).toBe(true);
      const [created] = await audits('acl.user_created');
      expect(created).toMatchObject({ actor_name: 'AD_administratorius', object_id: String(res.json().id) });
      expect(created.details).not.toContain(NEW_PASSWORD);
      const stored = await t.db.kysely.selectFrom('app_user').select('password_hash').where('username', '=', 'g.stonkus').executeTakeFirstOrThrow();
      expect(stored.password_hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    });

    it('creates a self-service company representative without a password', async () => {
      const res = await call('POST', '/api/acl/user', {
        username: 'ja.300111222',
        first_name: 'Lina',
        last_name: 'Mažeikienė',
        person_code: '48801295675',
        company_code: '300111222',
        company_name: 'UAB „Linų audiniai“',
        roles: ['EL_JA'],
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ has_password: false, company_name: 'UAB „Linų audiniai“' });
      const refused = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ja.300111222', password: 'bet-koks-slaptazodis' } });
      expect(refused.statusCode).toBe(401);
    });

    it('refuses bad input with 400/422/409 and creates nothing', async () => {
      const before = await userCount();
      const valid = { username: 'naujas.vartotojas', first_name: 'Petras', last_name: 'Petrauskas', roles: ['RG'] };
      const cases: [unknown, number, string?][] = [
        [{ ...valid, roles: [] }, 400],
        [{ ...valid, roles: ['SUPERUSER'] }, 400],
        [{ ...valid, roles: ['RG', 'RG'] }, 400],
        [{ ...valid, is_admin: true }, 400],
        [{ ...valid, password: 'trumpas' }, 400],
        [{ ...valid, username: 'a b' }, 400],
        [{ ...valid, email: 'ne-el-pastas' }, 400],
        [{ first_name: 'Petras', last_name: 'Petrauskas', roles: ['RG'] }, 400],
        [{ ...valid, person_code: '38703181746' }, 422, '/person_code'],
        [{ ...valid, office_id: 999999 }, 422, '/office_id'],
        [{ ...valid, roles: ['EL_JA'], person_code: '39901100124' }, 422, '/company_code'],
        [{ ...valid, roles: ['EL_FA'] }, 422, '/person_code'],
        [{ ...valid, company_code: '300111223', company_name: 'UAB „Be atstovo“' }, 422, '/person_code'],
        [{ ...valid, username: 'DT_notaras' }, 409],
        [{ ...valid, person_code: '38703181745', roles: ['EL_FA'] }, 409],
      ];
      for (const [payload, status, path] of cases) {
        const res = await call('POST', '/api/acl/user', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        if (path) expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
      }
      expect(await userCount()).toBe(before);
    });
  });

  describe('PUT /api/acl/user/:id', () => {
    it('changes roles; the user’s open session has the new roles at its next request', async () => {
      const user = await login(t.app, 'P_IA_pagal_ID');
      const id = await idOf('P_IA_pagal_ID');
      const res = await call('PUT', `/api/acl/user/${id}`, { roles: ['P_IT_pagal_ID', 'P_matyti_istorija'] });
      expect(res.statusCode).toBe(200);
      expect(res.json().roles).toEqual(['P_IT_pagal_ID', 'P_matyti_istorija']);
      const check = await t.app.inject({ method: 'GET', url: '/api/check-user', headers: user.headers });
      expect(check.json().roles).toEqual(['P_IT_pagal_ID', 'P_matyti_istorija']);
      const [updated] = (await audits('acl.user_updated')).slice(-1);
      expect(JSON.parse(updated.details!)).toMatchObject({
        roles_before: ['P_IA_pagal_ID'],
        roles_after: ['P_IT_pagal_ID', 'P_matyti_istorija'],
        sessions_ended: 0,
      });
    });

    it('disabling a user ends all of their sessions and refuses their sign-in', async () => {
      const one = await login(t.app, 'DT_kita_institucija');
      const two = await login(t.app, 'DT_kita_institucija');
      const id = await idOf('DT_kita_institucija');
      expect((await call('PUT', `/api/acl/user/${id}`, { disabled: true })).json().disabled).toBe(true);
      const sessions = await t.db.kysely.selectFrom('session').select(['revoked_at', 'revoke_reason']).where('user_id', '=', id).execute();
      expect(sessions.length).toBeGreaterThanOrEqual(2);
      expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
      expect(sessions.map((s) => s.revoke_reason)).toContain('disabled');
      for (const s of [one, two]) expect((await t.app.inject({ method: 'GET', url: '/api/check-user', headers: bearer(s.token) })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'DT_kita_institucija', password: TEST_PASSWORD } })).statusCode,
      ).toBe(403);
      // enabling again lets them sign in, but the old sessions stay ended
      await call('PUT', `/api/acl/user/${id}`, { disabled: false });
      expect((await login(t.app, 'DT_kita_institucija')).body.roles).toEqual(['DT_kita_institucija']);
      expect((await t.app.inject({ method: 'GET', url: '/api/check-user', headers: one.headers })).statusCode).toBe(401);
    });

    it('a new password ends the sessions and replaces the old password', async () => {
      const old = await login(t.app, 'ntr3.fa_duomenys');
      const id = await idOf('ntr3.fa_duomenys');
      expect((await call('PUT', `/api/acl/user/${id}`, { password: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/check-user', headers: old.headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ntr3.fa_duomenys', password: TEST_PASSWORD } })).statusCode).toBe(
        401,
      );
      expect((await login(t.app, 'ntr3.fa_duomenys', NEW_PASSWORD)).body.roles).toEqual(['ntr3.fa_duomenys']);
      expect(JSON.stringify(await audits('acl.user_updated'))).not.toContain(NEW_PASSWORD);
    });

    it('the only administrator cannot disable themselves or drop their own administrator role (409)', async () => {
      const me = await idOf('AD_administratorius');
      expect((await call('PUT', `/api/acl/user/${me}`, { disabled: true })).json()).toEqual({ message: 'errors.last_admin' });
      expect((await call('PUT', `/api/acl/user/${me}`, { roles: ['RG'] })).statusCode).toBe(409);
      expect((await call('GET', '/api/acl/user?limit=1', undefined)).statusCode).toBe(200);
    });

    it('refuses bad input and changes nothing', async () => {
      const id = await idOf('RGV');
      const before = (await call('GET', `/api/acl/user/${id}`)).json();
      for (const [payload, status] of [
        [{}, 400],
        [{ roles: ['RGV'], extra: 1 }, 400],
        [{ username: 'DT_JA' }, 409],
        [{ person_code: '12345678901' }, 422],
        [{ idle_minutes: -1 }, 400],
        [{ avatar: 'javascript:alert(1)' }, 400],
      ] as const) {
        expect((await call('PUT', `/api/acl/user/${id}`, payload)).statusCode, JSON.stringify(payload)).toBe(status);
      }
      expect((await call('GET', `/api/acl/user/${id}`)).json()).toEqual(before);
      expect((await call('PUT', '/api/acl/user/999999', { first_name: 'Niekas' })).statusCode).toBe(404);
    });
  });
});
