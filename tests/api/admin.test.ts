/**
 * Administration (/api/admin and the user administration of /api/acl): every admin route
 * refuses every non-admin workplace role; parameters, the banner and messages validate,
 * take effect at once and write their audit rows with who, before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MESSAGE } from '../../api/db/seed/admin.js';
import { DEMO_USERS } from '../../api/db/seed/users.js';
import { SELF_SERVICE_ROLES } from '../../src/domain/access/roles.js';
import { PARAMETER_CODES, PARAMETERS } from '../../src/domain/admin/parameters.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const NON_ADMINS = DEMO_USERS.filter(
  (u) => !u.roles.includes('AD_administratorius') && !u.roles.every((r) => (SELF_SERVICE_ROLES as readonly string[]).includes(r)),
);

describe.each(TEST_DIALECTS)('administration /api/admin [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t.app, 'AD_administratorius');
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const audits = (action: string) => t.db.kysely.selectFrom('audit_event').selectAll().where('action', '=', action).orderBy('id').execute();
  const idOf = async (username: string) =>
    (await t.db.kysely.selectFrom('app_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const parameterRow = async (code: string) =>
    (await t.db.kysely.selectFrom('system_parameter').select('value').where('code', '=', code).executeTakeFirstOrThrow()).value;

  describe('access', () => {
    it('every admin route refuses every non-admin role with 403 and anonymous callers with 401', async () => {
      const routes = t.app.routeRules.filter((r) => r.url.startsWith('/api/admin/') || r.url.startsWith('/api/acl/'));
      expect(routes.length).toBeGreaterThanOrEqual(16);
      const callers: { name: string; headers: Record<string, string> }[] = [];
      // one at a time: the sign-in gate refuses a crowd of password checks at once
      for (const u of NON_ADMINS) callers.push({ name: u.username, headers: (await login(t.app, u.username)).headers });
      expect(callers.length).toBeGreaterThan(20);
      for (const route of routes) {
        const url = route.url.replace(/:[A-Za-z]+/g, '1');
        const body = route.method === 'GET' ? undefined : {};
        expect((await call(route.method, url, body, {})).statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
        const answers = await Promise.all(
          callers.map(async (caller) => [caller.name, (await call(route.method, url, body, caller.headers)).statusCode] as const),
        );
        for (const [name, status] of answers) expect(status, `${route.method} ${route.url} ${name}`).toBe(403);
        if (route.method === 'GET') expect((await call('GET', url)).statusCode, `${route.url} admin`).not.toBe(403);
      }
      expect(await audits('admin.parameters_changed')).toHaveLength(0);
    }, 180_000);
  });

  describe('PUT /api/admin/parametrai', () => {
    it('changes the idle minutes: audited with before and after, and a new session obeys at once', async () => {
      expect((await call('GET', '/api/admin/parametrai')).json()).toEqual({
        ATJUNGIMO_LAIKAS: 15,
        SAUGOJIMO_LAIKAS: 30,
        MAX_FILE_SIZE_MB: 10,
        LOCK_TTL_SECONDS: 120,
        SWEEP_MINUTES: 10,
      });
      // the cache holds the old value until the change
      expect((await login(t.app, 'DT_notaras')).body.naudotojas.atjungimo_laikas).toBe(15);
      const res = await call('PUT', '/api/admin/parametrai', { ATJUNGIMO_LAIKAS: 25 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ATJUNGIMO_LAIKAS: 25, SAUGOJIMO_LAIKAS: 30 });
      expect(await parameterRow('ATJUNGIMO_LAIKAS')).toBe('25');
      expect((await login(t.app, 'DT_notaras')).body.naudotojas.atjungimo_laikas).toBe(25);
      const [row] = await audits('admin.parameters_changed');
      expect(row).toMatchObject({ actor_name: 'AD_administratorius', at: TEST_NOW });
      expect(JSON.parse(row.details ?? '{}')).toEqual({ before: { ATJUNGIMO_LAIKAS: 15 }, after: { ATJUNGIMO_LAIKAS: 25 } });
      await call('PUT', '/api/admin/parametrai', { ATJUNGIMO_LAIKAS: 15 });
    });

    it('refuses values outside the schema, unknown codes and an empty change with 400, changing nothing', async () => {
      const before = (await audits('admin.parameters_changed')).length;
      for (const payload of [
        { ATJUNGIMO_LAIKAS: 0 },
        { ATJUNGIMO_LAIKAS: 481 },
        { MAX_FILE_SIZE_MB: 'daug' },
        { SAUGOJIMO_LAIKAS: 1.5 },
        { NEZINOMAS: 1 },
        {},
        { ATJUNGIMO_LAIKAS: 20, LOCK_TTL_SECONDS: 5 },
      ]) {
        const res = await call('PUT', '/api/admin/parametrai', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message, JSON.stringify(payload)).toMatch(/^errors\./);
      }
      expect(await parameterRow('ATJUNGIMO_LAIKAS')).toBe('15');
      expect(await audits('admin.parameters_changed')).toHaveLength(before);
    });
  });

  describe('GET /api/admin/parametrai', () => {
    it('shows for a stored text outside the schema the default every reader uses, not another value', async () => {
      await t.setParameter('MAX_FILE_SIZE_MB', 'daug');
      await t.setParameter('LOCK_TTL_SECONDS', '5');
      try {
        expect((await call('GET', '/api/admin/parametrai')).json()).toMatchObject({
          MAX_FILE_SIZE_MB: PARAMETERS.MAX_FILE_SIZE_MB.default,
          LOCK_TTL_SECONDS: PARAMETERS.LOCK_TTL_SECONDS.default,
        });
        expect(await t.app.systemService.setting('MAX_FILE_SIZE_MB')).toBe(PARAMETERS.MAX_FILE_SIZE_MB.default);
        expect(await t.app.systemService.setting('LOCK_TTL_SECONDS')).toBe(PARAMETERS.LOCK_TTL_SECONDS.default);
      } finally {
        await t.setParameter('MAX_FILE_SIZE_MB', '10');
        await t.setParameter('LOCK_TTL_SECONDS', '120');
      }
    });

    it('the seed writes each declared default under its code', async () => {
      const rows = await t.db.kysely.selectFrom('system_parameter').select(['code', 'value']).execute();
      for (const code of PARAMETER_CODES) expect(rows.find((r) => r.code === code)?.value, code).toBe(String(PARAMETERS[code].default));
    });
  });

  describe('/api/admin/sistema-info', () => {
    it('adds a banner that the open system-information answer shows at once, audited', async () => {
      const res = await call('POST', '/api/admin/sistema-info', {
        text: 'Sistema atnaujinama šeštadienį.',
        active: true,
        valid_from: '2026-11-20T00:00:00Z',
        valid_to: '2026-11-30T00:00:00Z',
      });
      expect(res.statusCode).toBe(201);
      expect((await t.app.inject({ method: 'GET', url: '/api/system-info' })).json().sistemos_informavimas).toBe('Sistema atnaujinama šeštadienį.');
      const off = await call('PUT', `/api/admin/sistema-info/${res.json().id}`, { active: false });
      expect(off.json()).toMatchObject({ active: false });
      expect((await t.app.inject({ method: 'GET', url: '/api/system-info' })).json().sistemos_informavimas).not.toBe('Sistema atnaujinama šeštadienį.');
      expect(await audits('admin.banner_created')).toHaveLength(1);
      const [updated] = await audits('admin.banner_updated');
      expect(JSON.parse(updated.details ?? '{}')).toMatchObject({ before: { active: true }, after: { active: false } });
    });

    it('stores its validity as full ISO instants, so a time given without seconds compares right', async () => {
      // valid from the test clock's very minute: '…T10:00Z' kept as given would sort after '…T10:00:00.000Z'
      const res = await call('POST', '/api/admin/sistema-info', {
        text: 'Nuo šios minutės.',
        active: true,
        valid_from: '2026-11-20T10:00Z',
        valid_to: '2026-11-20T11:00Z',
      });
      expect(res.json()).toMatchObject({ valid_from: '2026-11-20T10:00:00.000Z', valid_to: '2026-11-20T11:00:00.000Z' });
      expect((await t.app.inject({ method: 'GET', url: '/api/system-info' })).json().sistemos_informavimas).toBe('Nuo šios minutės.');
      const moved = await call('PUT', `/api/admin/sistema-info/${res.json().id}`, { valid_to: '2026-11-20T10:30Z', active: false });
      expect(moved.json()).toMatchObject({ valid_to: '2026-11-20T10:30:00.000Z' });
    });

    it('refuses a period that ends before it starts (422) and a bad id (404), changing nothing', async () => {
      const count = (await call('GET', '/api/admin/sistema-info')).json().items.length;
      const res = await call('POST', '/api/admin/sistema-info', {
        text: 'x',
        active: true,
        valid_from: '2026-11-30T00:00:00Z',
        valid_to: '2026-11-20T00:00:00Z',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ path: '/valid_to', messageKey: 'validation.valid_to_before_from' });
      expect((await call('PUT', '/api/admin/sistema-info/999999', { active: false })).statusCode).toBe(404);
      expect((await call('POST', '/api/admin/sistema-info', { text: '', active: true })).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/sistema-info')).json().items).toHaveLength(count);
    });
  });

  describe('/api/admin/zinute', () => {
    it('the seed shows the STSR registrar a demo message under the bell', async () => {
      expect((await login(t.app, 'RG_STSR_registrat')).body.zinutes).toEqual([{ tekstas: DEMO_MESSAGE.text }]);
    });

    const bellOf = async (username: string) => ((await login(t.app, username)).body.zinutes as { tekstas: string }[]).map((z) => z.tekstas);

    it('a message to a role reaches exactly that role under the bell while valid, and leaves when withdrawn', async () => {
      const res = await call('POST', '/api/admin/zinute', {
        text: 'Notarams: nauja tvarka nuo gruodžio.',
        audience: 'role',
        role: 'DT_notaras',
        valid_from: '2026-11-19T00:00:00Z',
        valid_to: '2026-12-31T00:00:00Z',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ audience: 'role', role: 'DT_notaras', user: null, withdrawn_at: null });
      expect(await bellOf('DT_notaras')).toContain('Notarams: nauja tvarka nuo gruodžio.');
      expect(await bellOf('RG')).not.toContain('Notarams: nauja tvarka nuo gruodžio.');
      const notary = await login(t.app, 'DT_notaras');
      expect((await t.app.inject({ method: 'GET', url: '/api/naudotojas', headers: notary.headers })).json().zinutes).toContainEqual({
        tekstas: 'Notarams: nauja tvarka nuo gruodžio.',
      });
      expect((await call('POST', `/api/admin/zinute/${res.json().id}/withdraw`)).json().withdrawn_at).toBe(TEST_NOW);
      expect(await bellOf('DT_notaras')).not.toContain('Notarams: nauja tvarka nuo gruodžio.');
      expect(await audits('admin.message_published')).toHaveLength(1);
      expect(await audits('admin.message_withdrawn')).toHaveLength(1);
    });

    it('a message to all reaches everyone; one to a user only them; a future one nobody yet', async () => {
      const before = (await call('GET', '/api/admin/zinute')).json().total;
      await call('POST', '/api/admin/zinute', { text: 'Visiems.', audience: 'all', valid_from: '2026-11-20T00:00:00Z' });
      await call('POST', '/api/admin/zinute', { text: 'Tik registratoriui.', audience: 'user', user_id: await idOf('RG'), valid_from: '2026-11-20T00:00:00Z' });
      await call('POST', '/api/admin/zinute', { text: 'Rytoj.', audience: 'all', valid_from: '2026-11-21T00:00:00Z' });
      expect(await bellOf('RG')).toEqual(expect.arrayContaining(['Visiems.', 'Tik registratoriui.']));
      expect(await bellOf('RG')).not.toContain('Rytoj.');
      expect(await bellOf('DT_notaras')).toContain('Visiems.');
      expect(await bellOf('DT_notaras')).not.toContain('Tik registratoriui.');
      const list = (await call('GET', '/api/admin/zinute?pageSize=2')).json();
      expect(list).toMatchObject({ total: before + 3, page: 1, pageSize: 2 });
      expect(list.items).toHaveLength(2);
    });

    it('refuses a missing or unknown recipient, an unknown role and a bad period, changing nothing', async () => {
      const before = (await call('GET', '/api/admin/zinute')).json().total;
      const cases: [unknown, number, string?][] = [
        [{ text: 'x', audience: 'role', valid_from: '2026-11-20T00:00:00Z' }, 422, 'validation.message_needs_role'],
        [{ text: 'x', audience: 'user', user_id: 999999, valid_from: '2026-11-20T00:00:00Z' }, 422, 'validation.unknown_user'],
        [{ text: 'x', audience: 'all', valid_from: '2026-11-20T00:00:00Z', valid_to: '2026-11-19T00:00:00Z' }, 422, 'validation.valid_to_before_from'],
        [{ text: 'x', audience: 'role', role: 'SUPERUSER', valid_from: '2026-11-20T00:00:00Z' }, 400],
        [{ text: 'x', audience: 'everyone', valid_from: '2026-11-20T00:00:00Z' }, 400],
        [{ text: 'x', audience: 'all', valid_from: 'rytoj' }, 400],
      ];
      for (const [payload, status, key] of cases) {
        const res = await call('POST', '/api/admin/zinute', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        if (key) expect(res.json().errors.map((e: { messageKey: string }) => e.messageKey)).toContain(key);
      }
      expect((await call('GET', '/api/admin/zinute')).json().total).toBe(before);
    });
  });

  describe('/api/admin/tooltip', () => {
    const served = async (url: string) =>
      new Map(((await t.app.inject({ method: 'GET', url })).json() as { too_kodas: string; too_tekstas: string }[]).map((x) => [x.too_kodas, x.too_tekstas]));

    it('lists every help text with where the ui schemas use it, inactive ones too', async () => {
      const items = (await call('GET', '/api/admin/tooltip')).json().items as { code: string; active: boolean; used_in: { type: string; field: string }[] }[];
      const idk = items.find((i) => i.code === 'IDK');
      expect(idk?.used_in).toEqual(
        expect.arrayContaining([expect.objectContaining({ type: 'common' }), { type: 'sutartine-hipoteka', field: '/dokumentas/idk' }]),
      );
      expect(items.find((i) => i.code === 'SENAS_PATARIMAS')).toMatchObject({ active: false, used_in: [] });
    });

    it('edits a text in Lithuanian and English: users get it at once, audited with before and after', async () => {
      const res = await call('PUT', '/api/admin/tooltip/IDK', { text: 'IDK – 14 skaitmenų kodas.', text_en: 'IDK: a 14-digit code.', active: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 'IDK', text: 'IDK – 14 skaitmenų kodas.', text_en: 'IDK: a 14-digit code.', active: true });
      expect((await served('/api/tooltip')).get('IDK')).toBe('IDK – 14 skaitmenų kodas.');
      expect((await served('/sav/tooltip?kalba=en')).get('IDK')).toBe('IDK: a 14-digit code.');
      // no English text: English readers get the Lithuanian one
      await call('PUT', '/api/admin/tooltip/JA_KODAS', { text: 'Juridinio asmens kodas.', text_en: null, active: true });
      expect((await served('/sav/tooltip?kalba=en')).get('JA_KODAS')).toBe('Juridinio asmens kodas.');
      await call('PUT', '/api/admin/tooltip/JA_KODAS', { text: 'Juridinio asmens kodas.', text_en: null, active: false });
      expect((await served('/api/tooltip')).has('JA_KODAS')).toBe(false);
      const [row] = await audits('admin.tooltip_saved');
      expect(JSON.parse(row.details ?? '{}')).toMatchObject({
        before: { text: 'Identifikavimo kodas (IDK) – lygiai 14 skaitmenų.', active: true },
        after: { text: 'IDK – 14 skaitmenų kodas.' },
      });
    });

    it('refuses a code no form uses (422), a malformed code or body (400), changing nothing', async () => {
      const res = await call('PUT', '/api/admin/tooltip/NERA_TOKIO', { text: 'x', text_en: null, active: true });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].messageKey).toBe('validation.tooltip_not_used');
      expect((await call('PUT', '/api/admin/tooltip/idk', { text: 'x', text_en: null, active: true })).statusCode).toBe(400);
      expect((await call('PUT', '/api/admin/tooltip/IDK', { text: '', text_en: null, active: true })).statusCode).toBe(400);
      expect((await call('PUT', '/api/admin/tooltip/IDK', { text: 'x' })).statusCode).toBe(400);
      expect(await t.db.kysely.selectFrom('tooltip').select('code').where('code', '=', 'NERA_TOKIO').execute()).toEqual([]);
      expect((await served('/api/tooltip')).get('IDK')).not.toBe('x');
    });
  });

  describe('teises: /api/acl', () => {
    it('sorts and filters the user list on the server', async () => {
      const byLast = (await call('GET', '/api/acl/user?sort=last_name&order=desc&limit=200')).json().items.map((u: { last_name: string }) => u.last_name);
      expect(byLast).toEqual([...byLast].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      expect((await call('GET', '/api/acl/user?sort=password_hash')).statusCode).toBe(400);
      await call('PUT', `/api/acl/user/${await idOf('RGV')}`, { disabled: true });
      expect((await call('GET', '/api/acl/user?disabled=true')).json().items.map((u: { username: string }) => u.username)).toEqual(['RGV']);
      await call('PUT', `/api/acl/user/${await idOf('RGV')}`, { disabled: false });
    });

    it('audits a user change with the changed fields before and after, never the password', async () => {
      const id = await idOf('DT_teismas');
      const old = (await call('GET', `/api/acl/user/${id}`)).json();
      expect((await call('PUT', `/api/acl/user/${id}`, { last_name: 'Teismienė', disabled: true, password: 'Visai-Naujas-Slaptazodis-1' })).statusCode).toBe(
        200,
      );
      const [row] = (await audits('acl.user_updated')).slice(-1);
      expect(row).toMatchObject({ actor_name: 'AD_administratorius', object_id: String(id), at: TEST_NOW });
      const details = JSON.parse(row.details ?? '{}');
      expect(details).toMatchObject({
        before: { last_name: old.last_name, disabled: false },
        after: { last_name: 'Teismienė', disabled: true },
        password_changed: true,
      });
      expect(row.details).not.toContain('Visai-Naujas-Slaptazodis-1');
      await call('PUT', `/api/acl/user/${id}`, { last_name: old.last_name, disabled: false });
    });

    it('refuses to disable or demote the last enabled administrator (409 errors.last_admin), changing nothing', async () => {
      const me = await idOf('AD_administratorius');
      for (const payload of [{ disabled: true }, { roles: ['RG'] }]) {
        const res = await call('PUT', `/api/acl/user/${me}`, payload);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: 'errors.last_admin' });
      }
      // with a second administrator the rule is the self lock-out's
      const second = (
        await call('POST', '/api/acl/user', {
          username: 'admin.antras',
          first_name: 'Antras',
          last_name: 'Administratorius',
          roles: ['AD_administratorius'],
          password: 'Antras-Slaptazodis-2026',
        })
      ).json();
      expect((await call('PUT', `/api/acl/user/${me}`, { disabled: true })).json()).toEqual({ message: 'errors.cannot_lock_out_self' });
      const other = await login(t.app, 'admin.antras', 'Antras-Slaptazodis-2026');
      expect((await call('PUT', `/api/acl/user/${me}`, { disabled: true }, other.headers)).statusCode).toBe(200);
      expect((await call('PUT', `/api/acl/user/${second.id}`, { disabled: true }, other.headers)).json()).toEqual({ message: 'errors.last_admin' });
      expect((await call('PUT', `/api/acl/user/${me}`, { disabled: false }, other.headers)).statusCode).toBe(200);
      admin = await login(t.app, 'AD_administratorius');
      expect((await call('PUT', `/api/acl/user/${second.id}`, { disabled: true })).statusCode).toBe(200);
    });

    it('two administrators disabling or demoting each other at once leave one of them an administrator', async () => {
      const me = await idOf('AD_administratorius');
      const second = await idOf('admin.antras');
      await call('PUT', `/api/acl/user/${second}`, { disabled: false, roles: ['AD_administratorius'] });
      const enabledAdmins = async () =>
        (
          await t.db.kysely
            .selectFrom('app_user')
            .innerJoin('user_role', 'user_role.user_id', 'app_user.id')
            .select('app_user.id')
            .where('user_role.role', '=', 'AD_administratorius')
            .where('app_user.disabled', '=', 0)
            .execute()
        ).length;
      for (const payload of [{ disabled: true }, { roles: ['RG'] }, { disabled: true }, { roles: ['RG'] }]) {
        const mine = await login(t.app, 'AD_administratorius');
        const theirs = await login(t.app, 'admin.antras', 'Antras-Slaptazodis-2026');
        const answers = await Promise.all([
          call('PUT', `/api/acl/user/${second}`, payload, mine.headers),
          call('PUT', `/api/acl/user/${me}`, payload, theirs.headers),
        ]);
        // one wins; the other is refused: 409 last_admin, or, when it arrives after the first committed, 401 (its session ended) or 403 (no longer an administrator)
        const statuses = answers.map((a) => a.statusCode);
        expect(statuses.filter((s) => s === 200)).toHaveLength(1);
        expect([401, 403, 409]).toContain(statuses.find((s) => s !== 200));
        for (const a of answers.filter((r) => r.statusCode === 409)) expect(a.json()).toEqual({ message: 'errors.last_admin' });
        expect(await enabledAdmins()).toBe(1);
        // the survivor restores the other
        const [survivor, other] = answers[0].statusCode === 200 ? [mine, second] : [theirs, me];
        expect((await call('PUT', `/api/acl/user/${other}`, { disabled: false, roles: ['AD_administratorius'] }, survivor.headers)).statusCode).toBe(200);
      }
      admin = await login(t.app, 'AD_administratorius');
      expect((await call('PUT', `/api/acl/user/${second}`, { disabled: true })).statusCode).toBe(200);
    });

    it("lists a user's open sessions and ends one or all, audited", async () => {
      const id = await idOf('KAC_darbuotojas');
      const first = await login(t.app, 'KAC_darbuotojas');
      await login(t.app, 'KAC_darbuotojas');
      const open = (await call('GET', `/api/acl/user/${id}/session`)).json();
      expect(open.length).toBeGreaterThanOrEqual(2);
      expect(open[0]).toMatchObject({ face: 'workplace', method: 'password' });
      const ended = await call('POST', `/api/acl/user/${id}/session/end`, { sessionId: open[open.length - 1].id });
      expect(ended.json()).toEqual({ ended: 1 });
      expect((await call('GET', `/api/acl/user/${id}/session`)).json()).toHaveLength(open.length - 1);
      expect((await call('POST', `/api/acl/user/${id}/session/end`, { sessionId: open[open.length - 1].id })).json()).toEqual({
        message: 'errors.session_not_found',
      });
      expect((await call('POST', `/api/acl/user/${id}/session/end`, {})).json()).toEqual({ ended: open.length - 1 });
      expect((await t.app.inject({ method: 'GET', url: '/api/naudotojas', headers: first.headers })).statusCode).toBe(401);
      const rows = await audits('acl.sessions_ended');
      expect(rows).toHaveLength(2);
      expect(JSON.parse(rows[1].details ?? '{}')).toMatchObject({ before: open.length - 1, after: 0 });
    });
  });
});
