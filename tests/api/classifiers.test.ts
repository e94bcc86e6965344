/**
 * Classifiers (/admin/klasifikatoriai, issue #19 item 3): only administrators list and change
 * values; a value is added (a taken code is 409), renamed and retired, never deleted, each
 * change audited with who, before and after; a form's values are read by any signed-in user;
 * and a document's classifier fields are judged against the values valid now — a value added
 * a moment ago is accepted, a retired one refused — without a rebuild. Codes typed with
 * spaces are normalised before validation (issue #17 item 5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLASSIFIER_VALUE } from '../../api/db/seed/classifiers.js';
import { DEMO_USERS } from '../../api/db/seed/users.js';
import { CACHE_MS } from '../../api/lib/timed-cache.js';
import { SELF_SERVICE_ROLES } from '../../src/domain/access/roles.js';
import { TEST_NOW, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { appSignedIn } from '../helpers/signed-in-app.js';
import { fixture, TYPE } from '../helpers/lifecycle.js';

const NON_ADMINS = DEMO_USERS.filter(
  (u) => !u.roles.includes('AD_administratorius') && !u.roles.every((r) => (SELF_SERVICE_ROLES as readonly string[]).includes(r)),
);
const BASE = '/api/admin/klasifikatoriai';
const NEW_MUNICIPALITY = 'Naujosios Vilnios sav.';

describe.each(TEST_DIALECTS)('classifiers [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let notary: SignedIn;
  beforeAll(async () => {
    ({
      t,
      users: [admin, notary],
    } = await appSignedIn(dialect, 'AD_administratorius', 'DT_notaras'));
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const audits = (action: string) => t.db.kysely.selectFrom('audit_event').selectAll().where('action', '=', action).orderBy('id').execute();
  const valueCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('classifier_value')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** A notary's mortgage whose debtor lives in the given municipality: its stored check errors. */
  const mortgageIn = async (savivaldybe: string) => {
    const data = fixture('paprastas-vienas-turtas') as { skolininkai: { adresas: Record<string, string> }[] };
    data.skolininkai[0].adresas.savivaldybe = savivaldybe;
    const res = await call('POST', '/api/documents', { type: TYPE, data }, notary.headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().issues as { path: string; messageKey: string }[];
  };

  describe('access', () => {
    it('every classifier administration route refuses every non-admin role (403) and anonymous callers (401)', async () => {
      const routes = t.app.routeRules.filter((r) => r.url.startsWith(BASE) && r.method !== 'HEAD');
      expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
        `GET ${BASE}`,
        `GET ${BASE}/:classifier`,
        `POST ${BASE}/:classifier`,
        `PUT ${BASE}/:classifier/:id`,
      ]);
      const callers: { name: string; headers: Record<string, string> }[] = [];
      for (const u of NON_ADMINS) callers.push({ name: u.username, headers: (await login(t.app, u.username)).headers });
      expect(callers.length).toBeGreaterThan(20);
      for (const route of routes) {
        const url = route.url.replace(':classifier', 'salys').replace(':id', '1');
        const body = route.method === 'GET' ? undefined : { code: 'XQ', name_lt: 'X', name_en: 'X' };
        expect((await call(route.method, url, body, {})).statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
        for (const caller of callers)
          expect((await call(route.method, url, body, caller.headers)).statusCode, `${route.method} ${route.url} ${caller.name}`).toBe(403);
      }
      expect(await audits('classifier.value_added')).toHaveLength(0);
      expect(await audits('classifier.value_changed')).toHaveLength(0);
    }, 180_000);
  });

  describe(`GET ${BASE}`, () => {
    it('lists the classifiers with their values: 249 countries and the demo Kosovo, 60 municipalities, the search purposes', async () => {
      const res = await call('GET', BASE);
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual([
        { code: 'salys', current: 250, total: 250 },
        { code: 'savivaldybes', current: 60, total: 60 },
        { code: 'paieskos-tikslai', current: 7, total: 7 },
      ]);
    });
  });

  describe(`GET ${BASE}/:classifier`, () => {
    it('filters by code or name, sorts and pages on the server', async () => {
      const found = (await call('GET', `${BASE}/salys?q=lietuv`)).json();
      expect(found.total).toBe(1);
      expect(found.items[0]).toMatchObject({ code: 'LT', name_lt: 'Lietuva', name_en: 'Lithuania', valid_to: null, current: true });
      const page = (await call('GET', `${BASE}/savivaldybes?sort=code&order=asc&pageSize=2&page=1`)).json();
      expect(page).toMatchObject({ total: 60, page: 1, pageSize: 2 });
      expect(page.items.map((v: { code: string }) => v.code)).toEqual(['Akmenės r. sav.', 'Alytaus m. sav.']);
      const second = (await call('GET', `${BASE}/savivaldybes?sort=code&order=asc&pageSize=2&page=2`)).json();
      expect(second.items.map((v: { code: string }) => v.code)).toEqual(['Alytaus r. sav.', 'Anykščių r. sav.']);
      const byName = (await call('GET', `${BASE}/salys?q=united&sort=name_en&order=desc`)).json();
      expect(byName.items.map((v: { code: string }) => v.code)).toEqual(['US', 'GB', 'AE']);
      expect((await call('GET', `${BASE}/planetos`)).statusCode).toBe(400);
    });
  });

  describe(`POST ${BASE}/:classifier`, () => {
    it('adds a value, audited; a taken code is 409 and a malformed one 422, changing nothing', async () => {
      const before = await valueCount();
      const res = await call('POST', `${BASE}/salys`, { code: 'XA', name_lt: 'Bandomoji šalis', name_en: 'Test country' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ classifier: 'salys', code: 'XA', valid_from: TEST_NOW, valid_to: null, current: true });
      const [row] = await audits('classifier.value_added');
      expect(row).toMatchObject({ actor_name: 'AD_administratorius', at: TEST_NOW, object_type: 'classifier_value' });
      expect(JSON.parse(row.details ?? '{}')).toMatchObject({ classifier: 'salys', before: null, after: { code: 'XA', name_lt: 'Bandomoji šalis' } });

      // the demo's Kosovo is there already
      const { code, name_lt, name_en } = DEMO_CLASSIFIER_VALUE;
      const taken = await call('POST', `${BASE}/salys`, { code, name_lt, name_en });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ message: 'errors.classifier_code_taken', errors: [{ path: '/code', messageKey: 'errors.classifier_code_taken' }] });
      const malformed = await call('POST', `${BASE}/salys`, { code: 'ltu', name_lt: 'x', name_en: 'x' });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().errors).toEqual([{ path: '/code', messageKey: 'validation.classifier_code_format', severity: 'critical' }]);
      expect((await call('POST', `${BASE}/salys`, { code: 'XQ', name_lt: 'x' })).statusCode).toBe(400);
      expect(await valueCount()).toBe(before + 1);
      expect(await audits('classifier.value_added')).toHaveLength(1);
    });
  });

  describe(`PUT ${BASE}/:classifier/:id`, () => {
    it('renames and retires a value (audited before/after); a retired value leaves the form options but stays listed', async () => {
      const [lv] = (await call('GET', `${BASE}/salys?q=latvij`)).json().items;
      const renamed = await call('PUT', `${BASE}/salys/${lv.id}`, { name_en: 'Republic of Latvia' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ code: 'LV', name_en: 'Republic of Latvia', name_lt: 'Latvija' });
      const retired = await call('PUT', `${BASE}/salys/${lv.id}`, { valid_to: TEST_NOW });
      expect(retired.json()).toMatchObject({ valid_to: TEST_NOW, current: false });
      const changes = await audits('classifier.value_changed');
      expect(changes.map((r) => JSON.parse(r.details ?? '{}'))).toEqual([
        { classifier: 'salys', code: 'LV', before: { name_en: 'Latvia' }, after: { name_en: 'Republic of Latvia' } },
        { classifier: 'salys', code: 'LV', before: { valid_to: null }, after: { valid_to: TEST_NOW } },
      ]);
      const options = (await call('GET', '/api/classifiers/salys', undefined, notary.headers)).json().items.map((v: { code: string }) => v.code);
      expect(options).not.toContain('LV');
      expect(options).toContain('LT');
      expect((await call('GET', `${BASE}/salys?state=retired`)).json().items.map((v: { code: string }) => v.code)).toEqual(['LV']);
      // valid again
      expect((await call('PUT', `${BASE}/salys/${lv.id}`, { valid_to: null })).json()).toMatchObject({ valid_to: null, current: true });
    });

    it('refuses an end before the start (422), an unknown value (404) and an empty change (400)', async () => {
      const [lt] = (await call('GET', `${BASE}/salys?q=lietuv`)).json().items;
      const early = await call('PUT', `${BASE}/salys/${lt.id}`, { valid_to: '1999-01-01' });
      expect(early.statusCode).toBe(422);
      expect(early.json().errors).toEqual([{ path: '/valid_to', messageKey: 'validation.valid_to_before_from', severity: 'critical' }]);
      expect((await call('PUT', `${BASE}/savivaldybes/${lt.id}`, { name_lt: 'x' })).json()).toMatchObject({ message: 'errors.classifier_value_not_found' });
      expect((await call('PUT', `${BASE}/salys/${lt.id}`, {})).statusCode).toBe(400);
      expect((await call('GET', `${BASE}/salys?q=lietuv`)).json().items[0]).toMatchObject({ valid_to: null, name_lt: 'Lietuva' });
    });
  });

  describe('GET /api/classifiers/:classifier and /sav/classifiers/:classifier', () => {
    it('any signed-in user reads the values valid now; anonymous callers are refused', async () => {
      const res = await call('GET', '/api/classifiers/savivaldybes', undefined, notary.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toContainEqual({ code: 'Vilniaus m. sav.', name_lt: 'Vilniaus miesto savivaldybė', name_en: 'Vilnius city municipality' });
      const citizen = await gatewayLogin(t.app, '/sav', '38703181745/');
      const portal = await call('GET', '/sav/classifiers/salys', undefined, citizen.headers);
      expect(portal.statusCode).toBe(200);
      expect(portal.json().items).toContainEqual({ code: 'LT', name_lt: 'Lietuva', name_en: 'Lithuania' });
      expect((await call('GET', '/api/classifiers/salys', undefined, {})).statusCode).toBe(401);
    });
  });

  describe('validation against the classifier, without a rebuild', () => {
    it('refuses an unknown municipality at its field, accepts it once added, refuses it again once retired', async () => {
      const unknown = await mortgageIn(NEW_MUNICIPALITY);
      expect(unknown).toEqual([
        {
          path: '/skolininkai/0/adresas/savivaldybe',
          messageKey: 'validation.classifierValue',
          params: { classifier: 'savivaldybes', value: NEW_MUNICIPALITY },
          severity: 'critical',
        },
      ]);
      const added = await call('POST', `${BASE}/savivaldybes`, {
        code: NEW_MUNICIPALITY,
        name_lt: 'Naujosios Vilnios savivaldybė',
        name_en: 'Naujoji Vilnia municipality',
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(await mortgageIn(NEW_MUNICIPALITY)).toEqual([]);
      expect((await call('GET', '/api/classifiers/savivaldybes', undefined, notary.headers)).json().items.map((v: { code: string }) => v.code)).toContain(
        NEW_MUNICIPALITY,
      );
      // minutes later (within the session's idle time) the administrator retires it as of then
      const later = new Date(Date.parse(TEST_NOW) + 5 * 60_000).toISOString();
      t.clock.set(later);
      try {
        expect((await call('PUT', `${BASE}/savivaldybes/${added.json().id}`, { valid_to: later })).statusCode).toBe(200);
        expect((await mortgageIn(NEW_MUNICIPALITY)).map((e) => `${e.path} ${e.messageKey}`)).toEqual([
          '/skolininkai/0/adresas/savivaldybe validation.classifierValue',
        ]);
      } finally {
        t.clock.set(TEST_NOW);
      }
    });

    it('keeps the current values in this process: a value another process adds is seen once the cache time has passed', async () => {
      const other = 'Pabradės sav.';
      expect(await mortgageIn(other)).toHaveLength(1);
      // another API process's administrator adds it: this process still holds its copy
      await t.db.kysely
        .insertInto('classifier_value')
        .values({
          classifier: 'savivaldybes',
          code: other,
          name_lt: other,
          name_en: other,
          valid_from: TEST_NOW,
          valid_to: null,
          created_at: TEST_NOW,
          updated_at: TEST_NOW,
        })
        .execute();
      expect(await mortgageIn(other)).toHaveLength(1);
      t.clock.set(new Date(Date.parse(TEST_NOW) + CACHE_MS).toISOString());
      try {
        expect(await mortgageIn(other)).toEqual([]);
      } finally {
        t.clock.set(TEST_NOW);
      }
    });

    it('a document whose country is "LT" keeps working; an unknown country code is refused', async () => {
      expect(await mortgageIn('Vilniaus m. sav.')).toEqual([]);
      const data = fixture('paprastas-vienas-turtas') as { skolininkai: { adresas: Record<string, string> }[] };
      data.skolininkai[0].adresas.salis = 'QQ';
      const res = await call('POST', '/api/documents', { type: TYPE, data }, notary.headers);
      expect(res.json().issues.map((e: { path: string; messageKey: string }) => `${e.path} ${e.messageKey}`)).toEqual([
        '/skolininkai/0/adresas/salis validation.classifierValue',
      ]);
    });
  });

  describe('forgiving input', () => {
    it('stores a personal and a company code typed with spaces without them, valid', async () => {
      const data = fixture('paprastas-vienas-turtas') as { skolininkai: Record<string, unknown>[]; kreditoriai: Record<string, unknown>[] };
      data.skolininkai[0].asmensKodas = '387 0318 1745';
      data.kreditoriai[0].jaKodas = ' 112 029 651';
      const res = await call('POST', '/api/documents', { type: TYPE, data }, notary.headers);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().issues).toEqual([]);
      const stored = (await call('GET', `/api/documents/${res.json().id}`, undefined, notary.headers)).json().data;
      expect(stored.skolininkai[0].asmensKodas).toBe('38703181745');
      expect(stored.kreditoriai[0].jaKodas).toBe('112029651');
    });
  });
});
