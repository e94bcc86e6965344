/**
 * Saving an invalid fixture (drafts, decision 0090): when one of its expected errors refuses a
 * save (wrong type, unknown field) the save is 422 with exactly those and writes nothing;
 * otherwise the item is saved (201) with exactly the expected errors as its check errors. In the
 * portal an applicant whose code is wrong is not the signed-in user: refused (decision 0057).
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { normalize, type Expected } from '../../scripts/lib/fixtures.js';
import { refusesSave } from '../../src/domain/schema/draft-errors.js';
import type { FieldError } from '../../src/domain/schema/field-errors.js';

/**
 * Asserts the answer to creating an invalid fixture.
 * @returns how many items the save wrote (0 or 1)
 */
export function expectInvalidFixtureSaved(res: LightMyRequestResponse, expected: readonly Expected[], face: 'workplace' | 'portal' = 'workplace'): number {
  if (face === 'portal' && expected.some((e) => /^\/pareiskejas\/(asmensKodas|jaKodas)$/.test(e.path))) {
    expect(res.statusCode, res.body).toBe(422);
    expect((res.json() as { errors: FieldError[] }).errors).toEqual([
      { path: '/pareiskejas', messageKey: 'validation.applicantNotUser', severity: 'critical' },
    ]);
    return 0;
  }
  const refusing = expected.filter((e) => refusesSave({ ...e, severity: 'critical' }));
  if (refusing.length > 0) {
    expect(res.statusCode, res.body).toBe(422);
    expect(normalize((res.json() as { errors: FieldError[] }).errors)).toEqual(normalize(refusing));
    return 0;
  }
  expect(res.statusCode, res.body).toBe(201);
  expect(normalize((res.json() as { issues: FieldError[] }).issues)).toEqual(normalize(expected));
  return 1;
}
