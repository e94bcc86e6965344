/**
 * Start-up: reads and checks the catalogue, then finds each type's validator. A type whose
 * generated module (npm run gen) was built from exactly the bundled schema on disk uses its
 * precompiled validator — nothing is compiled. A type without one (a catalogue dropped in
 * without npm run gen, e.g. an analyst's folder, or a stale generation) is meta-checked and
 * compiled here with THE AJV factory, with a warning naming it. Any problem stops the start
 * with file + JSON pointer.
 */
import type { CatalogEntry, RawCatalog } from '../../../src/domain/schema/catalog.js';
import { assembleCatalog } from '../../../src/domain/schema/catalog.js';
import { CatalogError, type CatalogProblem } from '../../../src/domain/schema/catalog-error.js';
import { createAjv } from '../../../src/domain/schema/create-ajv.js';
import { metaCheck } from '../../../src/domain/schema/meta-check.js';
import { rootValidator, type CompiledValidateFunction, type PrecompiledLoaders } from '../../../src/domain/schema/precompiled.js';
import { readCatalog } from './read-catalog.js';

export type ValidatorSource = 'precompiled' | 'compiled-at-start-up';

export interface LoadedType {
  entry: CatalogEntry;
  validate: CompiledValidateFunction;
  source: ValidatorSource;
}

export interface LoadLog {
  warn(details: Record<string, unknown>, message: string): void;
}

async function precompiledFor(entry: CatalogEntry, loaders: PrecompiledLoaders): Promise<CompiledValidateFunction | undefined> {
  const load = loaders[entry.id];
  if (!load) return undefined;
  const mod = await load();
  // Same bundle text ⇒ same schema, labels and hidden-field rules the module was compiled from.
  return JSON.stringify(mod.schema) === JSON.stringify(entry.schema) ? rootValidator(mod) : undefined;
}

function compileAtStartUp(raw: RawCatalog, stale: CatalogEntry[]): Map<string, CompiledValidateFunction> {
  const ajv = createAjv();
  const sources = raw.types.filter((t) => stale.some((e) => e.id === t.id)).map((t) => t.schema);
  const problems: CatalogProblem[] = metaCheck(ajv, [...raw.common, ...sources]);
  if (problems.length > 0) throw new CatalogError(problems);
  const out = new Map<string, CompiledValidateFunction>();
  for (const entry of stale) {
    try {
      out.set(entry.id, ajv.compile(entry.schema) as CompiledValidateFunction);
    } catch (error) {
      problems.push({ file: entry.files.schema, pointer: '', message: `cannot compile: ${(error as Error).message}` });
    }
  }
  if (problems.length > 0) throw new CatalogError(problems);
  return out;
}

/**
 * Every type of the catalogue under root with its validator.
 * @param root folder holding schemas/ and ui-schemas/
 * @param loaders the generated modules (src/domain/generated/validators/index.ts)
 * @param log where the start-up compile warning goes
 * @throws CatalogError naming file and JSON pointer of every problem
 */
export async function loadTypes(root: string, loaders: PrecompiledLoaders, log: LoadLog): Promise<Map<string, LoadedType>> {
  const raw = readCatalog(root);
  const catalog = assembleCatalog(raw);
  const types = new Map<string, LoadedType>();
  const stale: CatalogEntry[] = [];
  for (const entry of catalog.entries) {
    const validate = await precompiledFor(entry, loaders);
    if (validate) types.set(entry.id, { entry, validate, source: 'precompiled' });
    else stale.push(entry);
  }
  if (stale.length > 0) {
    const compiled = compileAtStartUp(raw, stale);
    for (const entry of stale) {
      log.warn({ typeId: entry.id, schema: entry.files.schema }, 'no up-to-date precompiled validator: compiled at start-up (run npm run gen)');
      types.set(entry.id, { entry, validate: compiled.get(entry.id)!, source: 'compiled-at-start-up' });
    }
  }
  return types;
}
