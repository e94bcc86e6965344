/**
 * The labels and help texts of a type as a table: one row per key (`types.<id>.fields.x`),
 * a column per language. A language file is nested JSON (locales/<lng>/types/<id>.json);
 * the table flattens it to dotted keys and writes an edited cell back into the nesting.
 */
import { isRecord } from '../../../form/engine/json';

export type Texts = Record<string, unknown>;

export interface TextRow {
  key: string;
  lt: string;
  en: string;
}

function flatten(node: unknown, prefix: string, out: Map<string, string>): void {
  if (!isRecord(node)) {
    if (prefix) out.set(prefix, typeof node === 'string' ? node : JSON.stringify(node));
    return;
  }
  for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
}

/** Dotted key → text of one language file. */
export function flattenTexts(texts: Texts | undefined): Map<string, string> {
  const out = new Map<string, string>();
  flatten(texts ?? {}, '', out);
  return out;
}

/** The table: every key of either language, in the Lithuanian file's order, then English-only keys. */
export function textRows(lt: Texts | undefined, en: Texts | undefined): TextRow[] {
  const ltFlat = flattenTexts(lt);
  const enFlat = flattenTexts(en);
  const keys = [...new Set([...ltFlat.keys(), ...enFlat.keys()])];
  return keys.map((key) => ({ key, lt: ltFlat.get(key) ?? '', en: enFlat.get(key) ?? '' }));
}

/**
 * A copy of the language file with one text set (its parent objects made when missing).
 * An empty text removes the key, so a cleared English cell falls back to Lithuanian.
 */
export function setText(texts: Texts | undefined, key: string, value: string): Texts {
  const out = structuredClone(texts ?? {});
  const parts = key.split('.');
  let node: Texts = out;
  for (const part of parts.slice(0, -1)) {
    if (!isRecord(node[part])) node[part] = {};
    node = node[part] as Texts;
  }
  const last = parts[parts.length - 1];
  if (value === '') delete node[last];
  else node[last] = value;
  return out;
}

/** The label keys a draft's own fields need (`types.<id>.title`, `types.<id>.fields.<field>`). */
export function expectedLabelKeys(typeId: string, fields: readonly string[]): string[] {
  return [`types.${typeId}.title`, ...fields.map((field) => `types.${typeId}.fields.${field}`)];
}

/** Rows with the keys a draft needs added (empty) after the ones the files already have. */
export function rowsWithExpected(rows: TextRow[], expected: readonly string[]): TextRow[] {
  const known = new Set(rows.map((row) => row.key));
  return [...rows, ...expected.filter((key) => !known.has(key)).map((key) => ({ key, lt: '', en: '' }))];
}
