/**
 * Fixtures: tests/fixtures/<type>/valid/*.json must pass and tests/fixtures/<type>/invalid/*.json
 * must fail with exactly the errors they list. A fixture is
 *   { "today"?: "YYYY-MM-DD", "data": {…}, "expect"?: [{ "path", "messageKey", "params"? }] }
 * ("today" defaults to FIXTURE_TODAY; invalid fixtures are named after the rule they break).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Catalog } from '../../src/domain/schema/catalog.js';
import { isPlainObject, type CatalogProblem } from '../../src/domain/schema/catalog-error.js';
import { FIXTURE_TODAY, fixtureMismatch, type Expected } from '../../src/domain/schema/fixture-check.js';
import type { CompiledValidateFunction } from '../../src/domain/schema/precompiled.js';

export { FIXTURE_TODAY, normalize, type Expected } from '../../src/domain/schema/fixture-check.js';

export interface Fixture {
  typeId: string;
  kind: 'valid' | 'invalid';
  name: string;
  file: string;
  today: string;
  data: unknown;
  expect: Expected[];
}

export const fixturesDir = (root: string) => path.join(root, 'tests', 'fixtures');

/** Every fixture of a type (problems for unreadable or malformed files). */
export function readFixtures(root: string, typeId: string, problems: CatalogProblem[]): Fixture[] {
  const out: Fixture[] = [];
  for (const kind of ['valid', 'invalid'] as const) {
    const dir = path.join(fixturesDir(root), typeId, kind);
    const names = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((n) => n.endsWith('.json'))
          .sort()
      : [];
    if (names.length === 0)
      problems.push({ file: `tests/fixtures/${typeId}/${kind}`, pointer: '', message: `type "${typeId}" needs at least one ${kind} fixture` });
    for (const name of names) {
      const file = `tests/fixtures/${typeId}/${kind}/${name}`;
      let json: unknown;
      try {
        json = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
      } catch (error) {
        problems.push({ file, pointer: '', message: `invalid JSON: ${(error as Error).message}` });
        continue;
      }
      if (!isPlainObject(json) || !('data' in json)) {
        problems.push({ file, pointer: '', message: 'a fixture is { "today"?, "data", "expect"? }' });
        continue;
      }
      const expect = Array.isArray(json.expect) ? (json.expect as Expected[]) : [];
      if (kind === 'invalid' && expect.length === 0) problems.push({ file, pointer: '/expect', message: 'an invalid fixture lists the errors it expects' });
      if (kind === 'valid' && json.expect !== undefined) problems.push({ file, pointer: '/expect', message: 'a valid fixture expects no errors' });
      out.push({
        typeId,
        kind,
        name: name.replace(/\.json$/, ''),
        file,
        today: typeof json.today === 'string' ? json.today : FIXTURE_TODAY,
        data: json.data,
        expect,
      });
    }
  }
  return out;
}

/**
 * Fixtures that do not behave as named, and types without fixtures.
 * @param root catalogue root (fixtures under tests/fixtures)
 * @param catalog the checked catalogue
 * @param validatorFor the root validator of a type
 */
export function fixtureProblems(root: string, catalog: Catalog, validatorFor: (typeId: string) => CompiledValidateFunction): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const ids = new Set(catalog.entries.map((e) => e.id));
  const dir = fixturesDir(root);
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (fs.statSync(path.join(dir, name)).isDirectory() && !ids.has(name))
      problems.push({ file: `tests/fixtures/${name}`, pointer: '', message: 'fixtures of a type that is not in the catalogue' });
  }
  for (const entry of catalog.entries) {
    const validate = validatorFor(entry.id);
    for (const f of readFixtures(root, entry.id, problems)) {
      const problem = fixtureMismatch(f.file, f, validate);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}
