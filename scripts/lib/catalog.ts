/**
 * The fully checked catalogue for the tools (npm run gen, npm run check:schemas, the bench):
 * structure, bundling, layout and — unlike the server's fast path — meta-schema and unknown
 * keyword checks of every source file.
 */
import { readCatalog } from '../../api/modules/catalog/read-catalog.js';
import { assembleCatalog, type Catalog } from '../../src/domain/schema/catalog.js';
import { CatalogError, type CatalogProblem } from '../../src/domain/schema/catalog-error.js';
import { createAjv } from '../../src/domain/schema/create-ajv.js';
import { metaCheck } from '../../src/domain/schema/meta-check.js';

/**
 * Reads and checks the catalogue under root.
 * @throws CatalogError with every problem found
 */
export function loadCheckedCatalog(root: string): Catalog {
  const raw = readCatalog(root);
  const problems: CatalogProblem[] = metaCheck(createAjv(), [...raw.common, ...raw.types.map((t) => t.schema)]);
  try {
    const catalog = assembleCatalog(raw);
    if (problems.length === 0) return catalog;
  } catch (error) {
    if (!(error instanceof CatalogError)) throw error;
    problems.push(...error.problems);
  }
  const seen = new Set<string>();
  throw new CatalogError(problems.filter((p) => !seen.has(JSON.stringify(p)) && seen.add(JSON.stringify(p))));
}
