/**
 * Issue item 8: an analyst adds a type without code. A copy of the catalogue gets a new type —
 * schema, ui file, lt/en labels, fixtures — and nothing else: npm run check:schemas passes on
 * it, the API boots on it and serves and validates the new type (compiled at start-up, since
 * this folder never ran npm run gen), while the existing types keep their precompiled
 * validators, and saves items of it through its family's API (POST /api/requests: a notary on
 * a client's behalf), read back and saved again with If-Match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/domain/schema/catalog-error.js';
import { checkCatalog } from '../../scripts/lib/check-catalog.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { copyCatalog, type CatalogCopy } from './catalog-copy.js';
import { expectInvalidFixtureSaved } from '../helpers/drafts.js';

const ID = 'vedybu-sutarties-pakeitimas';

const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: `https://registrai.lt/schemas/requests/${ID}.schema.json`,
  description: 'Request to register a change of a marriage contract (an analyst-made example type, not in the catalogue).',
  registry: {
    family: 'requests',
    titleKey: `types.${ID}.title`,
    createRoles: ['EL_FA', 'DT_notaras'],
    lifecycle: 'self-service',
    route: '/ntr-paslaugos/vedybu-sutartis/pakeitimas',
  },
  type: 'object',
  additionalProperties: false,
  required: ['asmenys', 'turtas', 'pagrindas'],
  properties: {
    asmenys: { type: 'array', minItems: 1, maxItems: 2, formerSpouse: 'buvesSutuoktinis', items: { $ref: '#/$defs/sutuoktinis' } },
    turtas: { type: 'array', minItems: 1, uniqueKey: 'turtasID', items: { $ref: '../common/asset.schema.json#/$defs/asset' } },
    pagrindas: { $ref: '../common/change-basis.schema.json#/$defs/changeBasis' },
  },
  $defs: {
    sutuoktinis: {
      $ref: '../common/person.schema.json#/$defs/personBase',
      properties: { buvesSutuoktinis: { type: 'boolean' } },
      unevaluatedProperties: false,
    },
  },
};

const ui = {
  layout: {
    steps: [
      { id: 'asmenys', fields: ['asmenys'] },
      { id: 'turtas', fields: ['turtas'] },
      { id: 'pagrindas', titleKey: `types.${ID}.steps.pagrindas`, fields: ['pagrindas'] },
    ],
  },
  uiSchema: { asmenys: { items: { buvesSutuoktinis: { 'ui:widget': 'checkbox' } } } },
};

const labels = (lt: boolean) => ({
  types: {
    [ID]: {
      title: lt ? 'Vedybų sutarties pakeitimo įregistravimas' : 'Registration of a change of a marriage contract',
      fields: {
        asmenys: lt ? 'Sutuoktiniai' : 'Spouses',
        turtas: lt ? 'Turtas' : 'Property',
        pagrindas: lt ? 'Išregistravimo pagrindas' : 'Basis of deregistration',
      },
      defs: { sutuoktinis: { _: lt ? 'Sutuoktinis' : 'Spouse', buvesSutuoktinis: lt ? 'Buvęs sutuoktinis' : 'Former spouse' } },
      steps: { pagrindas: lt ? 'Pagrindas' : 'Basis' },
    },
  },
});

const spouse = { asmensTipas: 'fizinis', vardas: 'Ona', pavarde: 'Onaitė', asmensKodas: '47905032313', buvesSutuoktinis: true };
const valid = {
  asmenys: [spouse],
  turtas: [{ turtasID: 'b1', rusis: 'ntr', unikalusNr: '4400-1234-5678:0001' }],
  pagrindas: { pagrindas: 'Santuokos nutraukimas', data: '2026-11-02' },
};
const invalid = { ...valid, asmenys: [spouse, { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Jonaitis', asmensKodas: '38703181745' }] };
const expected = [{ path: '/asmenys', messageKey: 'validation.formerSpouse' }];

function addType(c: CatalogCopy): void {
  c.writeJson(`schemas/requests/${ID}.schema.json`, schema);
  c.writeJson(`ui-schemas/requests/${ID}.ui.json`, ui);
  c.writeJson(`locales/lt/types/${ID}.json`, labels(true));
  c.writeJson(`locales/en/types/${ID}.json`, labels(false));
  c.writeJson(`tests/fixtures/${ID}/valid/buves-sutuoktinis-vienas.json`, { data: valid });
  c.writeJson(`tests/fixtures/${ID}/invalid/buves-sutuoktinis-ir-antras-asmuo.json`, { data: invalid, expect: expected });
}

describe('an analyst adds a type by adding files', () => {
  let copy: CatalogCopy;
  beforeAll(() => {
    copy = copyCatalog();
    addType(copy);
  });
  afterAll(() => copy.remove());

  it('npm run check:schemas passes on the extended catalogue (labels, layout, fixtures)', () => {
    const { catalog, problems } = checkCatalog(copy.root);
    expect(problems.map(formatProblem)).toEqual([]);
    const original = checkCatalog('.').catalog!.entries.map((e) => e.id);
    expect(catalog!.entries.map((e) => e.id).sort()).toEqual([...original, ID].sort());
  });

  it('check:schemas notices a missing English label: requests are portal types', () => {
    const t = copy.readJson(`locales/en/types/${ID}.json`) as { types: Record<string, { fields: Record<string, string> }> };
    const saved = structuredClone(t);
    delete t.types[ID].fields.turtas;
    copy.writeJson(`locales/en/types/${ID}.json`, t);
    try {
      expect(checkCatalog(copy.root).problems.map(formatProblem)).toEqual([
        `locales/en/types/${ID}.json#/types/${ID}/fields/turtas: no en text for "types.${ID}.fields.turtas"`,
      ]);
    } finally {
      copy.writeJson(`locales/en/types/${ID}.json`, saved);
    }
  });
});

describe.each(TEST_DIALECTS)('the API boots on the extended catalogue [%s]', (dialect) => {
  let copy: CatalogCopy;
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    copy = copyCatalog();
    addType(copy);
    t = await createTestApp(dialect, { env: { CATALOG_DIR: copy.root } });
    user = await login(t.app, 'DT_notaras');
    // booting compiles the catalogue and seeds every module's demo data: slow on a busy machine
  }, 120_000);
  afterAll(async () => {
    await t.close();
    copy.remove();
  });

  it('serves the new type in the list and by id', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/catalog', headers: user.headers });
    expect(list.json()).toContainEqual({
      id: ID,
      family: 'requests',
      titleKey: `types.${ID}.title`,
      route: '/ntr-paslaugos/vedybu-sutartis/pakeitimas',
      createRoles: ['EL_FA', 'DT_notaras'],
      lifecycle: 'self-service',
      schemaVersion: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    const one = await t.app.inject({ method: 'GET', url: `/api/catalog/${ID}`, headers: user.headers });
    expect(one.statusCode).toBe(200);
    expect(one.json().layout.steps.map((s: { id: string }) => s.id)).toEqual(['asmenys', 'turtas', 'pagrindas']);
    expect(one.json().schema.$defs.sutuoktinis.properties.buvesSutuoktinis.title).toBe(`types.${ID}.defs.sutuoktinis.buvesSutuoktinis`);
  });

  it('compiled the new type at start-up; the existing type kept its precompiled validator', () => {
    expect(t.app.catalog.validatorSource(ID)).toBe('compiled-at-start-up');
    expect(t.app.catalog.validatorSource('sutartine-hipoteka')).toBe('precompiled');
  });

  it('validates the new type: its valid fixture passes, the spouse rule refuses a second person with 422', async () => {
    const ok = await t.app.inject({ method: 'POST', url: `/api/catalog/${ID}/validate`, headers: user.headers, payload: valid });
    expect(ok.statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: `/api/catalog/${ID}/validate`, headers: user.headers, payload: invalid });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(expected.map((e) => ({ ...e, severity: 'critical' })));
    const unknownField = await t.app.inject({ method: 'POST', url: `/api/catalog/${ID}/validate`, headers: user.headers, payload: { ...valid, pastaba: 'x' } });
    expect(unknownField.json().errors).toEqual([{ path: '/pastaba', messageKey: 'validation.unknownField', severity: 'critical' }]);
  });

  it("saves the new type through its family's API: created, read back, saved with If-Match; invalid data kept as a draft with exactly its errors, or refused with nothing written", async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/requests', headers: user.headers, payload: { type: ID, data: valid } });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const read = await t.app.inject({ method: 'GET', url: `/api/requests/${id}`, headers: user.headers });
    expect(read.json()).toMatchObject({ id, type: ID, status: 'rengiamas', version: 1, data: valid });
    const saved = await t.app.inject({ method: 'PUT', url: `/api/requests/${id}`, headers: { ...user.headers, 'if-match': '"1"' }, payload: { data: valid } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id, version: 2 });
    // an item of the requests family: not a document
    expect((await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: user.headers })).statusCode).toBe(404);
    const rows = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('document')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await rows();
    const invalidSave = await t.app.inject({ method: 'POST', url: '/api/requests', headers: user.headers, payload: { type: ID, data: invalid } });
    expect(await rows()).toBe(before + expectInvalidFixtureSaved(invalidSave, expected));
  });
});
