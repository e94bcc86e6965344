/**
 * npm run gen — every code generator, in order. Generated files carry a "do not edit"
 * banner and are committed; `npm run gen -- --check` (npm run gen:check) writes nothing and
 * fails when they drift from their sources (CI runs it).
 *
 *   src/domain/generated/validators/<id>.ts  precompiled validators + bundled schema + ui (gen-validators.ts)
 *   src/domain/generated/types/common.ts     TypeScript types of the shared $defs, one module (gen-types.ts)
 *   src/domain/generated/portal/requests.ts  the request types the portal's route table reads (gen-portal.ts)
 *   generated/xml/{common,<id>}.xsd, <id>.html  XSDs and XML descriptions (gen-xml.ts, decision 0055)
 *
 * Options: --root <dir> reads the catalogue from another folder (default: the repository).
 */
import path from 'node:path';
import { CatalogError } from '../src/domain/schema/catalog-error.js';
import { portalFiles } from './gen-portal.js';
import { typeFiles } from './gen-types.js';
import { validatorFiles } from './gen-validators.js';
import { xmlFiles } from './gen-xml.js';
import { loadCheckedCatalog } from './lib/catalog.js';
import { drift, writeSet, type GeneratedSet } from './lib/generated-files.js';

const args = process.argv.slice(2);
const check = args.includes('--check');
const rootArg = args.indexOf('--root');
const catalogRoot = path.resolve(rootArg >= 0 ? args[rootArg + 1] : '.');
const repoRoot = process.cwd();

let catalog;
try {
  catalog = loadCheckedCatalog(catalogRoot);
} catch (error) {
  if (error instanceof CatalogError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const generators: [string, () => Promise<GeneratedSet> | GeneratedSet][] = [
  ['precompiled validators', () => validatorFiles(catalog)],
  ['types', () => typeFiles(catalog)],
  ['portal request types', () => portalFiles(catalog)],
  ['XSDs and XML descriptions', () => xmlFiles(catalog, catalogRoot)],
];

let drifted: string[] = [];
for (const [name, run] of generators) {
  const set = await run();
  if (check) drifted = drifted.concat(drift(repoRoot, set));
  else writeSet(repoRoot, set);
  console.log(`gen: ${name} (${set.files.size} files)${check ? ' checked' : ''}`);
}
if (drifted.length > 0) {
  console.error(`Generated files drift from the catalogue — run npm run gen and commit:\n${drifted.map((d) => `  - ${d}`).join('\n')}`);
  process.exit(1);
}
