/**
 * The renderer's pure parts: pointers, numbers as Lithuanians write them, item summaries and
 * ids, error schemas, which fields the root's conditions read, the store's error bookkeeping,
 * block uiSchemas with shared definitions, and the large example.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { PRECOMPILED } from '../../../src/domain/generated/validators/index';
import { registryDate, setTodayProvider } from '../../../src/domain/schema/runtime/today';
import { enlarge, LARGE_EXAMPLE } from '../../../src/features/catalog/examples';
import { blockUiSchema } from '../../../src/form/engine/block-ui';
import { createDocumentStore } from '../../../src/form/engine/document-store';
import { toErrorSchema } from '../../../src/form/engine/error-schema';
import { conditionInputs } from '../../../src/form/engine/condition-inputs';
import { prepareFormType, type FormType } from '../../../src/form/engine/form-type';
import { findItemByRoute, itemRouteOf, nextItemId } from '../../../src/form/engine/item-keys';
import { planSummary, summarize } from '../../../src/form/engine/item-summary';
import { mergeAllOf } from '../../../src/form/engine/merge-all-of';
import { formatPointer, isWithin, parsePointer, valueAt } from '../../../src/form/engine/pointer';
import { labelPath } from '../../../src/form/engine/schema-fields';
import { validateDocument } from '../../../src/form/engine/validate-document';
import { editableNumber, formatEur, formatNumber, parseNumber } from '../../../src/form/theme/number-text';
import { activeTooltips } from '../../../src/form/hooks/use-tooltips';
import { TEST_NOW } from '../../helpers/app';

const fixture = (kind: string, name: string) =>
  JSON.parse(fs.readFileSync(`tests/fixtures/sutartine-hipoteka/${kind}/${name}.json`, 'utf8')).data as Record<string, unknown>;

let type: FormType;
beforeAll(async () => {
  setTodayProvider(() => registryDate(new Date(TEST_NOW)));
  type = prepareFormType(await PRECOMPILED['sutartine-hipoteka']());
});

describe('pointers', () => {
  it('round-trips segments with ~ and /', () => {
    expect(parsePointer(formatPointer(['a/b', 'c~d', 3]))).toEqual(['a/b', 'c~d', '3']);
    expect(formatPointer([])).toBe('');
  });
  it('finds values and knows what lies within what', () => {
    expect(valueAt({ a: [{ b: 1 }] }, '/a/0/b')).toBe(1);
    expect(valueAt({ a: 1 }, '/a/b')).toBeUndefined();
    expect(isWithin('/a/0', '/a')).toBe(true);
    expect(isWithin('/ab', '/a')).toBe(false);
  });
});

describe('numbers as typed and shown', () => {
  it('reads a decimal comma, a point, spaces and a trailing €', () => {
    expect(parseNumber('1 234,56')).toBe(1234.56);
    expect(parseNumber('1234.5')).toBe(1234.5);
    expect(parseNumber('1\u00a0000 €')).toBe(1000);
    expect(parseNumber('')).toBeUndefined();
  });
  it('keeps text that is no number, so validation reports it', () => {
    expect(parseNumber('12,3x')).toBe('12,3x');
  });
  it('shows lt-LT grouping and decimal comma; amounts with two decimals', () => {
    expect(formatNumber(1234.5, true).replace(/\s/g, ' ')).toBe('1 234,50');
    expect(formatEur(1500000.5).replace(/\s/g, ' ')).toBe('1 500 000,50 €');
    expect(editableNumber(1234.5)).toBe('1234,5');
  });
});

describe('item summaries and ids', () => {
  it('summarises a person by kind, name and code', () => {
    const item = type.blocks.item('skolininkai', {})!;
    const plan = planSummary(type.blocks.root, item);
    expect(plan.kind).toBe('asmensTipas');
    expect(summarize(plan, { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Jonaitis', asmensKodas: '38703181745' })).toEqual({
      kind: 'fizinis',
      name: 'Jonas Jonaitis',
      code: '38703181745',
      value: undefined,
    });
  });
  it('summarises an asset by its kind, code and value, never by its own id', () => {
    const item = type.blocks.item('turtas', {})!;
    const plan = planSummary(type.blocks.root, item, 'turtasID');
    expect(plan.kind).toBe('rusis');
    expect(plan.code).not.toContain('turtasID');
    expect(summarize(plan, { turtasID: 'a1', rusis: 'ntr', unikalusNr: '4400-1234-5678', verte: 5 })).toMatchObject({
      kind: 'ntr',
      code: '4400-1234-5678',
      value: 5,
    });
  });
  it('gives a new item the smallest free number as its id', () => {
    expect(nextItemId([{ id: '1' }, { id: '3' }], 'id')).toBe('2');
    expect(nextItemId([], 'id')).toBe('1');
  });
  it('maps deep links to items and back', () => {
    const items = [
      { rusis: 'ntr', turtasID: 'a1' },
      { rusis: 'ktp', turtasID: 'a2' },
    ];
    expect(findItemByRoute(items, ['rusis', 'turtasID'], ['ktp', 'a2'])).toBe(1);
    expect(findItemByRoute(items, ['rusis', 'turtasID'], ['ktp', 'a1'])).toBe(-1);
    expect(itemRouteOf(items[0], ['rusis', 'turtasID'])).toEqual(['ntr', 'a1']);
  });
});

describe('errors', () => {
  it('become an rjsf error schema relative to the block, translated', () => {
    const errors = [
      { path: '/dokumentas/idk', messageKey: 'validation.idk', severity: 'critical' as const },
      { path: '/dokumentas', messageKey: 'validation.required', severity: 'critical' as const },
      { path: '/sandoris/x', messageKey: 'validation.required', severity: 'critical' as const },
    ];
    expect(toErrorSchema(errors, '/dokumentas', (k) => `T(${k})`)).toEqual({ __errors: ['T(validation.required)'], idk: { __errors: ['T(validation.idk)'] } });
  });
  it('of a changed value are dropped by an edit; the others stay', () => {
    const store = createDocumentStore({ dokumentas: { idk: '1', sudarymoData: 'x' } });
    store.setErrors([
      { path: '/dokumentas/idk', messageKey: 'validation.idk', severity: 'critical' },
      { path: '/dokumentas/sudarymoData', messageKey: 'validation.date', severity: 'critical' },
    ]);
    store.setField('dokumentas', { idk: '12', sudarymoData: 'x' });
    expect(store.getErrors().map((e) => e.path)).toEqual(['/dokumentas/sudarymoData']);
    expect(store.isDirty()).toBe(true);
  });
  it('a derived change (rjsf filling a constant) does not make the document dirty', () => {
    const store = createDocumentStore({});
    store.setField('turtas', [{ rusis: 'orlaivis' }], { derived: true });
    expect(store.isDirty()).toBe(false);
  });
  it('are named by the labels along their path', () => {
    expect(labelPath(type.schema, ['skolininkai', '0', 'asmensKodas'])).toEqual([
      'types.sutartine-hipoteka.fields.skolininkai',
      '1',
      'fields.personBase.asmensKodas',
    ]);
    expect(labelPath(type.schema, ['turtas', '2', 'vin'])).toEqual(['types.sutartine-hipoteka.fields.turtas', '3', 'fields.asset_ktp.vin']);
  });
});

describe('conditions and block schemas', () => {
  it('re-applies the root conditions only when a field they read changes', () => {
    expect([...(conditionInputs(type.blocks.root) ?? [])].sort()).toEqual(['rusys']);
    expect(conditionInputs({ oneOf: [{}, {}] } as RJSFSchema)).toBeNull();
  });
  it('requires maksimaliSuma in the sandoris block of a maximal mortgage only', () => {
    const maximal = type.blocks.field('sandoris', { rusys: ['maksimalus'] }) as RJSFSchema;
    const simple = type.blocks.field('sandoris', { rusys: ['paprastas'] }) as RJSFSchema;
    expect(maximal.required).toContain('maksimaliSuma');
    expect(simple.required ?? []).not.toContain('maksimaliSuma');
    expect(type.blocks.field('sandoris', { rusys: ['paprastas'] })).toBe(simple);
  });
  it('hides the asset givers unless the mortgage is third-party', () => {
    expect(type.blocks.field('ikaitoDavejai', { rusys: ['paprastas'] })).toBe(false);
    expect(type.blocks.field('ikaitoDavejai', { rusys: ['paprastas', 'svetimas'] })).toMatchObject({ type: 'array' });
  });
  it('merge an asset kind so that its kind is the only value of rusis', () => {
    const merged = mergeAllOf({ allOf: [{ properties: { rusis: { const: 'ntr' } } }, { properties: { rusis: { enum: ['orlaivis', 'ntr'] } } }] } as RJSFSchema);
    expect(merged.properties!.rusis).toMatchObject({ const: 'ntr', enum: ['ntr'] });
  });
  it('carry the shared ui definitions into blocks and list items', () => {
    expect(blockUiSchema(type.schema, type.uiSchema, 'dokumentas')).toMatchObject({
      idk: { 'ui:options': { tooltip: 'IDK' } },
      pastabos: { 'ui:widget': 'textarea' },
    });
    const person = blockUiSchema(type.schema, type.uiSchema, 'skolininkai', true);
    expect(person['ui:order']).toContain('asmensKodas');
    expect(person.asmensKodas).toMatchObject({ 'ui:options': { tooltip: 'ASMENS_KODAS' } });
    const asset = blockUiSchema(type.schema, type.uiSchema, 'turtas', true);
    expect(asset['ui:title']).toBe('fields.assetBase.rusis');
    expect((asset.oneOf as Record<string, unknown>[])[0]).toMatchObject({
      rusis: { 'ui:widget': 'hidden' },
      verte: { 'ui:options': { tooltip: 'TURTO_VERTE' } },
    });
  });
});

describe('tooltips', () => {
  it('keeps only active ones, by code', () => {
    const map = activeTooltips([
      { too_kodas: 'IDK', too_tekstas: '14 skaitmenų', too_aktyvus: true },
      { too_kodas: 'OLD', too_tekstas: 'sena', too_aktyvus: false },
      { too_kodas: 'NUM', too_tekstas: 'skaičius', too_aktyvus: 1 },
      { broken: true },
    ]);
    expect([...map.entries()]).toEqual([
      ['IDK', '14 skaitmenų'],
      ['NUM', 'skaičius'],
    ]);
    expect(activeTooltips('nonsense').size).toBe(0);
  });
});

describe('the large example', () => {
  it('has 20 entries in every list of persons and 50 assets, and is still valid', () => {
    const big = enlarge(fixture('valid', 'visos-rusys-16-turto-rusiu'), type.schema);
    expect((big.skolininkai as unknown[]).length).toBe(LARGE_EXAMPLE.persons);
    expect((big.kreditoriai as unknown[]).length).toBe(LARGE_EXAMPLE.persons);
    expect((big.turtas as unknown[]).length).toBe(LARGE_EXAMPLE.assets);
    expect(big.salygos).toBeDefined();
    expect(validateDocument(type, big)).toEqual([]);
  });
});
