/**
 * Everything npm run check:schemas checks, as one function (tests call it on temporary
 * catalogues): the catalogue itself (JSON, JSON Schema, vocabulary, structure, $refs, layout,
 * ui fields), labels, and fixtures.
 */
import type { Catalog } from '../../src/domain/schema/catalog.js';
import { CatalogError, type CatalogProblem } from '../../src/domain/schema/catalog-error.js';
import { createAjv } from '../../src/domain/schema/create-ajv.js';
import type { CompiledValidateFunction } from '../../src/domain/schema/precompiled.js';
import { loadCheckedCatalog } from './catalog.js';
import { fixtureProblems } from './fixtures.js';
import { labelProblems } from './labels.js';

export interface CheckResult {
  catalog?: Catalog;
  problems: CatalogProblem[];
}

/**
 * All problems of the catalogue under root (empty when it is fine).
 * @param root folder holding schemas/, ui-schemas/, locales/ and tests/fixtures/
 */
export function checkCatalog(root: string): CheckResult {
  let catalog: Catalog;
  try {
    catalog = loadCheckedCatalog(root);
  } catch (error) {
    if (error instanceof CatalogError) return { problems: error.problems };
    throw error;
  }
  // Fixtures run on validators compiled here with THE factory: the same code the generator
  // precompiles, so a catalogue checks out before (or without) npm run gen.
  const ajv = createAjv();
  const validators = new Map(catalog.entries.map((e) => [e.id, ajv.compile(e.schema) as CompiledValidateFunction]));
  const problems = [...labelProblems(root, catalog), ...fixtureProblems(root, catalog, (id) => validators.get(id)!)];
  return { catalog, problems };
}
