/**
 * The fully checked catalogue for the tools (npm run gen, npm run check:schemas, the bench):
 * structure, bundling, layout and — unlike the server's fast path — meta-schema and unknown
 * keyword checks of every source file.
 */
import { readCatalog } from '../../api/modules/catalog/read-catalog.js';
import { sourceHashes } from '../../api/modules/catalog/source-hash.js';
import { assembleCatalog, type Catalog } from '../../src/domain/schema/catalog.js';
import { CatalogError, type CatalogProblem } from '../../src/domain/schema/catalog-error.js';
import { createAjv } from '../../src/domain/schema/create-ajv.js';
import { metaCheck } from '../../src/domain/schema/meta-check.js';

/** A checked catalogue with each type's source hash (what npm run gen writes into its module). */
export interface CheckedCatalog extends Catalog {
  sourceHashes: ReadonlyMap<string, string>;
}

/**
 * Reads and checks the catalogue under root.
 * @throws CatalogError with every problem found
 */
export function loadCheckedCatalog(root: string): CheckedCatalog {
  const raw = readCatalog(root);
  const problems: CatalogProblem[] = metaCheck(createAjv(), [...raw.common, ...raw.types.map((t) => t.schema)]);
  try {
    const catalog = assembleCatalog(raw);
    if (problems.length === 0) return { ...catalog, sourceHashes: sourceHashes(raw) };
  } catch (error) {
    if (!(error instanceof CatalogError)) throw error;
    problems.push(...error.problems);
  }
  const seen = new Set<string>();
  throw new CatalogError(problems.filter((p) => !seen.has(JSON.stringify(p)) && seen.add(JSON.stringify(p))));
}
