import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../../src/domain/schema/field-errors';
import { FIXTURE_TODAY, runFixtures, type Judge } from '../../../src/features/studio/preview/fixture-runner';
import { FIXTURE_TODAY as CHECK_TODAY } from '../../../scripts/lib/fixtures';

// A judge that needs `kodas` of 3 digits, and says which day it was asked about.
const days: string[] = [];
const judge: Judge = (data, today) => {
  days.push(today);
  const kodas = (data as { kodas?: unknown }).kodas;
  if (kodas === undefined) return [{ path: '/kodas', messageKey: 'validation.required', severity: 'critical' } as FieldError];
  return /^\d{3}$/.test(String(kodas)) ? [] : [{ path: '/kodas', messageKey: 'validation.pattern', severity: 'critical' } as FieldError];
};

describe('runFixtures', () => {
  it('passes valid fixtures without errors and invalid ones with exactly the errors they expect', () => {
    const results = runFixtures(judge, {
      valid: { b: { data: { kodas: '123' } }, a: { today: '2026-01-01', data: { kodas: '456' } } },
      invalid: { trumpas: { data: { kodas: '1' }, expect: [{ path: '/kodas', messageKey: 'validation.pattern' }] } },
    });
    expect(results.map((r) => [r.kind, r.name, r.passed])).toEqual([
      ['valid', 'a', true],
      ['valid', 'b', true],
      ['invalid', 'trumpas', true],
    ]);
    expect(days.slice(-3)).toEqual(['2026-01-01', FIXTURE_TODAY, FIXTURE_TODAY]);
  });

  it('fails a valid fixture that gets errors and an invalid one that fails with other fields', () => {
    const results = runFixtures(judge, {
      valid: { blogas: { data: { kodas: 'x' } } },
      invalid: { kitas: { data: {}, expect: [{ path: '/kodas', messageKey: 'validation.pattern' }] } },
    });
    expect(results[0]).toMatchObject({ passed: false, unexpected: ['/kodas validation.pattern'] });
    expect(results[1]).toMatchObject({ passed: false, missing: ['/kodas validation.pattern'], unexpected: ['/kodas validation.required'] });
  });

  it('fails an invalid fixture that passes', () => {
    const [result] = runFixtures(judge, { valid: {}, invalid: { gerasis: { data: { kodas: '123' } } } });
    expect(result.passed).toBe(false);
  });

  it('judges on the same default day as npm run check:schemas', () => {
    expect(FIXTURE_TODAY).toBe(CHECK_TODAY);
  });
});
