import { describe, expect, it } from 'vitest';
import { literalValidator } from '../../../src/form/engine/literal-validator';

describe('literalValidator', () => {
  it('judges a discriminator merged by rjsf: const and enum with annotations', () => {
    const validate = literalValidator({ const: 'ntr', enum: ['ntr'], title: 'fields.assetBase.rusis', description: 'kind' });
    expect(validate?.('ntr')).toBe(true);
    expect(validate?.errors).toBeNull();
    expect(validate?.('ktp')).toBe(false);
    expect(validate?.errors?.map((e) => e.keyword)).toEqual(['const', 'enum']);
    expect(validate?.(undefined)).toBe(false);
  });

  it('judges an enum alone', () => {
    const validate = literalValidator({ enum: ['a', 1, null] });
    expect([validate?.('a'), validate?.(1), validate?.(null), validate?.('1')]).toEqual([true, true, true, false]);
  });

  it('is no answer for anything richer than a literal', () => {
    expect(literalValidator({ type: 'string' })).toBeNull();
    expect(literalValidator({ const: 'x', minLength: 1 })).toBeNull();
    expect(literalValidator({ const: { a: 1 } })).toBeNull();
    expect(literalValidator({ enum: [['a']] })).toBeNull();
    expect(literalValidator({ $ref: '#/$defs/x', const: 'x' })).toBeNull();
  });
});
