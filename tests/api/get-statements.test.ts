/**
 * The statements a GET of a document sends to the database (decision 0142): the session with
 * its user and roles, then the item with its lock — two round trips on PostgreSQL, nothing
 * else once the caches (types, system parameters, classifiers) are warm. A third statement on
 * this path costs a PostgreSQL round trip on every read and fails here.
 */
import fs from 'node:fs';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { itemsClient } from '../helpers/items.js';

const TYPE = 'sutartine-hipoteka';
const valid = (JSON.parse(fs.readFileSync(`tests/fixtures/${TYPE}/valid/paprastas-vienas-turtas.json`, 'utf8')) as { data: Record<string, unknown> }).data;

describe.each(TEST_DIALECTS)('statements of a GET document [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements += 1;
      return args.result;
    },
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { plugins: [counter] });
    notary = await login(t.app, 'DT_notaras');
  }, 120_000);
  afterAll(() => t?.close());

  it('reads the session and the item: two statements', async () => {
    const documents = itemsClient(t.app, notary, '/api', 'documents');
    const id = await documents.createId(TYPE, valid);
    // warm: the first read may load what later reads take from the caches
    expect((await documents.get(id)).statusCode).toBe(200);
    statements = 0;
    const res = await documents.get(id);
    expect(res.statusCode).toBe(200);
    expect(statements).toBe(2);
  });
});
