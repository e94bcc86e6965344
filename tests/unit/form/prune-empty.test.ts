/**
 * Saving an item drops the optional groups it holds empty, and nothing else: required groups,
 * filled groups and plain values stay as they are.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { isEmptyValue, pruneEmptyGroups } from '../../../src/form/engine/prune-empty';
import { loadHarness, type Harness } from './harness';

const address: RJSFSchema = { type: 'object', required: ['salis'], properties: { salis: { type: 'string' }, vietove: { type: 'string' } } };
const party: RJSFSchema = {
  type: 'object',
  required: ['vardas', 'buveine'],
  properties: { vardas: { type: 'string' }, adresas: address, buveine: address, papildoma: { type: 'object', properties: { adresas: address } } },
};

let h: Harness;
beforeAll(async () => {
  h = await loadHarness();
});

describe('pruneEmptyGroups', () => {
  it('drops empty optional groups, nested ones too, and keeps required and filled ones', () => {
    const value = { vardas: 'Jonas', adresas: { salis: undefined }, buveine: {}, papildoma: { adresas: {} } };
    expect(pruneEmptyGroups(value, party, h.type.validator)).toEqual({ vardas: 'Jonas', buveine: {} });
    const filled = { vardas: 'Jonas', adresas: { salis: 'LT' }, buveine: { salis: 'LV', vietove: 'Ryga' } };
    expect(pruneEmptyGroups(filled, party, h.type.validator)).toEqual(filled);
  });

  it('drops a oneOf option’s empty group but keeps one the option requires', () => {
    const schema: RJSFSchema = {
      type: 'object',
      required: ['rusis'],
      discriminator: { propertyName: 'rusis' } as never,
      oneOf: [
        { type: 'object', properties: { rusis: { const: 'a' }, adresas: address } },
        { type: 'object', required: ['adresas'], properties: { rusis: { const: 'b' }, adresas: address } },
      ],
    };
    expect(pruneEmptyGroups({ rusis: 'a', adresas: {} }, schema, h.type.validator)).toEqual({ rusis: 'a' });
    expect(pruneEmptyGroups({ rusis: 'b', adresas: {} }, schema, h.type.validator)).toEqual({ rusis: 'b', adresas: {} });
  });

  it('counts only undefined and groups of nothing as empty', () => {
    expect(isEmptyValue({ a: undefined, b: { c: undefined } })).toBe(true);
    expect(isEmptyValue({ a: '' })).toBe(false);
    expect(isEmptyValue({ a: 0 })).toBe(false);
    expect(isEmptyValue({ a: [] })).toBe(false);
  });
});
