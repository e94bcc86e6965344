/**
 * The 16 request types (schemas/requests) through the API: the portal catalogue lists them with
 * their routes and creators; a citizen files every valid fixture (POST /sav/requests, 201) and
 * every invalid one is refused with 422 and exactly its field errors, nothing written; a notary
 * files for a client under /api; a role that may not create requests is refused; a request type
 * is not a document type.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixtures } from '../../scripts/lib/fixtures.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { expectInvalidFixtureSaved } from '../helpers/drafts.js';

const REQUEST_TYPES = fs
  .readdirSync('schemas/requests')
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace(/\.schema\.json$/, ''))
  .sort();

describe.each(TEST_DIALECTS)('request types through the API [%s]', (dialect) => {
  let t: TestApp;
  let citizen: SignedIn;
  let notary: SignedIn;
  let company: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // The fixtures' applicant is Jonas Jonaitis 38703181745: the citizen files as himself.
    citizen = await gatewayLogin(t.app, '/sav', '38703181745/');
    notary = await login(t.app, 'DT_notaras');
    company = await login(t.app, 'DT_JA');
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (who: SignedIn, base: '/sav' | '/api', type: string, data: unknown, family = 'requests') =>
    t.app.inject({ method: 'POST', url: `${base}/${family}`, headers: who.headers, payload: { type, data } as object });
  const total = async (type: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/sav/requests?type=${type}`, headers: citizen.headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { total: number }).total;
  };

  it('the portal catalogue lists the 16 request types with their routes and creators', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sav/catalog', headers: citizen.headers });
    expect(res.statusCode, res.body).toBe(200);
    const requests = (res.json() as { id: string; family: string; route: string; createRoles: string[]; lifecycle: string }[]).filter(
      (e) => e.family === 'requests',
    );
    expect(requests.map((e) => e.id).sort()).toEqual(REQUEST_TYPES);
    for (const e of requests) {
      expect(e.route, e.id).toBe(
        `/ntr-paslaugos/${e.id.replace(/-(iregistravimas|perkelimas|isregistravimas|sudarymas|nutraukimas)$/, '')}/${/[^-]+$/.exec(e.id)![0]}`,
      );
      expect([...e.createRoles].sort(), e.id).toEqual(['DT_notaras', 'EL_FA', 'EL_JA']);
      expect(e.lifecycle).toBe('self-service');
    }
  });

  describe.each(REQUEST_TYPES)('%s', (type) => {
    const fixtures = readFixtures('.', type, []);

    it.each(fixtures.filter((f) => f.kind === 'valid').map((f) => [f.name, f] as const))(
      'valid/%s is filed by the citizen (201) and reads back',
      async (_name, f) => {
        const res = await create(citizen, '/sav', type, f.data);
        expect(res.statusCode, res.body).toBe(201);
        const { id } = res.json() as { id: number };
        const view = await t.app.inject({ method: 'GET', url: `/sav/requests/${id}`, headers: citizen.headers });
        expect(view.statusCode, view.body).toBe(200);
        expect((view.json() as { type: string; data: unknown }).data).toEqual(f.data);
      },
    );

    it.each(fixtures.filter((f) => f.kind === 'invalid').map((f) => [f.name, f] as const))(
      'invalid/%s: refused with exactly its refusing errors, or a draft with exactly its check errors',
      async (_name, f) => {
        const before = await total(type);
        const res = await create(citizen, '/sav', type, f.data);
        expect(await total(type)).toBe(before + expectInvalidFixtureSaved(res, f.expect, 'portal'));
      },
    );
  });

  it('a notary files a request for a client under /api', async () => {
    const [f] = readFixtures('.', 'seimos-turtas-iregistravimas', []).filter((x) => x.kind === 'valid');
    const res = await create(notary, '/api', 'seimos-turtas-iregistravimas', f.data);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a role that may not create requests is refused (403), nothing written', async () => {
    const [f] = readFixtures('.', 'nuomos-sutartis-sudarymas', []).filter((x) => x.kind === 'valid');
    const before = await total('nuomos-sutartis-sudarymas');
    const res = await create(company, '/api', 'nuomos-sutartis-sudarymas', f.data);
    expect(res.statusCode, res.body).toBe(403);
    expect(await total('nuomos-sutartis-sudarymas')).toBe(before);
  });

  it('a request type is not a document type (404 under /documents)', async () => {
    const [f] = readFixtures('.', 'nuomos-sutartis-sudarymas', []).filter((x) => x.kind === 'valid');
    const res = await create(notary, '/api', 'nuomos-sutartis-sudarymas', f.data, 'documents');
    expect(res.statusCode, res.body).toBe(404);
  });
});
