/**
 * tests/fixtures/<type>/{valid,invalid}: every fixture, run through the PRECOMPILED validator
 * of its type (the generated module the browser and the server use). Invalid fixtures must
 * produce exactly the errors they list.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRECOMPILED } from '../../src/domain/generated/validators/index.js';
import type { CatalogProblem } from '../../src/domain/schema/catalog-error.js';
import { rootValidator, validateData } from '../../src/domain/schema/precompiled.js';
import { fixturesDir, normalize, readFixtures } from '../../scripts/lib/fixtures.js';

const typeIds = fs.readdirSync(fixturesDir('.')).filter((d) => fs.statSync(`${fixturesDir('.')}/${d}`).isDirectory());

describe('fixtures behave as named (precompiled validators)', () => {
  it('every catalogue type has fixtures, and every fixture folder is a catalogue type', () => {
    expect(typeIds.sort()).toEqual(Object.keys(PRECOMPILED).sort());
  });

  for (const typeId of typeIds) {
    const problems: CatalogProblem[] = [];
    const fixtures = readFixtures('.', typeId, problems);
    it(`${typeId}: fixture files are well formed, with valid and invalid ones`, () => {
      expect(problems).toEqual([]);
      expect(fixtures.some((f) => f.kind === 'valid') && fixtures.some((f) => f.kind === 'invalid')).toBe(true);
    });
    for (const f of fixtures) {
      it(`${typeId} ${f.kind}/${f.name}`, async () => {
        const validate = rootValidator(await PRECOMPILED[typeId]());
        expect(normalize(validateData(validate, f.data, { today: f.today }))).toEqual(normalize(f.expect));
      });
    }
  }
});
