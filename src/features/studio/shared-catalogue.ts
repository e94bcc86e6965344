/**
 * The shared part of the catalogue a draft is written and checked against, bundled into the
 * studio's chunk only (the browser's other pages never load it): schemas/common (the `$defs`
 * a type refers to), ui-schemas/common/definitions.ui.json, and the texts every type shares
 * (locales/<lng>/fields.json and validation.json) — what api/modules/studio reads from disk.
 */
import type { SchemaFile } from '../../domain/schema/bundle';
import type { JsonFile } from '../../domain/schema/catalog';
import { mergeLocale, type LocaleTree } from '../../domain/schema/labels';

type Json = Record<string, unknown>;

const COMMON = import.meta.glob<Json>('/schemas/common/*.schema.json', { eager: true, import: 'default' });
const UI_DEFINITIONS = import.meta.glob<Json>('/ui-schemas/common/definitions.ui.json', { eager: true, import: 'default' });
const LOCALES = import.meta.glob<Json>('/locales/*/{fields,validation}.json', { eager: true, import: 'default' });

/** schemas/common/*.schema.json as parsed files, in name order. */
export const COMMON_SCHEMAS: SchemaFile[] = Object.entries(COMMON)
  .map(([path, schema]) => ({ file: path.slice(1), schema }))
  .sort((a, b) => a.file.localeCompare(b.file));

/** ui-schemas/common/definitions.ui.json. */
export const SHARED_UI_DEFINITIONS: JsonFile | undefined = Object.entries(UI_DEFINITIONS).map(([path, json]) => ({ file: path.slice(1), json }))[0];

/** fields.json and validation.json of one language merged. */
export function sharedLocale(language: 'lt' | 'en'): LocaleTree {
  const tree: LocaleTree = {};
  for (const name of ['fields', 'validation']) {
    const json = LOCALES[`/locales/${language}/${name}.json`];
    if (json) mergeLocale(tree, structuredClone(json));
  }
  return tree;
}
