/**
 * The type's fixtures run against the draft as the analyst types: a valid fixture must pass,
 * an invalid one must fail with exactly the errors it lists — the rule of
 * `npm run check:schemas`, from the same domain function (src/domain/schema/fixture-check.ts).
 */
import { fixtureMismatch } from '../../../domain/schema/fixture-check';
import type { CompiledValidateFunction } from '../../../domain/schema/precompiled';
import { typeFilePaths, type TypeFiles } from '../../../domain/studio/type-files';

export interface FixtureResult {
  name: string;
  kind: 'valid' | 'invalid';
  passed: boolean;
  /** what came instead of what the fixture expects (the check's own words) */
  message?: string;
}

/**
 * Every fixture of the type judged by the draft's validator, valid ones first, each group in name order.
 * @param files the draft (its fixtures, and family and id for the files' names)
 * @param validate the draft's root validator
 */
export function runFixtures(files: Pick<TypeFiles, 'family' | 'id' | 'fixtures'>, validate: CompiledValidateFunction): FixtureResult[] {
  const paths = typeFilePaths(files.family, files.id);
  return (['valid', 'invalid'] as const).flatMap((kind) =>
    Object.keys(files.fixtures[kind])
      .sort()
      .map((name) => {
        const fixture = files.fixtures[kind][name];
        const mismatch = fixtureMismatch(paths.fixture(kind, name), { data: fixture.data, expect: fixture.expect ?? [], today: fixture.today }, validate);
        return mismatch ? { name, kind, passed: false, message: mismatch.message } : { name, kind, passed: true };
      }),
  );
}
