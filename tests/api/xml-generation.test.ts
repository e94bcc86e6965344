/**
 * GET /api/xml-schema-versions, the administration's generation view (/admin/generavimas,
 * decision 0119): every generated type XSD with its current schema version and the schema
 * versions items are still pinned to; administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

interface Item {
  typeId: string;
  family: string;
  xmlVersion: number;
  xsd: string;
  schemaVersion: string;
  pinned: { schemaVersion: string; items: number }[];
}

describe.each(TEST_DIALECTS)('GET /api/xml-schema-versions [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let notary: SignedIn;
  const list = async (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/xml-schema-versions', headers: who.headers });
  const count = async (typeId: string) =>
    Number(
      (
        await t.db.kysely
          .selectFrom('document')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('type_id', '=', typeId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [admin, notary] = await Promise.all(['AD_administratorius', 'DT_notaras'].map((u) => login(t.app, u)));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists every catalogue type with its XSD, XML version and current schema version; the seed's items are pinned to it", async () => {
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: Item[] }).items;
    expect(items.map((i) => i.typeId).sort()).toEqual(
      t.app.catalog
        .list()
        .map((c) => c.id)
        .sort(),
    );
    const mortgage = items.find((i) => i.typeId === 'sutartine-hipoteka')!;
    expect(mortgage).toMatchObject({
      family: 'documents',
      xmlVersion: 1,
      xsd: 'sutartine-hipoteka.xsd',
      schemaVersion: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(mortgage.pinned).toEqual([{ schemaVersion: mortgage.schemaVersion, items: await count('sutartine-hipoteka') }]);
    expect(mortgage.pinned[0].items).toBeGreaterThan(0);
  });

  it('shows items still pinned to an earlier schema version beside the current one', async () => {
    const typeId = 'sutartine-hipoteka';
    const { id } = await t.db.kysely.selectFrom('document').select('id').where('type_id', '=', typeId).executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('document').set({ schema_version: '0000000000000001' }).where('id', '=', id).execute();
    const item = ((await list(admin)).json() as { items: Item[] }).items.find((i) => i.typeId === typeId)!;
    expect(item.pinned).toContainEqual({ schemaVersion: '0000000000000001', items: 1 });
    expect(item.pinned.map((p) => p.schemaVersion)).toContain(item.schemaVersion);
    expect(item.pinned.reduce((n, p) => n + p.items, 0)).toBe(await count(typeId));
  });

  it('a type without items shows its current version with no items', async () => {
    const items = ((await list(admin)).json() as { items: Item[] }).items;
    const empty = [];
    for (const i of items) if ((await count(i.typeId)) === 0) empty.push(i);
    expect(empty.length).toBeGreaterThan(0);
    for (const i of empty) expect(i.pinned).toEqual([{ schemaVersion: i.schemaVersion, items: 0 }]);
  });

  it('is for administrators only', async () => {
    expect((await list(notary)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/xml-schema-versions' })).statusCode).toBe(401);
  });
});
