/**
 * The type's fixtures run against the draft as the analyst types: a valid fixture must pass,
 * an invalid one must fail with exactly the errors it lists (path, messageKey, params), as
 * `npm run check:schemas` judges them (scripts/lib/fixtures.ts).
 */
import type { FieldError } from '../../../domain/schema/field-errors';
import { isRecord } from '../../../form/engine/json';

/** The date fixtures are judged against unless they say otherwise (scripts/lib/fixtures.ts FIXTURE_TODAY). */
export const FIXTURE_TODAY = '2026-11-20';

export interface ExpectedError {
  path: string;
  messageKey: string;
  params?: Record<string, unknown>;
}

/** A fixture file: `{ "today"?, "data", "expect"? }`. */
export interface FixtureFile {
  today?: string;
  data: unknown;
  expect?: ExpectedError[];
}

export interface FixtureResult {
  name: string;
  kind: 'valid' | 'invalid';
  passed: boolean;
  /** expected errors that did not come */
  missing: string[];
  /** errors that came but were not expected */
  unexpected: string[];
}

/** Judges data of the draft's type on a given day (the preview's validator). */
export type Judge = (data: unknown, today: string) => FieldError[];

const describe = (e: ExpectedError | FieldError) => `${e.path || '/'} ${e.messageKey}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`;

/** A fixture file as read from the type's files (anything not shaped like one: data alone). */
export function asFixture(value: unknown): FixtureFile {
  if (isRecord(value) && 'data' in value)
    return {
      today: typeof value.today === 'string' ? value.today : undefined,
      data: value.data,
      expect: Array.isArray(value.expect) ? (value.expect as ExpectedError[]) : undefined,
    };
  return { data: value };
}

/** One fixture judged. */
export function runFixture(judge: Judge, name: string, kind: 'valid' | 'invalid', fixture: FixtureFile): FixtureResult {
  const got = judge(fixture.data, fixture.today ?? FIXTURE_TODAY).map(describe);
  const want = kind === 'valid' ? [] : (fixture.expect ?? []).map(describe);
  const missing = want.filter((e) => !got.includes(e));
  const unexpected = got.filter((e) => !want.includes(e));
  // An invalid fixture that lists nothing must still fail (scripts/lib/fixtures.ts asks for a list).
  const passed = missing.length === 0 && unexpected.length === 0 && (kind === 'valid' || got.length > 0);
  return { name, kind, passed, missing, unexpected };
}

/** Every fixture of the type, valid ones first, each group in name order. */
export function runFixtures(judge: Judge, fixtures: { valid: Record<string, unknown>; invalid: Record<string, unknown> }): FixtureResult[] {
  const group = (kind: 'valid' | 'invalid') =>
    Object.keys(fixtures[kind])
      .sort()
      .map((name) => runFixture(judge, name, kind, asFixture(fixtures[kind][name])));
  return [...group('valid'), ...group('invalid')];
}
