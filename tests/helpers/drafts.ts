/**
 * Saving an invalid fixture (drafts, decision 0090): when one of its expected errors refuses a
 * save (wrong type, unknown field) the save is 422 with exactly those and writes nothing;
 * otherwise the item is saved (201) with exactly the expected errors as its check errors.
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
export function expectInvalidFixtureSaved(res: LightMyRequestResponse, expected: readonly Expected[]): number {
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
