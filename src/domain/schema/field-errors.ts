/**
 * AJV errors → field errors `{ path, messageKey, params, severity }`: one entry per field,
 * path as a JSON pointer into the data, message as a translation key. The server and the
 * browser both reach it through validateData (precompiled.ts), so both pick the same error,
 * key and params for every field.
 */
import type { ErrorObject } from 'ajv';
import type { FieldError } from '../contracts/shared.js';
import { MESSAGE_KEYS, crossFieldKey, formatMessageKey, namedMessageKey } from './messages.js';

// One field error { path (JSON pointer into the data), messageKey, params?, severity }: the contract's (src/domain/contracts/shared.ts).
export type { FieldError, Severity } from '../contracts/shared.js';

/** Keywords whose failure is fully explained by their subschemas' own errors. */
const STRUCTURAL = new Set(['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', '$ref', '$dynamicRef', 'dependentSchemas', 'propertyNames']);

/** One segment of a JSON pointer (RFC 6901: `~` → `~0`, `/` → `~1`). */
export const pointerSegment = (segment: string): string =>
  segment.includes('~') || segment.includes('/') ? segment.replace(/~/g, '~0').replace(/\//g, '~1') : segment;

/**
 * At most this many unknown fields are listed; the rest are one more entry with their count
 * (`validation.unknownFieldsOmitted`, params.count), so a body with 100 000 unknown keys gets a
 * short answer. Unknown fields are AJV's only unbounded error source: every other list has
 * a maxItems and every object is closed.
 */
export const UNKNOWN_FIELDS_SHOWN = 50;

interface Picked {
  path: string;
  messageKey: string;
  params?: Record<string, unknown>;
  rank: number;
}

function classify(e: ErrorObject): Picked | null {
  const p = e.params as Record<string, unknown>;
  const at = e.instancePath;
  switch (e.keyword) {
    case 'required':
      return { path: `${at}/${pointerSegment(String(p.missingProperty))}`, messageKey: MESSAGE_KEYS.required, rank: 1 };
    case 'additionalProperties':
      return { path: `${at}/${pointerSegment(String(p.additionalProperty))}`, messageKey: MESSAGE_KEYS.unknownField, rank: 0 };
    case 'unevaluatedProperties':
      return { path: `${at}/${pointerSegment(String(p.unevaluatedProperty))}`, messageKey: MESSAGE_KEYS.unknownField, rank: 0 };
    case 'false schema':
      return { path: at, messageKey: MESSAGE_KEYS.hiddenField, rank: 0 };
    case 'discriminator':
      return { path: `${at}/${pointerSegment(String(p.tag))}`, messageKey: p.tagValue === undefined ? MESSAGE_KEYS.required : MESSAGE_KEYS.invalid, rank: 1 };
    case 'type':
      // A fraction where a whole number belongs is a number all the same: a rule, not a type (a draft keeps it).
      return { path: at, messageKey: p.type === 'integer' && typeof e.data === 'number' ? MESSAGE_KEYS.integer : MESSAGE_KEYS.wrongType, rank: 2 };
    case 'format':
      return { path: at, messageKey: formatMessageKey(String(p.format), e.data), rank: 3 };
    case 'minLength':
      // An empty text is a field left unfilled.
      return Number(p.limit) <= 1
        ? { path: at, messageKey: MESSAGE_KEYS.required, rank: 1 }
        : { path: at, messageKey: MESSAGE_KEYS.minLength, params: { limit: p.limit }, rank: 3 };
    case 'maxLength':
      return { path: at, messageKey: MESSAGE_KEYS.maxLength, params: { limit: p.limit }, rank: 3 };
    case 'minItems':
      return Number(p.limit) <= 1 && Array.isArray(e.data) && e.data.length === 0
        ? { path: at, messageKey: MESSAGE_KEYS.required, rank: 1 }
        : { path: at, messageKey: MESSAGE_KEYS.minItems, params: { limit: p.limit }, rank: 3 };
    case 'maxItems':
      return { path: at, messageKey: MESSAGE_KEYS.maxItems, params: { limit: p.limit }, rank: 3 };
    case 'uniqueKey':
      return { path: `${at}/${Number(p.index)}/${pointerSegment(String(p.key))}`, messageKey: MESSAGE_KEYS.uniqueKey, rank: 3 };
    case 'dateOrder':
    case 'distinctParties':
      // a cross-field rule: the error is on the field to correct, relative to the object
      return { path: `${at}/${String(p.field).split('/').map(pointerSegment).join('/')}`, messageKey: crossFieldKey(String(p.rule)), rank: 3 };
    case 'shareTotal':
      return { path: `${at}/${Number(p.index)}/${pointerSegment(String(p.share))}`, messageKey: crossFieldKey('shareTotal'), rank: 3 };
    case 'positive':
    case 'properShare':
      return { path: at, messageKey: crossFieldKey(e.keyword), rank: 3 };
    case 'notAfterToday':
    case 'notBeforeToday':
    case 'eur':
    case 'formerSpouse':
      return { path: at, messageKey: MESSAGE_KEYS[e.keyword], rank: 3 };
    // general keywords: after a field-specific rule (a format) unless their schema names the message
    case 'enum':
    case 'uniqueItems':
    case 'pattern':
      return { path: at, messageKey: MESSAGE_KEYS[e.keyword], rank: 4 };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { path: at, messageKey: MESSAGE_KEYS[e.keyword], params: { limit: p.limit }, rank: 4 };
    case 'multipleOf':
      return { path: at, messageKey: MESSAGE_KEYS.multipleOf, rank: 4 };
    default:
      if (STRUCTURAL.has(e.keyword)) return null;
      // const, contains, not, and keywords without a key of their own
      return { path: at, messageKey: MESSAGE_KEYS.invalid, rank: 4 };
  }
}

/**
 * The classified error, its key replaced by the one the schema names for the keyword
 * (`messageKeys`, decision 0111), as a field-specific rule (rank 3). Only rules (rank ≥ 3) are renamed: a missing value, a
 * wrong type or an unknown field keep their keys, which decide whether a save is refused.
 */
function classifyNamed(e: ErrorObject): Picked | null {
  const c = classify(e);
  if (!c || c.rank < 3) return c;
  const named = namedMessageKey(e.parentSchema, e.keyword);
  return named === undefined ? c : { ...c, messageKey: named, rank: 3 };
}

/** The parent of a JSON pointer ('/a/b' → '/a', '/a' → ''), null for the root. */
const parentOf = (path: string): string | null => {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? null : path.slice(0, slash);
};

/** True when a proper ancestor of `path` is in `paths`: a walk up the pointer, never a scan of the set. */
function isUnderAny(path: string, paths: ReadonlySet<string>): boolean {
  for (let p = parentOf(path); p !== null; p = parentOf(p)) if (paths.has(p)) return true;
  return false;
}

/**
 * Every object that holds an error other than "unevaluated": the errors' own paths and all
 * their ancestors. A walk up stops at a path already known (its ancestors are known too), so
 * building the set touches each distinct path once.
 */
function pathsWithOtherErrors(errors: readonly ErrorObject[]): Set<string> {
  const paths = new Set<string>();
  for (const e of errors) {
    if (e.keyword === 'unevaluatedProperties') continue;
    for (let p: string | null = e.instancePath; p !== null && !paths.has(p); p = parentOf(p)) paths.add(p);
  }
  return paths;
}

interface Selection {
  picked: Picked[];
  /** unknown fields beyond UNKNOWN_FIELDS_SHOWN, counted, not listed */
  unknownOmitted: number;
}

/**
 * One error per field, the most telling one: an unknown or hidden field first, then a missing
 * value, a wrong type, a field-specific rule, anything else. Errors inside an unknown or
 * hidden field are dropped — the field itself is the problem. At most UNKNOWN_FIELDS_SHOWN
 * unknown fields are listed. Linear in the number of errors: every lookup is by path in a
 * Map or Set, never a scan of the other errors (a body with 20 000 unknown keys once took
 * seconds here).
 */
function pick(all: readonly ErrorObject[]): Selection {
  // Items that fail a `contains` explain why no item matched: the `contains` error says it.
  const errors = all.filter((e) => !e.schemaPath.includes('/contains/'));
  // A failed subschema drops its "evaluated" annotations, so every field of an object then
  // looks unevaluated; such errors only mean something when the object has no other error.
  let withOtherErrors: Set<string> | undefined;
  const best = new Map<string, Picked>();
  for (const error of errors) {
    if (error.keyword === 'unevaluatedProperties') {
      withOtherErrors ??= pathsWithOtherErrors(errors);
      if (withOtherErrors.has(error.instancePath)) continue;
    }
    const c = classifyNamed(error);
    if (!c) continue;
    const current = best.get(c.path);
    if (!current || c.rank < current.rank) best.set(c.path, c);
  }
  const refused = new Set<string>();
  for (const x of best.values()) if (x.rank === 0) refused.add(x.path);
  const picked: Picked[] = [];
  let unknownShown = 0;
  let unknownOmitted = 0;
  for (const x of best.values()) {
    if (refused.size > 0 && isUnderAny(x.path, refused)) continue;
    if (x.messageKey === MESSAGE_KEYS.unknownField && unknownShown++ >= UNKNOWN_FIELDS_SHOWN) unknownOmitted++;
    else picked.push(x);
  }
  return { picked, unknownOmitted };
}

/** The entry that stands for the unknown fields not listed: at the root, with their count. */
export const unknownFieldsOmitted = (count: number): FieldError => ({
  path: '',
  messageKey: MESSAGE_KEYS.unknownFieldsOmitted,
  params: { count },
  severity: 'critical',
});

/**
 * Field errors of a failed validation, one per field, all critical.
 * @param errors the validator's `errors` (null or empty when valid)
 */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  const { picked, unknownOmitted } = pick(errors ?? []);
  const out: FieldError[] = picked.map(({ path, messageKey, params }) => ({ path, messageKey, ...(params ? { params } : {}), severity: 'critical' }));
  if (unknownOmitted > 0) out.push(unknownFieldsOmitted(unknownOmitted));
  return out;
}
