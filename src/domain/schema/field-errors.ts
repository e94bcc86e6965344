/**
 * AJV errors → field errors `{ path, messageKey, params, severity }`: one entry per field,
 * path as a JSON pointer into the data, message as a translation key. The server answers 422
 * with toFieldErrors(); the browser hands keyErrorsInPlace to @rjsf/validator-ajv8 as its
 * localizer, so both sides pick the same error and key for every field.
 */
import type { ErrorObject } from 'ajv';
import type { FieldError } from '../contracts/shared.js';
import { FORMAT_KEYS, MESSAGE_KEYS } from './messages.js';

// One field error { path (JSON pointer into the data), messageKey, params?, severity }: the contract's (src/domain/contracts/shared.ts).
export type { FieldError, Severity } from '../contracts/shared.js';

/** Keywords whose failure is fully explained by their subschemas' own errors. */
const STRUCTURAL = new Set(['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', '$ref', '$dynamicRef', 'dependentSchemas', 'propertyNames']);

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

const isUnder = (path: string, parent: string) => path.startsWith(`${parent}/`);

interface Picked {
  error: ErrorObject;
  path: string;
  messageKey: string;
  params?: Record<string, unknown>;
  rank: number;
}

function classify(e: ErrorObject): Omit<Picked, 'error'> | null {
  const p = e.params as Record<string, unknown>;
  const at = e.instancePath;
  switch (e.keyword) {
    case 'required':
      return { path: `${at}/${escape(String(p.missingProperty))}`, messageKey: MESSAGE_KEYS.required, rank: 1 };
    case 'additionalProperties':
      return { path: `${at}/${escape(String(p.additionalProperty))}`, messageKey: MESSAGE_KEYS.unknownField, rank: 0 };
    case 'unevaluatedProperties':
      return { path: `${at}/${escape(String(p.unevaluatedProperty))}`, messageKey: MESSAGE_KEYS.unknownField, rank: 0 };
    case 'false schema':
      return { path: at, messageKey: MESSAGE_KEYS.hiddenField, rank: 0 };
    case 'discriminator':
      return { path: `${at}/${escape(String(p.tag))}`, messageKey: p.tagValue === undefined ? MESSAGE_KEYS.required : MESSAGE_KEYS.invalid, rank: 1 };
    case 'type':
      return { path: at, messageKey: MESSAGE_KEYS.invalid, rank: 2 };
    case 'format':
      return { path: at, messageKey: FORMAT_KEYS[String(p.format)] ?? MESSAGE_KEYS.invalid, rank: 3 };
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
      return { path: `${at}/${Number(p.index)}/${escape(String(p.key))}`, messageKey: MESSAGE_KEYS.uniqueKey, rank: 3 };
    case 'notAfterToday':
    case 'notBeforeToday':
    case 'eur':
    case 'formerSpouse':
      return { path: at, messageKey: MESSAGE_KEYS[e.keyword], rank: 3 };
    default:
      if (STRUCTURAL.has(e.keyword)) return null;
      // pattern, enum, const, minimum, maximum, multipleOf, contains, not, uniqueItems …
      return { path: at, messageKey: MESSAGE_KEYS.invalid, rank: 4 };
  }
}

/**
 * One error per field, the most telling one: an unknown or hidden field first, then a missing
 * value, a wrong type, a field-specific rule, anything else. Errors inside an unknown or
 * hidden field are dropped — the field itself is the problem.
 */
function pick(all: readonly ErrorObject[]): Picked[] {
  // Items that fail a `contains` explain why no item matched: the `contains` error says it.
  const errors = all.filter((e) => !e.schemaPath.includes('/contains/'));
  // A failed subschema drops its "evaluated" annotations, so every field of an object then
  // looks unevaluated; such errors only mean something when the object has no other error.
  const objectsWithOtherErrors = errors.filter((e) => e.keyword !== 'unevaluatedProperties').map((e) => e.instancePath);
  const meaningful = errors.filter(
    (e) => e.keyword !== 'unevaluatedProperties' || !objectsWithOtherErrors.some((p) => p === e.instancePath || isUnder(p, e.instancePath)),
  );
  const best = new Map<string, Picked>();
  for (const error of meaningful) {
    const c = classify(error);
    if (!c) continue;
    const current = best.get(c.path);
    if (!current || c.rank < current.rank) best.set(c.path, { error, ...c });
  }
  const refused = [...best.values()].filter((x) => x.rank === 0).map((x) => x.path);
  return [...best.values()].filter((x) => !refused.some((r) => isUnder(x.path, r)));
}

/**
 * Field errors of a failed validation, one per field, all critical.
 * @param errors the validator's `errors` (null or empty when valid)
 */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  return pick(errors ?? []).map(({ path, messageKey, params }) => ({ path, messageKey, ...(params ? { params } : {}), severity: 'critical' }));
}

/**
 * @rjsf/validator-ajv8 localizer: rewrites the validator's error list in place to the same
 * one-per-field selection as toFieldErrors, with `message` set to the translation key.
 * `instancePath` is moved to the field (rjsf itself appends missingProperty for `required`).
 * @param errors the array rjsf passes (mutated)
 */
export function keyErrorsInPlace(errors: ErrorObject[] | null | undefined): void {
  if (!errors) return;
  const picked = pick(errors);
  errors.length = 0;
  for (const { error, path, messageKey } of picked) {
    errors.push({ ...error, instancePath: error.keyword === 'required' ? error.instancePath : path, message: messageKey });
  }
}
