/**
 * The fixture rule, pure: a valid fixture passes, an invalid one fails with exactly the errors
 * it lists. scripts/lib/fixtures.ts reads tests/fixtures/ and runs it; the studio runs it on a
 * draft's fixtures.
 */
import type { CatalogProblem } from './catalog-error.js';
import type { FieldError } from './field-errors.js';
import { validateData, type CompiledValidateFunction } from './precompiled.js';

/** The server date fixtures are judged against unless they say otherwise. */
export const FIXTURE_TODAY = '2026-11-20';

export interface Expected {
  path: string;
  messageKey: string;
  params?: Record<string, unknown>;
}

/** Comparable form of errors: sorted path/key/params triples. */
export function normalize(errors: readonly (Expected | FieldError)[]): string[] {
  return errors.map((e) => JSON.stringify([e.path, e.messageKey, e.params ?? null])).sort();
}

/**
 * The problem of one fixture that does not behave as named, or null.
 * @param file the fixture's repository path (for the message)
 * @param fixture its data, expected errors ([] for a valid one) and date
 * @param validate the type's root validator
 */
export function fixtureMismatch(
  file: string,
  fixture: { data: unknown; expect: readonly Expected[]; today?: string },
  validate: CompiledValidateFunction,
): CatalogProblem | null {
  const got = normalize(validateData(validate, fixture.data, { today: fixture.today ?? FIXTURE_TODAY }));
  const want = normalize(fixture.expect);
  if (JSON.stringify(got) === JSON.stringify(want)) return null;
  return { file, pointer: '', message: `expected ${want.length ? want.join(' ') : 'no errors'}, got ${got.length ? got.join(' ') : 'no errors'}` };
}
