/**
 * The cross-field keywords (decision 0122) on their own: each fails on the field to correct
 * with its rule's key, judges only well-formed values, and refuses a malformed rule in the
 * catalogue checks. The catalogue's uses are covered by the fixtures (tests/fixtures/<type>/invalid).
 */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/domain/schema/create-ajv.js';
import { toFieldErrors } from '../../src/domain/schema/field-errors.js';
import { metaCheck } from '../../src/domain/schema/meta-check.js';
import type { CompiledValidateFunction } from '../../src/domain/schema/precompiled.js';

const compile = (schema: object) => createAjv().compile(schema) as CompiledValidateFunction;
const keys = (validate: CompiledValidateFunction, data: unknown) =>
  validate.call({}, data) ? [] : toFieldErrors(validate.errors).map((e) => `${e.path} ${e.messageKey}`);
const date = { type: 'string', format: 'date' };
const person = {
  type: 'object',
  properties: {
    asmensKodas: { type: 'string' },
    jaKodas: { type: 'string' },
    uzsienioSalis: { type: 'string' },
    kodoTipas: { type: 'string' },
    uzsienioKodas: { type: 'string' },
  },
};

describe('cross-field keywords', () => {
  it('dateOrder: the later date may not be earlier; the error is on it, one rule per pair, nested paths too', () => {
    const v = compile({
      type: 'object',
      properties: { pradziosData: date, pabaigosData: date, irasas: { type: 'object', properties: { data: date } } },
      dateOrder: [
        { earlier: 'pradziosData', later: 'pabaigosData', rule: 'endBeforeStart' },
        { earlier: 'irasas/data', later: 'pradziosData', rule: 'beforeRegistration' },
      ],
    });
    expect(keys(v, { pradziosData: '2026-12-01', pabaigosData: '2026-12-01' })).toEqual([]);
    expect(keys(v, { pradziosData: '2026-12-01', pabaigosData: '2026-06-01' })).toEqual(['/pabaigosData validation.crossField.endBeforeStart']);
    expect(keys(v, { pradziosData: '2026-12-01', irasas: { data: '2026-12-02' } })).toEqual(['/pradziosData validation.crossField.beforeRegistration']);
    // a missing or malformed date is not this rule's business
    expect(keys(v, { pabaigosData: '2026-06-01' })).toEqual([]);
    expect(keys(v, { pradziosData: '2026-12-01', pabaigosData: '2026-02-30' })).toEqual(['/pabaigosData validation.date']);
  });

  it('distinctParties: a person in both fields, matched by personal, company or foreign code, is refused on the second one', () => {
    const v = compile({
      type: 'object',
      properties: { skolininkai: { type: 'array', items: person }, kreditoriai: { type: 'array', items: person }, pareiskejas: person },
      distinctParties: [
        { one: 'skolininkai', other: 'kreditoriai', rule: 'debtorIsCreditor' },
        { one: 'kreditoriai', other: 'pareiskejas', rule: 'spouseIsApplicant' },
      ],
    });
    const jonas = { asmensKodas: '38703181745' };
    const uab = { jaKodas: '304567890' };
    expect(keys(v, { skolininkai: [jonas], kreditoriai: [uab] })).toEqual([]);
    expect(keys(v, { skolininkai: [jonas, uab], kreditoriai: [{ jaKodas: '111111111' }, uab] })).toEqual([
      '/kreditoriai/1/jaKodas validation.crossField.debtorIsCreditor',
    ]);
    const foreign = { uzsienioSalis: 'LV', kodoTipas: 'paso_nr', uzsienioKodas: 'AB 123' };
    expect(keys(v, { skolininkai: [foreign], kreditoriai: [{ ...foreign, uzsienioKodas: 'ab123' }] })).toEqual([
      '/kreditoriai/0/uzsienioKodas validation.crossField.debtorIsCreditor',
    ]);
    expect(keys(v, { skolininkai: [foreign], kreditoriai: [{ ...foreign, uzsienioSalis: 'EE' }] })).toEqual([]);
    // a single person as the other side
    expect(keys(v, { kreditoriai: [jonas], pareiskejas: jonas })).toEqual(['/pareiskejas/asmensKodas validation.crossField.spouseIsApplicant']);
  });

  it('positive: above zero', () => {
    const v = compile({ type: 'number', eur: true, positive: true });
    expect(keys(v, 0.01)).toEqual([]);
    expect(keys(v, 0)).toEqual([' validation.crossField.positive']);
  });

  it('properShare and shareTotal: a share is at most the whole, and so are the shares of one unit together', () => {
    const share = { type: 'string', pattern: '^[1-9]\\d*/[1-9]\\d*$', properShare: true };
    const v = compile({
      type: 'array',
      shareTotal: { key: 'nr', share: 'dalis' },
      items: { type: 'object', properties: { nr: { type: 'string' }, dalis: share } },
    });
    expect(keys(v, [{ nr: 'a', dalis: '1/3' }, { nr: 'a', dalis: '2/3' }, { nr: 'b' }])).toEqual([]);
    expect(
      keys(v, [
        { nr: 'a', dalis: '1/2' },
        { nr: 'a', dalis: '2/3' },
      ]),
    ).toEqual(['/1/dalis validation.crossField.shareTotal']);
    // the same whole unit twice
    expect(keys(v, [{ nr: 'a' }, { nr: 'a' }])).toEqual(['/1/dalis validation.crossField.shareTotal']);
    // a share over the whole is its own error only
    expect(keys(v, [{ nr: 'a', dalis: '3/2' }])).toEqual(['/0/dalis validation.crossField.properShare']);
  });

  it('a malformed rule fails the catalogue checks, naming the place', () => {
    const check = (schema: object) => metaCheck(createAjv(), [{ file: 'x.schema.json', schema: schema as Record<string, unknown> }]).map((p) => p.pointer);
    expect(check({ type: 'object', dateOrder: [{ earlier: 'a', later: 'b', rule: 'endBeforeStart' }] })).toEqual([]);
    expect(check({ type: 'object', dateOrder: [{ earlier: 'a', later: 'b', rule: 'noSuchRule' }] })).toEqual(['/dateOrder/0/rule']);
    expect(check({ type: 'object', distinctParties: [{ one: 'a/b', other: 'c', rule: 'debtorIsCreditor' }] })).toEqual(['/distinctParties/0/one']);
    expect(check({ type: 'array', shareTotal: { key: 'nr' } })).toEqual(['/shareTotal']);
  });
});
