/**
 * Every request and certificate type of the catalogue through its family's API (issue #9 item
 * 6), read from the catalogue folder so a type an analyst adds is covered without touching
 * this file: the catalogue lists it with its family; each valid fixture is created (201 +
 * ETag), read back unchanged, saved with If-Match (200, the new version; 412 stale, 428
 * without); each invalid fixture is refused with 422 and exactly its field errors, writing
 * nothing. The creator is the first of the type's roles this test can sign in as: a citizen
 * (EL_FA) on /sav, else a notary (DT_notaras) on /api.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalog } from '../../api/modules/catalog/read-catalog.js';
import { readFixtures } from '../../scripts/lib/fixtures.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { expectInvalidFixtureSaved } from '../helpers/drafts.js';
import { itemsClient, JONAS, ONA_COMPANY, type Base, type Family } from '../helpers/items.js';

interface TypeUnderTest {
  id: string;
  family: Family;
  creator: 'EL_FA' | 'DT_notaras';
}

const TYPES: TypeUnderTest[] = readCatalog('.')
  .types.filter((t) => t.family === 'requests' || t.family === 'certificates')
  .map((t) => {
    const roles = (t.schema.schema as { registry: { createRoles: string[] } }).registry.createRoles;
    return { id: t.id, family: t.family, creator: roles.includes('EL_FA') ? 'EL_FA' : 'DT_notaras' };
  });

describe.each(TEST_DIALECTS)('request and certificate types of the catalogue through the API [%s]', (dialect) => {
  let t: TestApp;
  const users = new Map<string, { who: SignedIn; base: Base }>();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    users.set('EL_FA', { who: await gatewayLogin(t.app, '/sav', JONAS), base: '/sav' });
    users.set('DT_notaras', { who: await login(t.app, 'DT_notaras'), base: '/api' });
    users.set('EL_JA', { who: await gatewayLogin(t.app, '/sav', ONA_COMPANY), base: '/sav' });
    // booting compiles the catalogue and seeds every module's demo data: slow on a busy machine
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const count = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('document')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('the catalogue has request and certificate types, and lists each with its family', async () => {
    expect(TYPES.filter((x) => x.family === 'requests').length).toBeGreaterThan(0);
    expect(TYPES.filter((x) => x.family === 'certificates').length).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'GET', url: '/sav/catalog', headers: users.get('EL_FA')!.who.headers });
    const listed = new Map((res.json() as { id: string; family: string }[]).map((e) => [e.id, e.family]));
    for (const type of TYPES) expect([type.id, listed.get(type.id)]).toEqual([type.id, type.family]);
  });

  describe.each(TYPES.map((type) => [type.id, type] as const))('%s', (_id, type) => {
    const fixtures = readFixtures('.', type.id, []);
    const client = () => {
      const { who, base } = users.get(type.creator)!;
      return itemsClient(t.app, who, base, type.family);
    };

    it('has valid fixtures to try', () => {
      expect(fixtures.some((f) => f.kind === 'valid')).toBe(true);
    });

    /** A portal user files in their own name: a fixture naming a company is filed by the demo company's representative, in its name. */
    const filed = (data: Record<string, unknown>) => {
      const applicant = data.pareiskejas as { asmensTipas?: string } | undefined;
      if (type.creator !== 'EL_FA' || applicant?.asmensTipas !== 'juridinis') return { api: client(), data };
      const { who, base } = users.get('EL_JA')!;
      return { api: itemsClient(t.app, who, base, type.family), data: { ...data, pareiskejas: { ...applicant, jaKodas: '304512345' } } };
    };

    it.each(fixtures.filter((f) => f.kind === 'valid').map((f) => [f.name, f] as const))(
      'valid/%s: created, read back, saved with If-Match',
      async (_name, fixture) => {
        const { api, data } = filed(fixture.data as Record<string, unknown>);
        const f = { ...fixture, data };
        const created = await api.create(type.id, f.data);
        expect(created.statusCode, created.body).toBe(201);
        expect(created.headers.etag).toBe('"1"');
        const { id, version } = created.json() as { id: number; version: number };
        expect(version).toBe(1);

        const view = await api.view(id);
        expect(view).toMatchObject({ id, type: type.id, status: 'rengiamas', version: 1, editable: true });
        expect(view.data).toEqual(f.data);

        const saved = await api.put(id, 1, f.data);
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json()).toMatchObject({ id, version: 2 });
        expect(saved.headers.etag).toBe('"2"');
        expect((await api.put(id, 1, f.data)).statusCode).toBe(412);
        const { who, base } = users.get(type.creator)!;
        const unconditional = await t.app.inject({
          method: 'PUT',
          url: `${base}/${type.family}/${id}`,
          headers: who.headers,
          payload: { data: f.data } as object,
        });
        expect(unconditional.statusCode).toBe(428);
        expect((await api.view(id)).version).toBe(2);
      },
    );

    it.each(fixtures.filter((f) => f.kind === 'invalid').map((f) => [f.name, f] as const))(
      'invalid/%s: refused with exactly its refusing errors, or a draft with exactly its check errors',
      async (_name, f) => {
        const before = await count();
        const res = await client().create(type.id, f.data);
        expect(await count()).toBe(before + expectInvalidFixtureSaved(res, f.expect, users.get(type.creator)!.base === '/sav' ? 'portal' : 'workplace'));
      },
    );
  });
});
