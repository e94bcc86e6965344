/**
 * Example documents for the sandbox: a type's valid fixtures (tests/fixtures/<id>/valid/*.json,
 * the catalogue's own examples, each a lazy chunk) and a large document generated from the
 * richest of them — every list of persons with 20 entries, the asset list with 50 — so a
 * person (or the benchmark) can feel the form at its heaviest.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { isRecord } from '../../form/engine/json';
import { uniqueKeyOf } from '../../form/engine/item-keys';
import { fieldsOf } from '../../form/engine/schema-fields';

type Data = Record<string, unknown>;

const FIXTURES = import.meta.glob<{ data: Data }>('/tests/fixtures/*/valid/*.json', { import: 'default' });

/** The data the sandbox can start from: empty, the richest valid fixture, or it enlarged. */
export const EXAMPLE_KINDS = ['tuscias', 'pavyzdys', 'didelis'] as const;
export type ExampleKind = (typeof EXAMPLE_KINDS)[number];

export const isExampleKind = (value: unknown): value is ExampleKind => (EXAMPLE_KINDS as readonly unknown[]).includes(value);

/** Entries of a large example: per list of persons, and for the asset list. */
export const LARGE_EXAMPLE = { persons: 20, assets: 50 } as const;

function fixturesOf(typeId: string): (() => Promise<{ data: Data }>)[] {
  const prefix = `/tests/fixtures/${typeId}/valid/`;
  return Object.keys(FIXTURES)
    .filter((file) => file.startsWith(prefix))
    .sort()
    .map((file) => FIXTURES[file]);
}

/** True when the type has an example to load. */
export const hasExamples = (typeId: string): boolean => fixturesOf(typeId).length > 0;

/** The valid fixture with the most data (the one that shows the most of the form). */
async function richestFixture(typeId: string): Promise<Data | null> {
  const loaded = await Promise.all(fixturesOf(typeId).map((load) => load()));
  const sized = loaded.map((f) => ({ data: f.data, size: JSON.stringify(f.data).length }));
  sized.sort((a, b) => b.size - a.size);
  return sized[0]?.data ?? null;
}

/** A copy of `item` numbered `n`: its id made unique, its name marked with the number. */
function copyItem(item: unknown, n: number, idField: string | undefined): unknown {
  if (!isRecord(item)) return item;
  const copy: Data = structuredClone(item);
  if (idField && copy[idField] !== undefined) copy[idField] = `${String(copy[idField])}-${n}`;
  for (const name of ['pavadinimas', 'pavarde']) if (typeof copy[name] === 'string') copy[name] = `${copy[name] as string} ${n}`;
  return copy;
}

/** A list grown to `count` entries by repeating its items (the originals first). */
function grow(items: unknown[], count: number, idField: string | undefined): unknown[] {
  if (items.length === 0 || items.length >= count) return items;
  const out = [...items];
  for (let n = items.length; n < count; n++) out.push(copyItem(items[n % items.length], n + 1, idField));
  return out;
}

/**
 * The document enlarged: lists of persons (items with `asmensTipas`) to LARGE_EXAMPLE.persons,
 * lists of kinds (items chosen by a discriminator, the assets) to LARGE_EXAMPLE.assets.
 * @param data a valid document of the type
 * @param schema the type's bundled schema
 */
export function enlarge(data: Data, schema: RJSFSchema): Data {
  const out: Data = { ...data };
  const properties = isRecord(schema.properties) ? schema.properties : {};
  for (const [field, value] of Object.entries(data)) {
    const list = properties[field];
    if (!Array.isArray(value) || !isRecord(list)) continue;
    const isPersonList = fieldsOf(schema, list.items).has('asmensTipas');
    const isAssetList = isRecord(list.items) && hasDiscriminator(schema, list.items);
    const count = isPersonList ? LARGE_EXAMPLE.persons : isAssetList ? LARGE_EXAMPLE.assets : 0;
    if (count > 0) out[field] = grow(value, count, uniqueKeyOf(list as RJSFSchema));
  }
  return out;
}

/** True when the item schema (following refs) chooses its fields by a discriminator. */
function hasDiscriminator(schema: RJSFSchema, node: Data, depth = 0): boolean {
  if (depth > 5) return false;
  if (isRecord(node.discriminator)) return true;
  if (typeof node.$ref === 'string') {
    const name = /#\/\$defs\/([^/]+)$/.exec(node.$ref)?.[1];
    const target = name && isRecord(schema.$defs) ? schema.$defs[name] : undefined;
    return isRecord(target) && hasDiscriminator(schema, target, depth + 1);
  }
  return false;
}

/**
 * An example document of a type, or null when the type has none.
 * @param typeId the type
 * @param kind empty, the richest fixture, or it enlarged
 * @param schema the type's bundled schema (to enlarge by), or the promise of it
 */
export async function loadExample(typeId: string, kind: ExampleKind, schema: RJSFSchema | Promise<RJSFSchema>): Promise<Data | null> {
  if (kind === 'tuscias') return {};
  // The fixtures' chunks load while the type's does.
  const [data, resolved] = await Promise.all([richestFixture(typeId), schema]);
  if (!data) return null;
  return kind === 'didelis' ? enlarge(data, resolved) : structuredClone(data);
}
