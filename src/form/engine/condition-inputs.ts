/**
 * Which top-level fields the root's conditions read (field-schemas.ts re-applies them when one
 * of those changes; form-session.tsx re-checks them). Plain JSON walking: the form's first
 * chunks use it without rjsf (decision 0176).
 */
import type { RJSFSchema } from '@rjsf/utils';
import { isRecord } from './json';

const CONDITION_KEYS = new Set(['if', 'then', 'else', 'description', '$comment']);
const IF_KEYS = new Set(['properties', 'required', 'description', '$comment']);
/** Root keywords whose outcome depends on the data (besides allOf conditions). */
const DATA_DEPENDENT = ['if', 'oneOf', 'anyOf', 'dependencies', 'dependentSchemas', 'dependentRequired', 'patternProperties', 'additionalProperties'];

/**
 * The top-level fields the root's conditions read, or null when the root may depend on any
 * field (then conditions are re-applied on every change).
 */
export function conditionInputs(root: RJSFSchema): Set<string> | null {
  if (DATA_DEPENDENT.some((k) => k in root && !(k === 'additionalProperties' && typeof root[k] === 'boolean'))) return null;
  const inputs = new Set<string>();
  const allOf = Array.isArray(root.allOf) ? root.allOf : [];
  for (const part of allOf) {
    if (!isRecord(part)) return null;
    if (!('if' in part)) {
      // A plain allOf member (no condition) does not depend on the data only if it has no branches.
      if (DATA_DEPENDENT.some((k) => k in part)) return null;
      continue;
    }
    if (!Object.keys(part).every((k) => CONDITION_KEYS.has(k))) return null;
    const test = part.if;
    if (!isRecord(test) || !Object.keys(test).every((k) => IF_KEYS.has(k))) return null;
    for (const name of Object.keys(isRecord(test.properties) ? test.properties : {})) inputs.add(name);
    for (const name of Array.isArray(test.required) ? test.required : []) inputs.add(String(name));
  }
  return inputs;
}
