/**
 * Start-up: finds each type's validator for the catalogue read from disk.
 *
 * Fast path: when every type on disk has a generated module (npm run gen) whose source hash
 * (generated apart, source-hashes.ts: no module is imported to decide) matches its files, the catalogue is exactly the one npm run gen checked and
 * bundled, so the modules' bundled schemas and ui files are used as they are — nothing is
 * re-bundled or compiled. Otherwise (a reading problem, a type added without npm run gen, a
 * changed file) the whole catalogue is assembled and checked as before: a type whose
 * module was built from exactly the bundled schema on disk keeps its precompiled validator;
 * the others (an analyst's folder, a stale generation) are meta-checked and compiled here with
 * THE AJV factory, with a warning naming them. Any problem stops the start with file + JSON
 * pointer.
 */
import type { CatalogEntry, RawCatalog } from '../../../src/domain/schema/catalog.js';
import type { RegistryMeta } from '../../../src/domain/schema/vocabulary.js';
import { assembleCatalog } from '../../../src/domain/schema/catalog.js';
import { CatalogError, type CatalogProblem } from '../../../src/domain/schema/catalog-error.js';
import { createAjv } from '../../../src/domain/schema/create-ajv.js';
import { metaCheck } from '../../../src/domain/schema/meta-check.js';
import { rootValidator, type CompiledValidateFunction, type PrecompiledLoaders } from '../../../src/domain/schema/precompiled.js';
import { sourceHasher } from './source-hash.js';

export type ValidatorSource = 'precompiled' | 'compiled-at-start-up' | 'studio';

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
 * Every type from its generated module, or undefined when any type is not exactly as generated.
 * Trust is decided on the generated hashes (source-hashes.ts) before any module is imported;
 * the trusted modules are then imported together.
 */
async function trustedTypes(
  raw: RawCatalog,
  loaders: PrecompiledLoaders,
  hashes: Readonly<Record<string, string>>,
): Promise<Map<string, LoadedType> | undefined> {
  if (raw.problems.length > 0) return undefined;
  const hash = sourceHasher(raw);
  const sorted = [...raw.types].sort((a, b) => a.id.localeCompare(b.id));
  const ids = new Set(sorted.map((t) => t.id));
  if (ids.size !== sorted.length || sorted.some((t) => !loaders[t.id] || !t.ui || hashes[t.id] !== hash(t))) return undefined;
  const modules = await Promise.all(sorted.map((t) => loaders[t.id]()));
  const types = new Map<string, LoadedType>();
  sorted.forEach((t, i) => {
    const mod = modules[i];
    const entry: CatalogEntry = {
      id: t.id,
      family: t.family,
      meta: t.schema.schema.registry as unknown as RegistryMeta,
      schema: mod.schema,
      ui: mod.ui,
      files: { schema: t.schema.file, ui: t.ui!.file },
    };
    types.set(t.id, { entry, validate: rootValidator(mod), source: 'precompiled' });
  });
  return types;
}

/**
 * Every type of the catalogue with its validator.
 * @param raw the catalogue as read from disk (read-catalog.ts)
 * @param generated the generated modules (src/domain/generated/validators/index.ts) and their source hashes (source-hashes.ts)
 * @param log where the start-up compile warning goes
 * @throws CatalogError naming file and JSON pointer of every problem
 */
export async function loadTypes(
  raw: RawCatalog,
  generated: { loaders: PrecompiledLoaders; hashes: Readonly<Record<string, string>> },
  log: LoadLog,
): Promise<Map<string, LoadedType>> {
  const { loaders } = generated;
  const trusted = await trustedTypes(raw, loaders, generated.hashes);
  if (trusted) return trusted;
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
