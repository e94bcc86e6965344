import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { expectInvalidFixtureSaved } from '../helpers/drafts.js';

const TYPE = 'sutartine-hipoteka';
const FIXTURES = `tests/fixtures/${TYPE}`;
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { data: Record<string, unknown>; expect?: { path: string; messageKey: string }[] };
const valid = read(`${FIXTURES}/valid/paprastas-vienas-turtas.json`).data;
const invalidFiles = fs.readdirSync(`${FIXTURES}/invalid`);

describe.each(TEST_DIALECTS)('documents API [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let assistant: SignedIn;
  let bailiff: SignedIn;
  let registrar: SignedIn;
  let counts: () => Promise<number[]>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [notary, assistant, bailiff, registrar] = await Promise.all(
      ['DT_notaras', 'DT_notaro_padejejas', 'DT_antstolis', 'RG_STSR_registrat'].map((u) => login(t.app, u)),
    );
    const db = t.db.kysely;
    counts = async () =>
      Promise.all(
        (['document', 'document_party', 'document_asset'] as const).map(async (table) =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
  });
  afterAll(() => t.close());

  const create = (who: SignedIn, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/documents', headers: who.headers, payload });

  describe('POST /api/documents', () => {
    it('creates a document in preparation with version 1, index rows and an audit event', async () => {
      const res = await create(notary, { type: TYPE, data: valid });
      expect(res.statusCode).toBe(201);
      const { id, version } = res.json();
      expect(version).toBe(1);
      expect(res.headers.etag).toBe('"1"');
      const db = t.db.kysely;
      const parties = await db.selectFrom('document_party').selectAll().where('document_id', '=', id).execute();
      expect(parties.map((p) => p.code).sort()).toEqual(['112029651', '38703181745']);
      const assets = await db.selectFrom('document_asset').selectAll().where('document_id', '=', id).execute();
      expect(assets.map((a) => a.identifier)).toEqual(['4400-1234-5678:0001']);
      const audit = await db.selectFrom('audit_event').selectAll().where('object_type', '=', 'document').where('object_id', '=', String(id)).execute();
      expect(audit.map((a) => a.action)).toEqual(['document.create']);
    });

    it.each(invalidFiles)('invalid fixture %s: refused with its refusing errors (nothing written), or a draft with its check errors', async (file) => {
      const fixture = read(`${FIXTURES}/invalid/${file}`);
      const before = await counts();
      const res = await create(notary, { type: TYPE, data: fixture.data });
      const written = expectInvalidFixtureSaved(res, fixture.expect ?? []);
      const after = await counts();
      expect(after[0]).toBe(before[0] + written);
      if (written === 0) expect(after).toEqual(before);
    });

    it('answers an unknown type with 404 and a type the role may not create with 403', async () => {
      expect((await create(notary, { type: 'no-such-type', data: {} })).statusCode).toBe(404);
      const before = await counts();
      expect((await create(bailiff, { type: TYPE, data: valid })).statusCode).toBe(403);
      expect(await counts()).toEqual(before);
    });

    it('refuses anonymous callers and unknown envelope properties', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/documents', payload: { type: TYPE, data: valid } })).statusCode).toBe(401);
      expect((await create(notary, { type: TYPE, data: valid, status: 'iregistruotas' })).statusCode).toBe(400);
    });
  });

  describe('GET /api/documents/:id', () => {
    it('returns the document with its status, schema version and the actions the user may take', async () => {
      const { id } = (await create(notary, { type: TYPE, data: valid })).json();
      const res = await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: notary.headers });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc).toMatchObject({ id, type: TYPE, status: 'rengiamas', version: 1, data: valid, editable: true, lock: null });
      expect(doc.schemaVersion).toMatch(/^[0-9a-f]{16}$/);
      expect(doc.allowedActions).toEqual(['pasirasyti']);
    });

    it('shows the document to a colleague of the same office and to the registry, read-only for the registry', async () => {
      const { id } = (await create(notary, { type: TYPE, data: valid })).json();
      const colleague = await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: assistant.headers });
      expect(colleague.json()).toMatchObject({ editable: true });
      const registry = await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: registrar.headers });
      expect(registry.statusCode).toBe(200);
      expect(registry.json()).toMatchObject({ editable: false, allowedActions: [] });
    });

    it("hides another provider's document (404)", async () => {
      const { id } = (await create(notary, { type: TYPE, data: valid })).json();
      expect((await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: bailiff.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/documents/999999', headers: notary.headers })).statusCode).toBe(404);
    });
  });

  describe('PUT /api/documents/:id', () => {
    const changed = { ...valid, dokumentas: { ...(valid.dokumentas as object), registroNr: '9-9999' } };
    const put = (who: SignedIn, id: number, ifMatch: string | undefined, data: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/documents/${id}`,
        headers: { ...who.headers, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
        payload: { data },
      });

    it('saves with the current version, answers 428 without If-Match and 412 when stale', async () => {
      const { id } = (await create(notary, { type: TYPE, data: valid })).json();
      expect((await put(notary, id, undefined, changed)).statusCode).toBe(428);
      const ok = await put(notary, id, '"1"', changed);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ id, version: 2 });
      expect((await put(notary, id, '1', changed)).statusCode).toBe(412);
      const doc = (await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: notary.headers })).json();
      expect(doc.data.dokumentas.registroNr).toBe('9-9999');
    });

    it('lets exactly one of two concurrent saves carrying one version succeed', async () => {
      const { id } = (await create(notary, { type: TYPE, data: valid })).json();
      const results = await Promise.all([put(notary, id, '1', changed), put(assistant, id, '1', valid), put(notary, id, '1', valid)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 412, 412]);
      const row = await t.db.kysely.selectFrom('document').select('version').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.version).toBe(2);
    });

    it('refuses data of a wrong type with 422 and keeps the stored data and version', async () => {
      const { id } = (await create(notary, { type: TYPE, data: valid })).json();
      const res = await put(notary, id, '1', { ...valid, skolininkai: 'Jonas' });
      expect(res.statusCode).toBe(422);
      const row = await t.db.kysely.selectFrom('document').select(['version', 'data']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.version).toBe(1);
      expect(JSON.parse(row.data)).toEqual(valid);
    });

    it('refuses a registrar (403) and a stranger (404)', async () => {
      const { id } = (await create(notary, { type: TYPE, data: valid })).json();
      expect((await put(registrar, id, '1', changed)).statusCode).toBe(403);
      expect((await put(bailiff, id, '1', changed)).statusCode).toBe(404);
    });
  });

  describe('GET /api/documents', () => {
    it('pages, sorts and filters on the server, and lists only what the user may see', async () => {
      const mine = await t.app.inject({ method: 'GET', url: '/api/documents?page=1&pageSize=2&sort=id&direction=asc', headers: notary.headers });
      expect(mine.statusCode).toBe(200);
      const body = mine.json();
      expect(body.items).toHaveLength(2);
      expect(body.total).toBeGreaterThan(2);
      expect(body.items[0].id).toBeLessThan(body.items[1].id);
      expect(body.items[0].parties.length).toBeGreaterThan(0);
      const page2 = (await t.app.inject({ method: 'GET', url: '/api/documents?page=2&pageSize=2&sort=id&direction=asc', headers: notary.headers })).json();
      expect(page2.items[0].id).toBeGreaterThan(body.items[1].id);
      const theirs = (await t.app.inject({ method: 'GET', url: '/api/documents', headers: bailiff.headers })).json();
      expect(theirs.total).toBe(0);
      // the seed's demo office has documents in several statuses; no professional document awaits payment
      const filtered = (await t.app.inject({ method: 'GET', url: '/api/documents?status=laukia_apmokejimo', headers: notary.headers })).json();
      expect(filtered.total).toBe(0);
      const registered = (await t.app.inject({ method: 'GET', url: '/api/documents?status=iregistruotas', headers: notary.headers })).json();
      expect(registered.items.every((i: { status: string }) => i.status === 'iregistruotas')).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: '/api/documents?pageSize=1000', headers: notary.headers })).statusCode).toBe(400);
    });
  });
});
