/**
 * Issue #16 item 2: error selection is linear in the number of errors and the answer to a body
 * stuffed with unknown fields is bounded. Linearity is shown by counting the lookups and prefix
 * comparisons the selection makes, never by timing it.
 */
import type { ErrorObject } from 'ajv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toFieldErrors, UNKNOWN_FIELDS_SHOWN } from '../../../../src/domain/schema/field-errors.js';
import { validateData, type CompiledValidateFunction } from '../../../../src/domain/schema/precompiled.js';
import { rootFieldNames, tooManyUnknownRootFields } from '../../../../src/domain/schema/unknown-root-fields.js';
import { PRECOMPILED } from '../../../../src/domain/generated/validators/index.js';
import { rootValidator } from '../../../../src/domain/schema/precompiled.js';
import { validFixture } from '../../../helpers/items.js';

const TYPE = 'nuomos-sutartis-sudarymas';
const TODAY = { today: '2026-11-20' };

const unknownAt = (at: string, n: number): ErrorObject[] =>
  Array.from(
    { length: n },
    (_, i) =>
      ({ keyword: 'additionalProperties', instancePath: at, schemaPath: '#/additionalProperties', params: { additionalProperty: `k${i}` } }) as ErrorObject,
  );
const unevaluatedAt = (at: string, n: number): ErrorObject[] =>
  Array.from(
    { length: n },
    (_, i) =>
      ({ keyword: 'unevaluatedProperties', instancePath: at, schemaPath: '#/unevaluatedProperties', params: { unevaluatedProperty: `u${i}` } }) as ErrorObject,
  );

/** Counts the comparisons a selection can make: prefix tests, and Set/Map lookups. */
function countComparisons(run: () => void): number {
  const spies = [vi.spyOn(String.prototype, 'startsWith'), vi.spyOn(Set.prototype, 'has'), vi.spyOn(Map.prototype, 'get')];
  try {
    run();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('toFieldErrors on many unknown fields', () => {
  it(`lists the first ${UNKNOWN_FIELDS_SHOWN} unknown fields and counts the rest in one root entry`, () => {
    const errors = toFieldErrors([
      ...unknownAt('', 100_000),
      { keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: 'sutartis' } } as ErrorObject,
    ]);
    expect(errors).toHaveLength(UNKNOWN_FIELDS_SHOWN + 2);
    expect(errors.slice(0, 3).map((e) => e.path)).toEqual(['/k0', '/k1', '/k2']);
    expect(errors.filter((e) => e.messageKey === 'validation.unknownField')).toHaveLength(UNKNOWN_FIELDS_SHOWN);
    // other errors are never capped
    expect(errors).toContainEqual({ path: '/sutartis', messageKey: 'validation.required', severity: 'critical' });
    expect(errors.at(-1)).toEqual({
      path: '',
      messageKey: 'validation.unknownFieldsOmitted',
      params: { count: 100_000 - UNKNOWN_FIELDS_SHOWN },
      severity: 'critical',
    });
  });

  it('makes a bounded number of comparisons per error (no error is compared with every other)', () => {
    const n = 300;
    // unknown fields in two objects, "unevaluated" errors of an object with another error, errors inside an unknown field
    const errors = [
      ...unknownAt('', n),
      ...unknownAt('/dokumentas', n),
      ...unevaluatedAt('/sutartis', n),
      { keyword: 'type', instancePath: '/sutartis/data', schemaPath: '#/type', params: {} } as ErrorObject,
      { keyword: 'type', instancePath: '/k7/x', schemaPath: '#/type', params: {} } as ErrorObject,
    ];
    let result: ReturnType<typeof toFieldErrors> = [];
    const comparisons = countComparisons(() => {
      result = toFieldErrors(errors);
    });
    expect(comparisons).toBeLessThan(10 * errors.length);
    expect(result.map((e) => e.path)).toContain('/sutartis/data');
    expect(result.map((e) => e.path)).not.toContain('/k7/x');
    expect(result.some((e) => e.path.startsWith('/sutartis/u'))).toBe(false);
  });
});

describe('validateData with the root field names (the early answer)', () => {
  it('answers more than the cap of unknown top-level fields without running the validator, as the validator would', async () => {
    const mod = await PRECOMPILED[TYPE]();
    const names = rootFieldNames(mod.schema);
    expect(names).not.toBeNull();
    const data: Record<string, unknown> = { ...validFixture(TYPE) };
    for (let i = 0; i < 1_000; i++) data[`k${i}`] = i;

    const real = rootValidator(mod);
    const calls: unknown[] = [];
    const counting = Object.assign(function (this: unknown, d: unknown) {
      calls.push(d);
      return real.call(this, d);
    } as CompiledValidateFunction);

    const early = validateData(counting, data, TODAY, names);
    expect(calls).toHaveLength(0);
    expect(early).toHaveLength(UNKNOWN_FIELDS_SHOWN + 1);
    expect(early).toEqual(validateData(real, data, TODAY));
  });

  it('runs the validator when the unknown top-level fields are within the cap', async () => {
    const mod = await PRECOMPILED[TYPE]();
    const data: Record<string, unknown> = { ...validFixture(TYPE), zz: 1 };
    expect(tooManyUnknownRootFields(data, rootFieldNames(mod.schema)!)).toBeNull();
    expect(validateData(rootValidator(mod), data, TODAY, rootFieldNames(mod.schema))).toEqual([
      { path: '/zz', messageKey: 'validation.unknownField', severity: 'critical' },
    ]);
  });

  it('has no early answer for a root that is not closed by additionalProperties: false', () => {
    expect(rootFieldNames({ type: 'object', properties: { a: {} }, unevaluatedProperties: false })).toBeNull();
    expect(rootFieldNames({ type: 'object', properties: { a: {} }, additionalProperties: false, patternProperties: { '^x': {} } })).toBeNull();
  });
});
