/**
 * Label checks (pure; scripts/lib/labels.ts reads the locale files): every label key the catalogue uses has a text in locales/lt (and in
 * locales/en for portal families and the shared definitions those reuse). Keys are what the
 * bundler put into `title`, the layout's section titles, the type's titleKey, every enum value
 * (fields.enum.<value>) and every validation message key, the code's and those schemas name
 * (`messageKeys`, lt and en always).
 */
import { bundleType, buildCommonLibrary, type JsonSchema } from './bundle.js';
import type { Catalog, CatalogEntry } from './catalog.js';
import { isPlainObject, type CatalogProblem } from './catalog-error.js';
import { sectionTitleKey } from './layout.js';
import { ALL_VALIDATION_KEYS } from './messages.js';
import { CATALOG_BASE_URI } from './structure-check.js';
import { PORTAL_FAMILIES } from './vocabulary.js';

/** A language's texts: fields.json, validation.json and types/*.json merged. */
export type LocaleTree = Record<string, unknown>;
type Tree = LocaleTree;

/** Deep-merges one locale file into a tree (later files win). */
export function mergeLocale(into: Tree, from: Tree): Tree {
  for (const [k, v] of Object.entries(from)) into[k] = isPlainObject(v) && isPlainObject(into[k]) ? mergeLocale(into[k] as Tree, v) : v;
  return into;
}

/** The text at a dotted key, if it is a non-empty string. */
export function lookup(tree: Tree, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) node = isPlainObject(node) ? node[part] : undefined;
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

function collect(node: unknown, keys: Set<string>): void {
  if (Array.isArray(node)) node.forEach((n) => collect(n, keys));
  if (!isPlainObject(node)) return;
  if (typeof node.title === 'string') keys.add(node.title);
  if (Array.isArray(node.enum)) for (const v of node.enum) if (typeof v === 'string') keys.add(`fields.enum.${v}`);
  for (const [k, v] of Object.entries(node)) if (k !== 'const' && k !== 'enum' && k !== 'registry' && k !== 'messageKeys') collect(v, keys);
}

/** The message keys schemas name (`messageKeys`, decision 0111): each needs an lt and an en text. */
function collectMessageKeys(node: unknown, keys: Set<string>): void {
  if (Array.isArray(node)) node.forEach((n) => collectMessageKeys(n, keys));
  if (!isPlainObject(node)) return;
  for (const [k, v] of Object.entries(node)) {
    if (k === 'messageKeys' && isPlainObject(v)) for (const key of Object.values(v)) if (typeof key === 'string') keys.add(key);
    if (k !== 'const' && k !== 'enum' && k !== 'registry') collectMessageKeys(v, keys);
  }
}

/** Every label key one type uses. */
export function labelKeysOf(entry: CatalogEntry): string[] {
  const keys = new Set<string>([entry.meta.titleKey]);
  collect(entry.schema, keys);
  for (const kind of ['tabs', 'steps'] as const) for (const s of entry.ui.layout[kind] ?? []) keys.add(sectionTitleKey(kind, s));
  return [...keys];
}

/** Label keys of every shared definition, used or not yet used by a type. */
export function commonLabelKeys(catalog: Catalog): string[] {
  const { library } = buildCommonLibrary(catalog.common);
  const properties: Record<string, unknown> = {};
  for (const f of catalog.common) {
    for (const def of Object.keys(isPlainObject(f.schema.$defs) ? f.schema.$defs : {})) properties[def] = { $ref: `${String(f.schema.$id)}#/$defs/${def}` };
  }
  const probe: JsonSchema = { $id: `${CATALOG_BASE_URI}/documents/label-probe.schema.json`, type: 'object', properties };
  const bundled = bundleType({ typeId: 'label-probe', type: { file: '(all common definitions)', schema: probe }, common: library });
  const keys = new Set<string>();
  collect(bundled.$defs, keys);
  return [...keys];
}

/**
 * Missing label texts, as problems naming the locale file that should hold them.
 * @param locales the lt and en texts (readLocale in scripts/lib/labels.ts; the studio merges a type's own)
 * @param catalog the checked catalogue (or one type with the common files)
 * @param options commonDefinitions: false leaves out the labels of every shared definition (the studio checks one type)
 */
export function labelProblemsIn(locales: { lt: Tree; en: Tree }, catalog: Catalog, options: { commonDefinitions?: boolean } = {}): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const need = (lng: 'lt' | 'en', key: string, where: string) => {
    if (!lookup(locales[lng], key))
      problems.push({ file: `locales/${lng}/${where}`, pointer: `/${key.split('.').join('/')}`, message: `no ${lng} text for "${key}"` });
  };
  const fileOf = (key: string) =>
    key.startsWith('types.') ? `types/${key.split('.')[1]}.json` : key.startsWith('validation.') ? 'validation.json' : 'fields.json';
  const named = new Set<string>();
  if (options.commonDefinitions !== false) for (const f of catalog.common) collectMessageKeys(f.schema, named);
  for (const entry of catalog.entries) collectMessageKeys(entry.schema, named);
  const validationKeys = options.commonDefinitions === false ? [...named] : [...ALL_VALIDATION_KEYS, ...named];
  for (const key of validationKeys) for (const lng of ['lt', 'en'] as const) need(lng, key, 'validation.json');
  if (options.commonDefinitions !== false) for (const key of commonLabelKeys(catalog)) for (const lng of ['lt', 'en'] as const) need(lng, key, fileOf(key));
  for (const entry of catalog.entries) {
    const portal = PORTAL_FAMILIES.includes(entry.family);
    for (const key of labelKeysOf(entry)) {
      need('lt', key, fileOf(key));
      if (portal) need('en', key, fileOf(key));
    }
  }
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.file + p.pointer) && seen.add(p.file + p.pointer));
}
