/**
 * The professional document types beyond the contractual mortgage, as the browser sees them:
 * every fixture judged by the renderer's rjsf validator exactly as named, no sub-schema rjsf
 * asks about left without a precompiled function, every field drawable, the kinds rules
 * re-applied when the kinds change, 'claim' wording in forced types and assignments, and the
 * contract information merged from its shared bases. (The API side of the same fixtures:
 * tests/api/professional-types.test.ts.)
 */
import type { RJSFSchema } from '@rjsf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPILED } from '../../src/domain/generated/validators/index.js';
import { registryDate, setTodayProvider } from '../../src/domain/schema/runtime/today.js';
import { conditionInputs } from '../../src/form/engine/condition-inputs.js';
import { prepareFormType, type FormType } from '../../src/form/engine/form-type.js';
import { labelPath } from '../../src/form/engine/schema-fields.js';
import { validateDocument } from '../../src/form/engine/validate-document.js';
import { normalize, readFixtures } from '../../scripts/lib/fixtures.js';
import { TEST_NOW } from '../helpers/app.js';

const ENCUMBRANCES = ['sutartinis-ikeitimas', 'priverstine-hipoteka', 'priverstinis-ikeitimas'];
const FORCED = ['priverstine-hipoteka', 'priverstinis-ikeitimas'];
const CONTRACTS = ['pardavimas-su-atpirkimo-teise', 'pardavimas-issimoketinai', 'lizingas', 'nuoma', 'panauda', 'preliminarioji-sutartis'];
const TYPES = [...ENCUMBRANCES, 'vykdomasis-irasas', 'reikalavimo-perleidimas', ...CONTRACTS];

type Data = Record<string, unknown>;

const types = new Map<string, FormType>();
const missing: string[] = [];

beforeAll(async () => {
  setTodayProvider(() => registryDate(new Date(TEST_NOW)));
  for (const id of TYPES)
    types.set(
      id,
      prepareFormType(await PRECOMPILED[id](), (key) => missing.push(`${id}: ${key}`)),
    );
});

const richest = (id: string): Data =>
  readFixtures('.', id, [])
    .filter((f) => f.kind === 'valid')
    .map((f) => f.data as Data)
    .sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0];

describe.each(TYPES)('%s in the browser', (id) => {
  const fixtures = readFixtures('.', id, []);

  it('has a minimal and a rich valid fixture and invalid ones', () => {
    expect(fixtures.filter((f) => f.kind === 'valid').length).toBeGreaterThanOrEqual(2);
    expect(fixtures.filter((f) => f.kind === 'invalid').length).toBeGreaterThanOrEqual(5);
  });

  it.each(fixtures.map((f) => [`${f.kind}/${f.name}`, f] as const))('%s: the renderer reports exactly the named errors', (_name, f) => {
    const type = types.get(id)!;
    expect(normalize(validateDocument(type, f.data))).toEqual(normalize(f.expect));
  });

  it('draws every field of its richest example, and rjsf finds a precompiled validator for everything it asks', () => {
    const type = types.get(id)!;
    const data = richest(id);
    for (const field of type.fields) {
      const block = type.blocks.field(field, data);
      expect(block, field).toBeTruthy();
      const value = data[field];
      if (Array.isArray(value) && value.length > 0) {
        const item = type.blocks.item(field, data)!;
        expect(item, `${field} item`).toBeTruthy();
        // what rjsf draws for one item: its refs resolved and its allOf merged
        type.blocks.schemaUtils.retrieveSchema(item, value[0]);
      } else if (block) {
        type.blocks.schemaUtils.retrieveSchema(block, value);
      }
    }
    expect(missing.filter((m) => m.startsWith(`${id}:`))).toEqual([]);
  });
});

describe('mortgage and pledge kinds in the form', () => {
  it.each(ENCUMBRANCES)('%s: the root conditions are re-applied when the kinds change', (id) => {
    expect([...(conditionInputs(types.get(id)!.blocks.root) ?? ['any field'])]).toContain('rusys');
  });

  it.each(FORCED)('%s: the decision asks for the maximum amount of a maximal one only', (id) => {
    const type = types.get(id)!;
    const maximal = type.blocks.field('sprendimas', { rusys: ['maksimalus'] }) as RJSFSchema;
    const simple = type.blocks.field('sprendimas', { rusys: ['paprastas'] }) as RJSFSchema;
    expect(maximal.required).toEqual(expect.arrayContaining(['institucija', 'dokumentoRusis', 'data', 'maksimaliSuma']));
    expect(simple.required).not.toContain('maksimaliSuma');
  });

  it.each(FORCED)('%s: offers only the kinds a forced one may have', (id) => {
    const type = types.get(id)!;
    const rusys = type.blocks.field('rusys', {}) as RJSFSchema;
    expect(type.blocks.schemaUtils.retrieveSchema(rusys.items as RJSFSchema).enum).toEqual(['maksimalus', 'paprastas', 'jungtinis', 'bendras', 'imones']);
  });

  it('a contractual pledge shows the pledgors only when it is third-party, and its term is the pledge term', () => {
    const type = types.get('sutartinis-ikeitimas')!;
    expect(type.blocks.field('ikaitoDavejai', { rusys: ['paprastas'] })).toBe(false);
    expect(type.blocks.field('ikaitoDavejai', { rusys: ['paprastas', 'svetimas'] })).toMatchObject({ type: 'array' });
    const establishment = type.blocks.schemaUtils.retrieveSchema(type.blocks.field('nustatymas', { rusys: ['paprastas'] }) as RJSFSchema, {});
    expect(Object.keys(establishment.properties ?? {}).sort()).toEqual(['ikeitimoTerminas', 'isregistravimoSalygos', 'pastabos']);
    expect(establishment.required).toEqual(['ikeitimoTerminas']);
  });
});

describe("'claim' wording", () => {
  it.each([...FORCED, 'reikalavimo-perleidimas'])('%s: claims are labelled as claims, the rest as obligations', (id) => {
    const type = types.get(id)!;
    expect(labelPath(type.schema, ['prievoles', '0', 'dydis'])).toEqual([`types.${id}.fields.prievoles`, '1', 'fields.claim.dydis']);
    expect(labelPath(type.schema, ['prievoles', '0', 'netesybos'])).toEqual([`types.${id}.fields.prievoles`, '1', 'fields.obligation.netesybos']);
    // what rjsf draws for an item: the claim's labels win over the obligation's
    const item = type.blocks.schemaUtils.retrieveSchema(type.blocks.item('prievoles', {})!, {});
    const titles = Object.fromEntries(Object.entries(item.properties ?? {}).map(([k, v]) => [k, (v as RJSFSchema).title]));
    expect(titles).toMatchObject({ prievoleID: 'fields.claim.prievoleID', dydis: 'fields.claim.dydis', netesybos: 'fields.obligation.netesybos' });
    expect(Object.keys(titles)).toHaveLength(8);
  });
});

describe('contract information', () => {
  const expected: Record<string, string[]> = {
    'pardavimas-su-atpirkimo-teise': ['atpirkimoKaina', 'atpirkimoTerminas', 'kaina'],
    'pardavimas-issimoketinai': [
      'bankoSaskaita',
      'imokosDydis',
      'imokuSkaicius',
      'kaina',
      'mokejimoDiena',
      'nuosavybePereinaSumokejus',
      'pradineImoka',
      'uzstatas',
    ],
    lizingas: ['bankoSaskaita', 'imokosDydis', 'imokuSkaicius', 'isigijimoTeise', 'kaina', 'likutineVerte', 'mokejimoDiena', 'pradineImoka', 'uzstatas'],
    nuoma: ['bankoSaskaita', 'dalis', 'komunalinesPaslaugos', 'mokejimoDiena', 'nuomaPerMenesi', 'plotas', 'uzstatas', 'veiklosAprasymas'],
    panauda: ['naudojimoPaskirtis'],
    'preliminarioji-sutartis': ['avansas', 'kaina', 'pagrindineSutartis', 'pagrindinesSutartiesTerminas'],
  };
  const base = ['ispejimasApieNutraukima', 'kitiIsipareigojimai', 'pabaigosData', 'pradziosData', 'sutartiesData', 'sutartiesNr', 'terminas'];

  it.each(CONTRACTS)('%s: the shared contract fields and exactly its own, as rjsf draws them', (id) => {
    const type = types.get(id)!;
    const info = type.blocks.schemaUtils.retrieveSchema(type.blocks.field('sutartis', {}) as RJSFSchema, {});
    expect(Object.keys(info.properties ?? {}).sort()).toEqual([...base, ...expected[id]].sort());
    expect(info.required).toContain('sutartiesData');
  });
});
