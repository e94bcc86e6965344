/**
 * The statements a GET of a document sends to the database (decisions 0142, 0179): the session
 * with its user and roles and the item with its lock in one statement — one round trip on
 * PostgreSQL, nothing else once the caches (types, system parameters, classifiers) are warm.
 * A second statement on this path costs a PostgreSQL round trip on every read and fails here;
 * the session is still judged on every GET (a revoked one is refused at once). The item statement
 * leaves the data out while this process holds the row's version (decision 0165), and a new
 * version — whoever wrote it — comes with its data at once.
 */
import fs from 'node:fs';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../api/modules/auth/tokens.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bearer, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { itemsClient } from '../helpers/items.js';

const TYPE = 'sutartine-hipoteka';
const valid = (JSON.parse(fs.readFileSync(`tests/fixtures/${TYPE}/valid/paprastas-vienas-turtas.json`, 'utf8')) as { data: Record<string, unknown> }).data;

describe.each(TEST_DIALECTS)('statements of a GET document [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let statements = 0;
  /** the data column of the item statements, in order */
  let itemData: unknown[] = [];
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements += 1;
      const [row] = args.result.rows;
      if (row && 'lock_user_id' in row) itemData.push(row.data);
      return args.result;
    },
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { plugins: [counter] });
    notary = await login(t.app, 'DT_notaras');
  }, 120_000);
  afterAll(() => t?.close());

  it('reads the session and the item: one statement', async () => {
    const documents = itemsClient(t.app, notary, '/api', 'documents');
    const id = await documents.createId(TYPE, valid);
    // warm: the first read may load what later reads take from the caches
    expect((await documents.get(id)).statusCode).toBe(200);
    statements = 0;
    const res = await documents.get(id);
    expect(res.statusCode).toBe(200);
    expect(statements).toBe(1);
  });

  it('still judges the session on every GET, and answers a missing or malformed id as before', async () => {
    const documents = itemsClient(t.app, notary, '/api', 'documents');
    const id = await documents.createId(TYPE, valid);
    expect((await documents.get(id)).statusCode).toBe(200);
    statements = 0;
    expect((await documents.get(id + 1_000_000)).statusCode).toBe(404);
    expect(statements).toBe(1);
    // an id of another family does not exist for it
    const requests = itemsClient(t.app, notary, '/api', 'requests');
    expect((await requests.get(id)).statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/documents/x1', headers: notary.headers });
    expect(malformed.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: bearer('not-a-session') });
    expect(unknown.statusCode).toBe(401);

    const other = await login(t.app, 'DT_notaras');
    const theirs = itemsClient(t.app, other, '/api', 'documents');
    expect((await theirs.get(id)).statusCode).toBe(200);
    await t.db.kysely
      .updateTable('session')
      .set({ revoked_at: new Date().toISOString(), revoke_reason: 'test' })
      .where('token_hash', '=', hashToken(other.token))
      .execute();
    const revoked = await theirs.get(id);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.body).not.toContain('KS-');
  });

  it('leaves the data out of the item statement while the version is held; a new version brings it', async () => {
    const documents = itemsClient(t.app, notary, '/api', 'documents');
    const id = await documents.createId(TYPE, valid);
    const first = await documents.view(id);
    itemData = [];
    const again = await documents.get(id);
    expect(itemData).toEqual([null]);
    expect(again.json()).toEqual(first);

    // a save through the API
    const changed = { ...valid, sandoris: { ...(valid.sandoris as object), numeris: 'KS-2026-18' } };
    expect((await documents.put(id, first.version, changed)).statusCode).toBe(200);
    itemData = [];
    const saved = await documents.view(id);
    expect(saved.data).toMatchObject({ sandoris: { numeris: 'KS-2026-18' } });
    expect(typeof itemData[0]).toBe('string');

    // another process's save: the row at a version this process never read
    const elsewhere = { ...valid, sandoris: { ...(valid.sandoris as object), numeris: 'KS-2026-19' } };
    await t.db.kysely
      .updateTable('document')
      .set({ data: JSON.stringify(elsewhere), version: saved.version + 1 })
      .where('id', '=', id)
      .execute();
    const seen = await documents.view(id);
    expect(seen).toMatchObject({ version: saved.version + 1, data: { sandoris: { numeris: 'KS-2026-19' } } });
  });
});
