/**
 * Server start-up (api/modules/catalog/load-types.ts): a catalogue exactly as npm run gen saw
 * it is taken from the generated modules (source hashes match, nothing re-bundled); a changed
 * file makes its type stale — compiled at start-up with a warning — and a broken file still
 * stops the start with file + JSON pointer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadTypes } from '../../api/modules/catalog/load-types.js';
import { CatalogError } from '../../src/domain/schema/catalog-error.js';
import type { PrecompiledLoaders, PrecompiledType } from '../../src/domain/schema/precompiled.js';
import { PRECOMPILED } from '../../src/domain/generated/validators/index.js';
import { SOURCE_HASHES } from '../../src/domain/generated/validators/source-hashes.js';
import { readCatalog } from '../../api/modules/catalog/read-catalog.js';
import { copyCatalog, type CatalogCopy } from './catalog-copy.js';

const TYPE = 'nuoma';
const GENERATED = { loaders: PRECOMPILED, hashes: SOURCE_HASHES };
const SCHEMA = `schemas/documents/${TYPE}.schema.json`;

/** The generated loaders, remembering which modules were handed out. */
function trackedLoaders(): { loaders: PrecompiledLoaders; modules: Map<string, PrecompiledType> } {
  const modules = new Map<string, PrecompiledType>();
  const loaders: PrecompiledLoaders = Object.fromEntries(
    Object.entries(PRECOMPILED).map(([id, load]) => [
      id,
      async () => {
        const mod = await load();
        modules.set(id, mod);
        return mod;
      },
    ]),
  );
  return { loaders, modules };
}

describe('catalogue start-up', () => {
  let copy: CatalogCopy | undefined;
  afterEach(() => {
    copy?.remove();
    copy = undefined;
  });

  it('uses the generated modules as they are when every source hash matches', async () => {
    const { loaders, modules } = trackedLoaders();
    const warnings: unknown[] = [];
    const types = await loadTypes(readCatalog('.'), { loaders, hashes: SOURCE_HASHES }, { warn: (details) => warnings.push(details) });
    expect(warnings).toEqual([]);
    expect(types.size).toBe(Object.keys(PRECOMPILED).length);
    for (const [id, type] of types) {
      expect(type.source).toBe('precompiled');
      // The very objects of the module: nothing was bundled again to compare with.
      expect(type.entry.schema).toBe(modules.get(id)!.schema);
      expect(type.entry.ui).toBe(modules.get(id)!.ui);
    }
  }, 120_000);

  it('decides trust on the generated hash list, importing no module to read a hash', async () => {
    // modules that carry no hash of their own: trust comes from source-hashes.ts alone
    const { loaders, modules } = trackedLoaders();
    const hashless: PrecompiledLoaders = Object.fromEntries(
      Object.entries(loaders).map(([id, load]) => [id, async () => ({ ...(await load()), sourceHash: undefined })]),
    );
    const types = await loadTypes(readCatalog('.'), { loaders: hashless, hashes: SOURCE_HASHES }, { warn: () => undefined });
    expect(types.get(TYPE)!.entry.schema).toBe(modules.get(TYPE)!.schema);
    // and a list that disagrees with the files imports nothing before falling back to the full check
    const { loaders: untouched, modules: imported } = trackedLoaders();
    const stale = { ...SOURCE_HASHES, [TYPE]: 'stale' };
    const fallback = await loadTypes(readCatalog('.'), { loaders: untouched, hashes: stale }, { warn: () => undefined });
    expect(fallback.get(TYPE)!.entry.schema).not.toBe(imported.get(TYPE)!.schema);
  }, 120_000);

  it('compiles a type whose schema changed since npm run gen, and keeps the others precompiled', async () => {
    copy = copyCatalog();
    const schema = copy.readJson(SCHEMA);
    copy.writeJson(SCHEMA, { ...schema, description: `${String(schema.description)} (changed)` });
    const warnings: unknown[] = [];
    const types = await loadTypes(readCatalog(copy.root), GENERATED, { warn: (details) => warnings.push(details) });
    expect(types.get(TYPE)!.source).toBe('compiled-at-start-up');
    expect(types.get(TYPE)!.entry.schema.description).toMatch(/\(changed\)$/);
    expect(warnings).toEqual([{ typeId: TYPE, schema: SCHEMA }]);
    expect([...types.values()].filter((t) => t.source !== 'precompiled').map((t) => t.entry.id)).toEqual([TYPE]);
  }, 180_000);

  it('still refuses a broken catalogue, naming the file and the JSON pointer', async () => {
    copy = copyCatalog();
    const schema = copy.readJson(SCHEMA);
    copy.writeJson(SCHEMA, { ...schema, required: 'dokumentas' });
    const failure = await loadTypes(readCatalog(copy.root), GENERATED, { warn: () => undefined }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CatalogError);
    expect((failure as CatalogError).problems.some((p) => p.file === SCHEMA)).toBe(true);
  }, 120_000);
});
