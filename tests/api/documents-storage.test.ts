/**
 * What the documents API's fast paths must keep (api/modules/documents/README.md "Speed"):
 * GET answers the stored data as it was saved, with the lock read in the same statement;
 * PUT keeps the search rows in line with the data whether or not they changed; the session
 * lookup sees role changes on the very next request.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { acquire } from '../../api/modules/locks/repository.js';

type Data = Record<string, unknown> & { skolininkai: Record<string, unknown>[]; turtas: Record<string, unknown>[] };
const valid = (JSON.parse(fs.readFileSync('tests/fixtures/sutartine-hipoteka/valid/paprastas-vienas-turtas.json', 'utf8')) as { data: Data }).data;
const at = (seconds: number) => new Date(Date.parse(TEST_NOW) + seconds * 1000).toISOString();

describe.each(TEST_DIALECTS)('documents API storage paths [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let assistant: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(TEST_NOW);
    [notary, assistant] = await Promise.all(['DT_notaras', 'DT_notaro_padejejas'].map((u) => login(t.app, u)));
  });

  const create = async (data: unknown = valid): Promise<number> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: notary.headers, payload: { type: 'sutartine-hipoteka', data } });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const get = (who: SignedIn, id: number) => t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: who.headers });
  const put = (id: number, version: number, data: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/documents/${id}`, headers: { ...notary.headers, 'if-match': `"${version}"` }, payload: { data } });
  const partyCodes = async (id: number) =>
    (await t.db.kysely.selectFrom('document_party').select('code').where('document_id', '=', id).execute()).map((p) => p.code).sort();
  const assetIds = async (id: number) =>
    (await t.db.kysely.selectFrom('document_asset').select('identifier').where('document_id', '=', id).execute()).map((a) => a.identifier).sort();

  it('GET answers the data as saved (non-ASCII text included), as JSON, with every envelope field', async () => {
    const data = { ...valid, skolininkai: [{ ...valid.skolininkai[0], vardas: 'Žydrūnė', pavarde: 'Ąžuolaitė-„Čiurlionytė"' }] };
    const id = await create(data);
    const res = await get(notary, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.etag).toBe('"1"');
    const body = res.json();
    expect(body.data).toEqual(data);
    expect(body).toMatchObject({ id, type: 'sutartine-hipoteka', status: 'rengiamas', version: 1, editable: true, lock: null, notice: null });
    expect(Object.keys(body).sort()).toEqual([
      'allowedActions',
      'checkErrors',
      'createdAt',
      'data',
      'editable',
      'id',
      'lock',
      'notice',
      'schemaVersion',
      'status',
      'type',
      'updatedAt',
      'version',
    ]);
  });

  it('GET shows only an active lock of this item kind: not an expired one, not one of a revoked session, not a request lock of the same id', async () => {
    const id = await create();
    // the assistant's newest session is the one beforeEach signed in
    const { id: sessionId } = await t.db.kysely
      .selectFrom('session')
      .select('id')
      .where('user_id', '=', assistant.body.naudotojas.snau_id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const holder = { userId: assistant.body.naudotojas.snau_id, sessionId };
    await acquire(t.db.kysely, { kind: 'request', id }, holder, TEST_NOW, at(120));
    expect((await get(notary, id)).json().lock).toBeNull();
    await acquire(t.db.kysely, { kind: 'document', id }, holder, TEST_NOW, at(120));
    expect((await get(notary, id)).json().lock).toMatchObject({ holder: { userId: holder.userId }, mine: false, since: TEST_NOW, expiresAt: at(120) });
    expect((await get(assistant, id)).json().lock.mine).toBe(true);
    // the save is refused while someone else holds it
    expect((await put(id, 1, valid)).statusCode).toBe(409);
    t.clock.set(at(121));
    expect((await get(notary, id)).json().lock).toBeNull();
    t.clock.set(TEST_NOW);
    await t.db.kysely.updateTable('session').set({ revoked_at: TEST_NOW }).where('id', '=', holder.sessionId).execute();
    expect((await get(notary, id)).json().lock).toBeNull();
    expect((await put(id, 1, valid)).statusCode).toBe(200);
  });

  it('PUT keeps the party and asset rows in line with the data, changed or not', async () => {
    const id = await create();
    expect(await partyCodes(id)).toEqual(['112029651', '38703181745']);
    expect(await assetIds(id)).toEqual(['4400-1234-5678:0001']);
    // unchanged data: the same rows
    expect((await put(id, 1, valid)).statusCode).toBe(200);
    expect(await partyCodes(id)).toEqual(['112029651', '38703181745']);
    expect(await assetIds(id)).toEqual(['4400-1234-5678:0001']);
    // another debtor, same assets
    const otherDebtor = { ...valid, skolininkai: [{ ...valid.skolininkai[0], asmensKodas: '49001010001' }] };
    expect((await put(id, 2, otherDebtor)).statusCode).toBe(200);
    expect(await partyCodes(id)).toEqual(['112029651', '49001010001']);
    expect(await assetIds(id)).toEqual(['4400-1234-5678:0001']);
    // another asset, same parties
    const otherAsset = { ...otherDebtor, turtas: [{ ...valid.turtas[0], unikalusNr: '4400-9876-5432:0002' }] };
    expect((await put(id, 3, otherAsset)).statusCode).toBe(200);
    expect(await partyCodes(id)).toEqual(['112029651', '49001010001']);
    expect(await assetIds(id)).toEqual(['4400-9876-5432:0002']);
    // only the value of the asset changes: the row carries the new value
    const dearer = { ...otherAsset, turtas: [{ ...otherAsset.turtas[0], verte: 150000.5 }] };
    expect((await put(id, 4, dearer)).statusCode).toBe(200);
    const [asset] = await t.db.kysely.selectFrom('document_asset').select('value_eur').where('document_id', '=', id).execute();
    expect(Number(asset.value_eur)).toBe(150000.5);
    expect((await get(notary, id)).json()).toMatchObject({ version: 5, data: dearer });
  });

  it('sees a role taken away on the very next request', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/documents', headers: assistant.headers });
    expect(me.statusCode).toBe(200);
    await t.db.kysely.deleteFrom('user_role').where('user_id', '=', assistant.body.naudotojas.snau_id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/documents', headers: assistant.headers })).statusCode).toBe(401);
  });
});
