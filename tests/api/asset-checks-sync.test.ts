import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../api/db/schema.js';
import { syncAssetChecks } from '../../api/modules/assets/repository.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { createDocument, fixture } from '../helpers/lifecycle.js';

type Data = Record<string, unknown>;

const EARLIER = '2026-11-19T08:00:00.000Z';

describe.each(TEST_DIALECTS)('asset checks follow the saves [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    notary = await login(t.app, 'DT_notaras');
  });
  afterAll(async () => t.close());

  const put = (id: number, version: number, data: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/documents/${id}`, headers: { ...notary.headers, 'if-match': `"${version}"` }, payload: { data } });
  const rows = (id: number) => t.db.kysely.selectFrom('asset_check').selectAll().where('document_id', '=', id).orderBy('asset_id').execute();
  const withNumber = (data: Data, unikalusNr: string): Data => ({ ...data, turtas: [{ ...(data.turtas as Data[])[0], unikalusNr }] });

  /** A draft whose asset the lookup answered, plus a row written around the services (a marker any asset-check write would remove). */
  async function settledDraft(data: Data): Promise<number> {
    const id = await createDocument(t.app, notary, data);
    await t.db.kysely.updateTable('asset_check').set({ status: 'tinkamas', checked_at: EARLIER }).where('document_id', '=', id).execute();
    await t.db.kysely
      .insertInto('asset_check')
      .values({
        document_id: id,
        asset_id: 'pasalintas',
        kind: 'ntr',
        unique_number: '4400-0000-0001',
        status: 'tinkamas',
        requested_at: EARLIER,
        checked_at: EARLIER,
      })
      .execute();
    return id;
  }

  describe('PUT /api/documents/:id', () => {
    it('leaves the check rows as they were when no asset number changed', async () => {
      const data = fixture('paprastas-vienas-turtas');
      const id = await settledDraft(data);
      const before = await rows(id);
      const res = await put(id, 1, { ...data, dokumentas: { ...(data.dokumentas as Data), sudarymoVieta: 'Kaunas' } });
      expect(res.statusCode).toBe(200);
      expect(await rows(id)).toEqual(before);
    });

    it('asks again about a changed number and drops the rows of assets the data no longer has', async () => {
      const data = fixture('paprastas-vienas-turtas');
      const id = await settledDraft(data);
      const res = await put(id, 1, withNumber(data, '4400-1234-5678:0002'));
      expect(res.statusCode).toBe(200);
      expect(await rows(id)).toEqual([
        { document_id: id, asset_id: 't1', kind: 'ntr', unique_number: '4400-1234-5678:0002', status: 'tikrinamas', requested_at: TEST_NOW, checked_at: null },
      ]);
    });
  });

  describe('syncAssetChecks', () => {
    it('issues no statement when the looked-up assets are as before, and deletes once they are gone', async () => {
      const data = fixture('paprastas-vienas-turtas');
      const id = await createDocument(t.app, notary, data);
      const statements: string[] = [];
      const logged: Kysely<Database> = t.db.kysely.withPlugin({
        transformQuery: (args) => {
          statements.push(args.node.kind);
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const withoutAssets = { ...data, turtas: [] };
      await syncAssetChecks(logged, id, data, TEST_NOW, data);
      await syncAssetChecks(logged, id, withoutAssets, TEST_NOW, null);
      expect(statements).toEqual([]);
      await syncAssetChecks(logged, id, withoutAssets, TEST_NOW, data);
      expect(statements).toEqual(['DeleteQueryNode']);
      expect(await rows(id)).toEqual([]);
    });
  });
});
