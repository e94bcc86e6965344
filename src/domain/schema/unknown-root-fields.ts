/**
 * The early answer to a body stuffed with unknown fields. Every catalogue type's root is closed
 * by `additionalProperties: false`, so the fields it admits are exactly its `properties`; when
 * the data's top level holds more unknown fields than UNKNOWN_FIELDS_SHOWN, the answer is those
 * fields (listed up to the cap, the rest counted) and the validator does not run — no error
 * object per unknown key, no selection over them. Anything less runs the validator as usual.
 */
import type { JsonSchema } from './bundle.js';
import { MESSAGE_KEYS } from './messages.js';
import { pointerSegment, UNKNOWN_FIELDS_SHOWN, unknownFieldsOmitted, type FieldError } from './field-errors.js';

const names = new WeakMap<JsonSchema, ReadonlySet<string> | null>();

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The field names a type's root admits, or null when the root is not closed that simply
 * (`additionalProperties` other than false, or `patternProperties`). Remembered per schema.
 * @param schema a bundled type schema
 */
export function rootFieldNames(schema: JsonSchema): ReadonlySet<string> | null {
  let known = names.get(schema);
  if (known === undefined) {
    const closed = schema.additionalProperties === false && schema.patternProperties === undefined && isPlainObject(schema.properties);
    known = closed ? new Set(Object.keys(schema.properties as object)) : null;
    names.set(schema, known);
  }
  return known;
}

/**
 * The field errors of data whose top level holds more than UNKNOWN_FIELDS_SHOWN unknown fields
 * (the first ones listed, the rest counted — as toFieldErrors would list them), else null.
 * One pass over the top-level keys.
 * @param data the document data
 * @param known rootFieldNames of its type
 */
export function tooManyUnknownRootFields(data: unknown, known: ReadonlySet<string>): FieldError[] | null {
  if (!isPlainObject(data)) return null;
  const listed: FieldError[] = [];
  let unknown = 0;
  for (const key of Object.keys(data)) {
    if (known.has(key)) continue;
    if (unknown++ < UNKNOWN_FIELDS_SHOWN) listed.push({ path: `/${pointerSegment(key)}`, messageKey: MESSAGE_KEYS.unknownField, severity: 'critical' });
  }
  if (unknown <= UNKNOWN_FIELDS_SHOWN) return null;
  listed.push(unknownFieldsOmitted(unknown - UNKNOWN_FIELDS_SHOWN));
  return listed;
}
