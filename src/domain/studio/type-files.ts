/**
 * One catalogue type's files as the studio edits, stores and exports them — the same files
 * the repository holds for a type (schemas/README.md):
 *
 *   schemas/<family>/<id>.schema.json          → schema
 *   ui-schemas/<family>/<id>.ui.json           → uiSchema (the whole ui file: { layout, uiSchema })
 *   locales/lt/types/<id>.json, locales/en/…   → texts.lt, texts.en
 *   tests/fixtures/<id>/{valid,invalid}/<n>.json → fixtures.valid[n], fixtures.invalid[n]
 *
 * Isomorphic and pure: the browser's studio and the server's studio module share it.
 */
import type { Family } from '../schema/vocabulary.js';

/** A JSON object of a file (schema, ui file, locale file). */
export type JsonObject = Record<string, unknown>;

/** A fixture file: `{ today?, data, expect? }` (an invalid one lists the errors it expects). */
export interface FixtureFile {
  /** YYYY-MM-DD the fixture is judged against (default FIXTURE_TODAY of the fixture check) */
  today?: string;
  data: unknown;
  expect?: { path: string; messageKey: string; params?: Record<string, unknown> }[];
}

export interface TypeFiles {
  family: Family;
  /** kebab-case type id, the file names' stem */
  id: string;
  /** schemas/<family>/<id>.schema.json */
  schema: JsonObject;
  /** ui-schemas/<family>/<id>.ui.json: `{ layout, uiSchema }` */
  uiSchema: JsonObject;
  /** locales/<lng>/types/<id>.json (`{ types: { <id>: { title, fields… } } }`); en only for portal families and when translated */
  texts: { lt: JsonObject; en?: JsonObject };
  /** tests/fixtures/<id>/valid|invalid/<name>.json by name (without .json) */
  fixtures: { valid: Record<string, FixtureFile>; invalid: Record<string, FixtureFile> };
}

/** The repository path of each file of a type. */
export const typeFilePaths = (family: Family, id: string) => ({
  schema: `schemas/${family}/${id}.schema.json`,
  uiSchema: `ui-schemas/${family}/${id}.ui.json`,
  textsLt: `locales/lt/types/${id}.json`,
  textsEn: `locales/en/types/${id}.json`,
  fixture: (kind: 'valid' | 'invalid', name: string) => `tests/fixtures/${id}/${kind}/${name}.json`,
});

/** A JSON file's text as the repository formats it (two spaces, final newline). */
export const jsonFileText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The type as repository files: path → file text, ready to commit (the studio's export).
 * @param files one type's files
 */
export function toRepositoryFiles(files: TypeFiles): Record<string, string> {
  const paths = typeFilePaths(files.family, files.id);
  const out: Record<string, string> = {
    [paths.schema]: jsonFileText(files.schema),
    [paths.uiSchema]: jsonFileText(files.uiSchema),
    [paths.textsLt]: jsonFileText(files.texts.lt),
  };
  if (files.texts.en) out[paths.textsEn] = jsonFileText(files.texts.en);
  for (const kind of ['valid', 'invalid'] as const)
    for (const [name, fixture] of Object.entries(files.fixtures[kind]).sort(([a], [b]) => a.localeCompare(b)))
      out[paths.fixture(kind, name)] = jsonFileText(fixture);
  return out;
}

/**
 * The copy of a type under a new id: `$id`, `registry.titleKey`/`route`, the texts' key and
 * the fixtures follow the new id; the title text becomes the given one.
 * @param source the files copied
 * @param id the new type id
 * @param title the new type's Lithuanian title
 */
export function copyTypeFiles(source: TypeFiles, id: string, title: string): TypeFiles {
  const rename = (texts: JsonObject | undefined, withTitle?: string): JsonObject | undefined => {
    if (!texts) return undefined;
    const types = (texts.types ?? {}) as Record<string, JsonObject>;
    const own = { ...(types[source.id] ?? {}) };
    if (withTitle !== undefined) own.title = withTitle;
    return { ...texts, types: { [id]: own } };
  };
  const registry = { ...((source.schema.registry ?? {}) as JsonObject) };
  registry.titleKey = `types.${id}.title`;
  if (typeof registry.route === 'string') registry.route = registry.route.replace(/[^/]+$/, id);
  const schema = { ...source.schema, $id: String(source.schema.$id ?? '').replace(/[^/]+\.schema\.json$/, `${id}.schema.json`), registry };
  return {
    family: source.family,
    id,
    schema: relabel(schema, source.id, id) as JsonObject,
    uiSchema: relabel(source.uiSchema, source.id, id) as JsonObject,
    texts: { lt: rename(source.texts.lt, title)!, ...(source.texts.en ? { en: rename(source.texts.en) } : {}) },
    fixtures: structuredClone(source.fixtures),
  };
}

/** Label keys `types.<old>.…` (titles, titleKeys) rewritten to the new id. */
function relabel(node: unknown, from: string, to: string): unknown {
  if (Array.isArray(node)) return node.map((n) => relabel(n, from, to));
  if (typeof node === 'string') return node.startsWith(`types.${from}.`) ? `types.${to}.${node.slice(`types.${from}.`.length)}` : node;
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, relabel(v, from, to)]));
}
