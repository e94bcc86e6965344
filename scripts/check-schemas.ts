/**
 * npm run check:schemas [-- --root <dir>] — checks the catalogue (schemas/, ui-schemas/,
 * locales/, tests/fixtures/) and prints every problem as file#pointer: message.
 * Runs in npm test (through npm run check).
 */
import path from 'node:path';
import { formatProblem } from '../src/domain/schema/catalog-error.js';
import { checkCatalog } from './lib/check-catalog.js';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root = path.resolve(rootArg >= 0 ? args[rootArg + 1] : '.');

const { catalog, problems } = checkCatalog(root);
if (problems.length > 0) {
  console.error(`check:schemas: ${problems.length} problem(s)\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
  process.exit(1);
}
console.log(`check:schemas: ${catalog?.entries.length ?? 0} type(s), ${catalog?.common.length ?? 0} common schema file(s): fine`);
