/**
 * Creating the professional document types beyond the contractual mortgage through the API
 * (POST /api/documents): who may create each type (spec §6, decisions in schemas/README.md),
 * every valid fixture accepted, every invalid fixture refused with 422 and exactly its field
 * errors, and nothing written for a refused one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixtures } from '../../scripts/lib/fixtures.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { expectInvalidFixtureSaved } from '../helpers/drafts.js';

const NOTARY_OFFICE = ['DT_notaras', 'DT_notaro_padejejas', 'DT_notaro_atstovas'];
const STSR_REGISTRARS = ['RG_STSR_registrat', 'RG'];
const ATK = ['DT_teismas', 'DT_antstolis', 'DT_kita_institucija'];
const CONTRACT_MAKERS = ['DT_JA', ...STSR_REGISTRARS];

/** Who may create each type, and one role that may not. */
const ROLES: Record<string, { create: string[]; refused: string }> = {
  'sutartine-hipoteka': { create: [...NOTARY_OFFICE, ...STSR_REGISTRARS], refused: 'DT_antstolis' },
  'sutartinis-ikeitimas': { create: [...NOTARY_OFFICE, ...STSR_REGISTRARS], refused: 'DT_teismas' },
  'priverstine-hipoteka': { create: [...ATK, ...STSR_REGISTRARS], refused: 'DT_notaras' },
  'priverstinis-ikeitimas': { create: [...ATK, ...STSR_REGISTRARS], refused: 'DT_JA' },
  'vykdomasis-irasas': { create: NOTARY_OFFICE, refused: 'DT_teismas' },
  'reikalavimo-perleidimas': { create: [...NOTARY_OFFICE, 'DT_antstolis', ...STSR_REGISTRARS], refused: 'DT_kita_institucija' },
  'pardavimas-su-atpirkimo-teise': { create: CONTRACT_MAKERS, refused: 'DT_notaras' },
  'pardavimas-issimoketinai': { create: CONTRACT_MAKERS, refused: 'DT_antstolis' },
  lizingas: { create: CONTRACT_MAKERS, refused: 'RGV' },
  nuoma: { create: CONTRACT_MAKERS, refused: 'RG_NTR_registrat' },
  panauda: { create: CONTRACT_MAKERS, refused: 'DT_teismas' },
  'preliminarioji-sutartis': { create: CONTRACT_MAKERS, refused: 'DT_notaro_padejejas' },
};
const NEW_TYPES = Object.keys(ROLES).filter((id) => id !== 'sutartine-hipoteka');

describe.each(TEST_DIALECTS)('professional document types through the API [%s]', (dialect) => {
  let t: TestApp;
  const users = new Map<string, SignedIn>();
  let counts: () => Promise<number[]>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const roles = new Set(Object.values(ROLES).flatMap((r) => [r.create[0], r.refused]));
    for (const role of roles) users.set(role, await login(t.app, role));
    const db = t.db.kysely;
    counts = async () =>
      Promise.all(
        (['document', 'document_party', 'document_asset', 'audit_event'] as const).map(async (table) =>
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
  afterAll(async () => {
    await t?.close();
  });

  const create = (role: string, type: string, data: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/documents', headers: users.get(role)!.headers, payload: { type, data } as object });

  it('the catalogue lists each type with the roles that may create it and its route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog', headers: users.get('DT_notaras')!.headers });
    const byId = new Map((res.json() as { id: string; createRoles: string[]; route: string }[]).map((e) => [e.id, e]));
    for (const [id, { create }] of Object.entries(ROLES)) expect([id, [...byId.get(id)!.createRoles].sort()]).toEqual([id, [...create].sort()]);
    expect(byId.get('reikalavimo-perleidimas')!.route).toBe('/hipoteka/perleidimas');
    expect(byId.get('priverstine-hipoteka')!.route).toBe('/hipoteka/priverstine-hipoteka');
    expect(byId.get('nuoma')!.route).toBe('/sutartis/nuoma');
  });

  describe.each(NEW_TYPES)('%s', (type) => {
    const fixtures = readFixtures('.', type, []);
    const {
      create: [creator],
      refused,
    } = ROLES[type];

    it.each(fixtures.filter((f) => f.kind === 'valid').map((f) => [f.name, f] as const))(`valid/%s is created by ${creator} (201)`, async (_name, f) => {
      const res = await create(creator, type, f.data);
      expect(res.statusCode, res.body).toBe(201);
    });

    it.each(fixtures.filter((f) => f.kind === 'invalid').map((f) => [f.name, f] as const))(
      'invalid/%s: refused with exactly its refusing errors (nothing written), or a draft with exactly its check errors',
      async (_name, f) => {
        const before = await counts();
        const res = await create(creator, type, f.data);
        const written = expectInvalidFixtureSaved(res, f.expect);
        const after = await counts();
        expect(after[0]).toBe(before[0] + written);
        if (written === 0) expect(after).toEqual(before);
      },
    );

    it(`is refused to ${refused} (403), nothing written`, async () => {
      const before = await counts();
      const valid = fixtures.find((f) => f.kind === 'valid')!;
      expect((await create(refused, type, valid.data)).statusCode).toBe(403);
      expect(await counts()).toEqual(before);
    });
  });

  it('an unknown type is 404', async () => {
    expect((await create('DT_JA', 'sutartis-be-tipo', {})).statusCode).toBe(404);
  });
});
