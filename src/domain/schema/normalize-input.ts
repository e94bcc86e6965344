/**
 * Forgiving input (docs/decisions/0098-normalising-input.md): codes people type the way they
 * are printed — an IBAN in groups of four, a personal or company code with spaces — are
 * normalised before validation, by the browser when a field loses focus and by the server
 * before AJV, with this one function. Only fields whose schema format is one of NORMALISED
 * are touched, and only string values; anything else reaches AJV as it came.
 */
import type { JsonSchema } from './bundle.js';
import { pickFields, replaceAt, valuesAt, type PickedField } from './field-paths.js';

/** Formats whose values lose their white space (and, for IBAN, are upper-cased). */
const NORMALISED = {
  iban: (v: string) => v.replace(/\s+/g, '').toUpperCase(),
  'asmens-kodas': (v: string) => v.replace(/\s+/g, ''),
  'ja-kodas': (v: string) => v.replace(/\s+/g, ''),
  idk: (v: string) => v.replace(/\s+/g, ''),
} as const;

export type NormalisedFormat = keyof typeof NORMALISED;

const isNormalised = (format: unknown): format is NormalisedFormat => typeof format === 'string' && Object.hasOwn(NORMALISED, format);

/** A single value of a field with the given format, normalised (unchanged for other formats). */
export function normalizeValue(format: unknown, value: unknown): unknown {
  return isNormalised(format) && typeof value === 'string' ? NORMALISED[format](value) : value;
}

const cache = new WeakMap<JsonSchema, PickedField<NormalisedFormat>[]>();

function normalisedFields(schema: JsonSchema): PickedField<NormalisedFormat>[] {
  let fields = cache.get(schema);
  if (!fields) {
    fields = pickFields(schema, (node) => (isNormalised(node.format) ? node.format : undefined));
    cache.set(schema, fields);
  }
  return fields;
}

/**
 * The data with every normalised field's value normalised; a copy when anything changed,
 * the same object otherwise.
 * @param schema the type's bundled schema
 * @param data the document data as sent
 */
export function normalizeInput<T>(schema: JsonSchema, data: T): T {
  const changes = valuesAt(normalisedFields(schema), data).filter((v) => normalizeValue(v.fact, v.value) !== v.value);
  if (changes.length === 0) return data;
  const copy = structuredClone(data);
  for (const c of changes) replaceAt(copy, c.pointer, normalizeValue(c.fact, c.value));
  return copy;
}
