import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { splitDraftErrors } from '../../src/domain/schema/draft-errors.js';
import { toFieldErrors } from '../../src/domain/schema/field-errors.js';

const e = (keyword: string, instancePath: string, params: Record<string, unknown> = {}, schemaPath = `#/${keyword}`, data?: unknown): ErrorObject =>
  ({ keyword, instancePath, params, schemaPath, ...(data !== undefined ? { data } : {}) }) as ErrorObject;

describe('AJV errors → field errors', () => {
  it('keeps one error per field, preferring missing, then type, then the field rule', () => {
    const errors = [e('maxLength', '/a', { limit: 3 }), e('type', '/a', { type: 'string' }), e('pattern', '/b', {}), e('format', '/b', { format: 'idk' })];
    expect(toFieldErrors(errors)).toEqual([
      { path: '/a', messageKey: 'validation.wrongType', severity: 'critical' },
      { path: '/b', messageKey: 'validation.idk', severity: 'critical' },
    ]);
  });

  it('required, unknown and hidden fields point at the field itself', () => {
    expect(
      toFieldErrors([e('required', '/x', { missingProperty: 'a/b' }), e('additionalProperties', '', { additionalProperty: 'zz' }), e('false schema', '/h')]),
    ).toEqual([
      { path: '/x/a~1b', messageKey: 'validation.required', severity: 'critical' },
      { path: '/zz', messageKey: 'validation.unknownField', severity: 'critical' },
      { path: '/h', messageKey: 'validation.hiddenField', severity: 'critical' },
    ]);
  });

  it('drops errors inside a hidden or unknown field, structural keywords and the items a contains looked at', () => {
    const errors = [
      e('false schema', '/salygos'),
      e('required', '/salygos', { missingProperty: 'aprasymas' }),
      e('if', '', { failingKeyword: 'then' }),
      e('const', '/rusys/0', {}, '#/allOf/0/then/properties/rusys/contains/const'),
      e('contains', '/rusys', { minContains: 1 }),
    ];
    expect(toFieldErrors(errors).map((x) => `${x.path} ${x.messageKey}`)).toEqual(['/salygos validation.hiddenField', '/rusys validation.invalid']);
  });

  it('ignores "unevaluated" fields of an object that has another error (a failed subschema drops its annotations)', () => {
    const cascade = [e('format', '/p/asmensKodas', { format: 'asmens-kodas' }), e('unevaluatedProperties', '/p', { unevaluatedProperty: 'vardas' })];
    expect(toFieldErrors(cascade).map((x) => x.path)).toEqual(['/p/asmensKodas']);
    expect(toFieldErrors([e('unevaluatedProperties', '/p', { unevaluatedProperty: 'x' })])).toEqual([
      { path: '/p/x', messageKey: 'validation.unknownField', severity: 'critical' },
    ]);
  });

  it('an empty required list or text counts as not filled; limits travel as params', () => {
    expect(
      toFieldErrors([
        e('minItems', '/l', { limit: 1 }, '#/minItems', []),
        e('minLength', '/t', { limit: 1 }),
        e('maxLength', '/m', { limit: 5 }),
        e('minItems', '/k', { limit: 2 }, '#/minItems', [1]),
      ]),
    ).toEqual([
      { path: '/l', messageKey: 'validation.required', severity: 'critical' },
      { path: '/t', messageKey: 'validation.required', severity: 'critical' },
      { path: '/m', messageKey: 'validation.maxLength', params: { limit: 5 }, severity: 'critical' },
      { path: '/k', messageKey: 'validation.minItems', params: { limit: 2 }, severity: 'critical' },
    ]);
  });

  it("a rule says the message its schema names (messageKeys); the keyword's own key otherwise, with its limit", () => {
    const named = (keyword: string, messageKeys: Record<string, string>, params: Record<string, unknown> = {}) =>
      ({ ...e(keyword, '/f', params), parentSchema: { [keyword]: true, messageKeys } }) as ErrorObject;
    expect(toFieldErrors([named('pattern', { pattern: 'validation.country' })])).toEqual([
      { path: '/f', messageKey: 'validation.country', severity: 'critical' },
    ]);
    expect(toFieldErrors([named('not', { not: 'validation.foreignCountry' })])[0].messageKey).toBe('validation.foreignCountry');
    // a key named for another keyword does not apply
    expect(toFieldErrors([named('pattern', { format: 'validation.country' })])[0].messageKey).toBe('validation.pattern');
    // missing, wrong type and unknown keep their keys: they decide whether a save is refused
    expect(toFieldErrors([named('type', { type: 'validation.country' }, { type: 'string' })])[0].messageKey).toBe('validation.wrongType');
    expect(
      toFieldErrors([e('maximum', '/p', { comparison: '<=', limit: 100 }), e('exclusiveMinimum', '/q', { comparison: '>', limit: 0 }), e('enum', '/r', {})]),
    ).toEqual([
      { path: '/p', messageKey: 'validation.maximum', params: { limit: 100 }, severity: 'critical' },
      { path: '/q', messageKey: 'validation.exclusiveMinimum', params: { limit: 0 }, severity: 'critical' },
      { path: '/r', messageKey: 'validation.enum', severity: 'critical' },
    ]);
  });

  it('a personal code says whether its length or its check digit is wrong', () => {
    const code = (data: string) => toFieldErrors([e('format', '/k', { format: 'asmens-kodas' }, '#/format', data)])[0].messageKey;
    expect(code('3870318174')).toBe('validation.asmensKodasLength');
    expect(code('38703181746')).toBe('validation.asmensKodasCheckDigit');
  });

  it("a save is refused only for a wrong type or an unknown field; the rest are a draft's check errors (decision 0090)", () => {
    const errors = toFieldErrors([
      e('type', '/a', {}),
      e('additionalProperties', '', { additionalProperty: 'zz' }),
      e('required', '', { missingProperty: 'b' }),
      e('format', '/c', { format: 'idk' }),
      e('false schema', '/h'),
    ]);
    const { refused, check } = splitDraftErrors(errors);
    expect(refused.map((x) => `${x.path} ${x.messageKey}`)).toEqual(['/a validation.wrongType', '/zz validation.unknownField']);
    expect(check.map((x) => `${x.path} ${x.messageKey}`)).toEqual(['/b validation.required', '/c validation.idk', '/h validation.hiddenField']);
    expect(splitDraftErrors(toFieldErrors([e('type', '/n', { type: 'integer' }, '#/type', 2.5)])).check).toEqual([
      { path: '/n', messageKey: 'validation.integer', severity: 'critical' },
    ]);
  });
});
