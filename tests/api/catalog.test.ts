import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPILED } from '../../src/domain/generated/validators/index.js';
import { schemaVersionOf as browserSchemaVersion } from '../../src/lib/api/schema-version.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const fixture = (kind: string, name: string) =>
  JSON.parse(fs.readFileSync(`tests/fixtures/sutartine-hipoteka/${kind}/${name}.json`, 'utf8')) as { data: Record<string, unknown>; expect?: unknown[] };

describe.each(TEST_DIALECTS)('catalog routes [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    notary = await login(t.app, 'DT_notaras');
  });
  afterAll(() => t.close());

  it('refuses anonymous callers with 401 on every catalogue route', async () => {
    for (const [method, url] of [
      ['GET', '/api/catalog'],
      ['GET', '/sav/catalog/sutartine-hipoteka'],
      ['POST', '/api/catalog/sutartine-hipoteka/validate'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('GET /api/catalog lists the types with id, family, title key, route, roles and current version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog', headers: notary.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      id: 'sutartine-hipoteka',
      family: 'documents',
      titleKey: 'types.sutartine-hipoteka.title',
      route: '/hipoteka/sutartine-hipoteka',
      createRoles: ['DT_notaras', 'DT_notaro_padejejas', 'DT_notaro_atstovas', 'RG_STSR_registrat', 'RG'],
      lifecycle: 'professional',
      schemaVersion: await browserSchemaVersion((await PRECOMPILED['sutartine-hipoteka']()).schema),
    });
  });

  it('names as current version of every build type the one the browser finds in its chunk (decision 0157)', async () => {
    const listed = (await t.app.inject({ method: 'GET', url: '/api/catalog', headers: notary.headers })).json() as { id: string; schemaVersion: string }[];
    const inBuild = listed.filter(({ id }) => Object.hasOwn(PRECOMPILED, id));
    expect(inBuild.length).toBe(Object.keys(PRECOMPILED).length);
    for (const { id, schemaVersion } of inBuild) expect(schemaVersion, id).toBe(await browserSchemaVersion((await PRECOMPILED[id]()).schema));
  });

  it('GET /api/catalog/:id serves the bundled schema, the uiSchema with shared definitions and the layout', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/sutartine-hipoteka', headers: notary.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.schema.$id).toBe('https://registrai.lt/schemas/documents/sutartine-hipoteka.schema.json');
    // self-contained: every $ref is local
    expect(JSON.stringify(body.schema).match(/"\$ref":"(?!#)/)).toBeNull();
    expect(body.schema.properties.skolininkai.title).toBe('types.sutartine-hipoteka.fields.skolininkai');
    expect(body.layout.tabs.map((s: { id: string }) => s.id)).toEqual([
      'dokumento-duomenys',
      'duomenu-teikejas',
      'skolininkai',
      'kreditoriai',
      'ikaito-davejai-hr',
      'turtas',
      'prievole',
      'sandoris',
      'nustatymas',
      'salygos',
      'kita-informacija',
      'informavimas',
    ]);
    expect(body.layout.steps[0]).toMatchObject({ id: 'asmenys' });
    expect(body.uiSchema['ui:definitions']['#/$defs/person'].asmensKodas).toEqual({ 'ui:options': { tooltip: 'ASMENS_KODAS' } });
  });

  it('GET /api/catalog/:id: unknown type 404, malformed id 400', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/catalog/nera-tokio', headers: notary.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'errors.catalog_type_not_found' });
    expect((await t.app.inject({ method: 'GET', url: '/api/catalog/Bad_Id', headers: notary.headers })).statusCode).toBe(400);
  });

  it('every type uses its precompiled validator: nothing was compiled at start-up', () => {
    for (const type of t.app.catalog.list()) expect(t.app.catalog.validatorSource(type.id)).toBe('precompiled');
  });

  it('POST validate accepts a valid document with 200 and no errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/sutartine-hipoteka/validate',
      headers: notary.headers,
      payload: fixture('valid', 'paprastas-vienas-turtas').data,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ errors: [] });
  });

  it('POST validate answers 422 with one critical entry per invalid field', async () => {
    const f = fixture('invalid', 'required-fields-missing');
    const res = await t.app.inject({ method: 'POST', url: '/api/catalog/sutartine-hipoteka/validate', headers: notary.headers, payload: f.data });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('errors.validation');
    expect(body.errors).toHaveLength(4);
    expect(body.errors).toContainEqual({ path: '/skolininkai/0/pavarde', messageKey: 'validation.required', severity: 'critical' });
  });

  it('POST validate refuses a body that is not an object with 400, and an unknown type with 404', async () => {
    const list = await t.app.inject({ method: 'POST', url: '/api/catalog/sutartine-hipoteka/validate', headers: notary.headers, payload: [1, 2] });
    expect(list.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/catalog/nera-tokio/validate', headers: notary.headers, payload: {} });
    expect(unknown.statusCode).toBe(404);
  });

  it('judges "not later than today" by the server clock', async () => {
    const data = fixture('valid', 'paprastas-vienas-turtas').data as { dokumentas: Record<string, unknown> };
    data.dokumentas.sudarymoData = '2026-11-21';
    const before = await t.app.inject({ method: 'POST', url: '/api/catalog/sutartine-hipoteka/validate', headers: notary.headers, payload: data });
    expect(before.json().errors).toEqual([{ path: '/dokumentas/sudarymoData', messageKey: 'validation.notAfterToday', severity: 'critical' }]);
    // 22:30 UTC on the 20th is already the 21st in Vilnius (sign in again: the clock jump idles the session out)
    for (const instant of ['2026-11-20T22:30:00.000Z', '2026-11-21T08:00:00.000Z']) {
      t.clock.set(instant);
      const again = await login(t.app, 'DT_notaras');
      const after = await t.app.inject({ method: 'POST', url: '/api/catalog/sutartine-hipoteka/validate', headers: again.headers, payload: data });
      expect(after.statusCode, instant).toBe(200);
    }
    t.clock.set('2026-11-20T21:59:00.000Z');
    const late = await login(t.app, 'DT_notaras');
    const stillThe20th = await t.app.inject({ method: 'POST', url: '/api/catalog/sutartine-hipoteka/validate', headers: late.headers, payload: data });
    expect(stillThe20th.statusCode).toBe(422);
    t.clock.set('2026-11-20T10:00:00.000Z');
    notary = await login(t.app, 'DT_notaras');
  });

  it('runs registered business checks on schema-valid data: critical and warnings, per type and for all types', async () => {
    t.app.catalog.registerBusinessCheck('sutartine-hipoteka', (data, ctx) =>
      (data as { turtas: unknown[] }).turtas.length === 1 && ctx.user?.roles.includes('DT_notaras')
        ? [{ path: '/turtas', messageKey: 'checks.test_single_asset', severity: 'warning' }]
        : [],
    );
    t.app.catalog.registerBusinessCheck('*', (_data, ctx) => [{ path: '', messageKey: `checks.test_today_${ctx.today}`, severity: 'critical' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/sutartine-hipoteka/validate',
      headers: notary.headers,
      payload: fixture('valid', 'paprastas-vienas-turtas').data,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual([
      { path: '', messageKey: 'checks.test_today_2026-11-20', severity: 'critical' },
      { path: '/turtas', messageKey: 'checks.test_single_asset', severity: 'warning' },
    ]);
    // schema errors come first: business checks never run on invalid data
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/sutartine-hipoteka/validate',
      headers: notary.headers,
      payload: fixture('invalid', 'idk-13-digits').data,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual([{ path: '/dokumentas/idk', messageKey: 'validation.idk', severity: 'critical' }]);
  });
});

// The portal base, with a portal session from the access plugin's resolver (the gateway
// sign-in is the identity module's to test).
describe.each(TEST_DIALECTS)('catalog routes on the portal base [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.app.setSessionResolver(async (request) =>
      request.headers.authorization === 'Bearer portal-test'
        ? {
            userId: 1,
            username: 'EL_FA',
            displayName: 'Jonas Petraitis',
            roles: ['EL_FA'],
            face: 'portal',
            sessionId: 1,
            officeId: null,
            personCode: '38703181745',
            companyCode: null,
          }
        : null,
    );
  });
  afterAll(() => t.close());

  it('serves GET /sav/catalog and /sav/catalog/:id to a signed-in portal user, 401 without a session', async () => {
    const headers = { authorization: 'Bearer portal-test' };
    expect((await t.app.inject({ method: 'GET', url: '/sav/catalog' })).statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: '/sav/catalog', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((x: { id: string }) => x.id)).toContain('sutartine-hipoteka');
    const one = await t.app.inject({ method: 'GET', url: '/sav/catalog/sutartine-hipoteka', headers });
    expect(one.json().schema.title).toBe('types.sutartine-hipoteka.title');
  });
});
