/**
 * The classifier check after AJV: the fields a bundled schema marks with `classifier` are
 * found through $refs, allOf and array items, and a value not currently in its classifier is
 * a critical field error at its JSON pointer; the `classifier` keyword's value is checked by
 * the catalogue's meta-check.
 */
import { describe, expect, it } from 'vitest';
import { classifierErrors, classifierFields, classifierUses } from '../../../../src/domain/classifiers/classifier-check.js';
import { isClassifierValueCode, isValidAt } from '../../../../src/domain/classifiers/classifiers.js';
import { createAjv } from '../../../../src/domain/schema/create-ajv.js';
import { metaCheck } from '../../../../src/domain/schema/meta-check.js';
import { PRECOMPILED } from '../../../../src/domain/generated/validators/index.js';

const schema = {
  $id: 'x',
  type: 'object',
  properties: {
    adresas: { $ref: '#/$defs/address' },
    salys: { type: 'array', items: { $ref: '#/$defs/country' } },
    asmenys: { type: 'array', items: { type: 'object', properties: { uzsienioSalis: { allOf: [{ $ref: '#/$defs/country' }, { not: { const: 'LT' } }] } } } },
  },
  $defs: {
    country: { type: 'string', classifier: 'salys' },
    address: { type: 'object', properties: { salis: { $ref: '#/$defs/country' }, savivaldybe: { type: 'string', classifier: 'savivaldybes' } } },
  },
};

describe('classifier fields', () => {
  it('finds every field naming a classifier, through $ref, allOf and items', () => {
    expect(
      classifierFields(schema)
        .map((f) => `${f.path.join('/')} ${f.fact}`)
        .sort(),
    ).toEqual(['adresas/salis salys', 'adresas/savivaldybe savivaldybes', 'asmenys/*/uzsienioSalis salys', 'salys/* salys']);
  });

  it('refuses values not current in their classifier, at their pointers, and accepts current ones', () => {
    const data = {
      adresas: { salis: 'LT', savivaldybe: 'Atlantidos sav.' },
      salys: ['LV', 'XX'],
      asmenys: [{ uzsienioSalis: 'PL' }, {}, { uzsienioSalis: 7 }],
    };
    const uses = classifierUses(schema, data);
    expect(uses.map((u) => u.pointer)).toEqual(
      expect.arrayContaining(['/adresas/salis', '/adresas/savivaldybe', '/salys/0', '/salys/1', '/asmenys/0/uzsienioSalis']),
    );
    expect(uses).toHaveLength(5); // the number 7 is AJV's type error, not ours
    const current = new Map([
      ['salys', new Set(['LT', 'LV', 'PL'])],
      ['savivaldybes', new Set(['Vilniaus m. sav.'])],
    ]);
    expect(
      classifierErrors(uses, current)
        .map((e) => `${e.path} ${e.messageKey} ${e.severity}`)
        .sort(),
    ).toEqual(['/adresas/savivaldybe validation.classifierValue critical', '/salys/1 validation.classifierValue critical']);
    expect(classifierErrors(classifierUses(schema, { adresas: { salis: 'LT', savivaldybe: 'Vilniaus m. sav.' } }), current)).toEqual([]);
  });

  it('the catalogue marks the address country and municipality of a real type', async () => {
    const type = await PRECOMPILED['sutartine-hipoteka']();
    const paths = classifierFields(type.schema).map((f) => `${f.path.join('/')} ${f.fact}`);
    expect(paths.some((p) => /salis salys$/.test(p))).toBe(true);
    expect(paths.some((p) => /savivaldybe savivaldybes$/.test(p))).toBe(true);
  });

  it('the meta-check refuses a classifier the registry does not keep, naming the place', () => {
    const check = (s: object) => metaCheck(createAjv(), [{ file: 'x.schema.json', schema: s as Record<string, unknown> }]).map((p) => p.pointer);
    expect(check({ type: 'object', properties: { s: { type: 'string', classifier: 'salys' } } })).toEqual([]);
    expect(check({ type: 'object', properties: { s: { type: 'string', classifier: 'planetos' } } })).toEqual(['/properties/s/classifier']);
  });
});

describe('classifier values', () => {
  it('a code has its classifier form', () => {
    expect(isClassifierValueCode('salys', 'LT')).toBe(true);
    expect(isClassifierValueCode('salys', 'lt')).toBe(false);
    expect(isClassifierValueCode('salys', 'LTU')).toBe(false);
    expect(isClassifierValueCode('savivaldybes', 'Naujoji sav.')).toBe(true);
    expect(isClassifierValueCode('savivaldybes', ' Naujoji sav.')).toBe(false);
  });

  it('is valid from valid_from up to, not including, valid_to', () => {
    const v = { valid_from: '2026-01-01T00:00:00.000Z', valid_to: '2026-06-01T00:00:00.000Z' };
    expect(isValidAt(v, '2025-12-31T23:59:59.999Z')).toBe(false);
    expect(isValidAt(v, '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(isValidAt(v, '2026-06-01T00:00:00.000Z')).toBe(false);
    expect(isValidAt({ ...v, valid_to: null }, '2099-01-01T00:00:00.000Z')).toBe(true);
  });
});
