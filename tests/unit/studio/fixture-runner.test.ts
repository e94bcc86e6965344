import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/domain/schema/create-ajv';
import type { CompiledValidateFunction } from '../../../src/domain/schema/precompiled';
import { runFixtures } from '../../../src/features/studio/preview/fixture-runner';

// A draft that needs `kodas` of three digits, and a date not after the fixture's today.
const validate = createAjv().compile({
  $id: 'https://registrai.lt/schemas/documents/x.schema.json',
  type: 'object',
  required: ['kodas'],
  properties: { kodas: { type: 'string', pattern: '^\\d{3}$' }, data: { type: 'string', format: 'date', notAfterToday: true } },
}) as CompiledValidateFunction;
const files = (fixtures: Parameters<typeof runFixtures>[0]['fixtures']) => ({ family: 'documents' as const, id: 'x', fixtures });

describe('runFixtures', () => {
  it('passes valid fixtures without errors and invalid ones with exactly the errors they expect', () => {
    const results = runFixtures(
      files({
        valid: { b: { data: { kodas: '123' } }, a: { today: '2030-01-01', data: { kodas: '456', data: '2029-12-31' } } },
        invalid: { trumpas: { data: { kodas: '1' }, expect: [{ path: '/kodas', messageKey: 'validation.pattern' }] } },
      }),
      validate,
    );
    expect(results).toEqual([
      { kind: 'valid', name: 'a', passed: true },
      { kind: 'valid', name: 'b', passed: true },
      { kind: 'invalid', name: 'trumpas', passed: true },
    ]);
  });

  it('fails a valid fixture that gets errors, judged on the default day', () => {
    const [result] = runFixtures(files({ valid: { velai: { data: { kodas: '123', data: '2029-12-31' } } }, invalid: {} }), validate);
    expect(result.passed).toBe(false);
    expect(result.message).toContain('/data');
  });

  it('fails an invalid fixture that fails with other fields, or passes', () => {
    const results = runFixtures(
      files({
        valid: {},
        invalid: {
          kitas: { data: {}, expect: [{ path: '/kodas', messageKey: 'validation.pattern' }] },
          gerasis: { data: { kodas: '123' }, expect: [{ path: '/kodas', messageKey: 'validation.pattern' }] },
        },
      }),
      validate,
    );
    expect(results.map((r) => [r.name, r.passed])).toEqual([
      ['gerasis', false],
      ['kitas', false],
    ]);
    expect(results[1].message).toContain('validation.required');
  });
});
