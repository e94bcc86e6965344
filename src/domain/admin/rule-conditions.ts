/**
 * Conditions of an automatic registration rule on the item's data (decision 0132): a field of
 * the type's schema (a path of property names, `*` for any array item, e.g.
 * `/skolininkai/*\/asmensTipas`), an operator and a value. A condition holds when the data has
 * the field at least once and every value found there satisfies it; a rule registers only when
 * all its conditions hold. The fields a rule may name are the schema's scalar leaves.
 */
import type { JsonSchema } from '../schema/bundle.js';
import type { FieldError } from '../schema/field-errors.js';
import { pickFields, valuesAt } from '../schema/field-paths.js';

export const CONDITION_OPERATORS = ['eq', 'ne', 'lt', 'le', 'gt', 'ge'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
/** Operators that compare order: numbers only. */
const ORDERING: readonly ConditionOperator[] = ['lt', 'le', 'gt', 'ge'];

export interface RuleCondition {
  path: string;
  op: ConditionOperator;
  value: string | number | boolean;
}

export type ConditionValueKind = 'number' | 'string' | 'boolean';

/** A field a condition may name: its path, its value's kind and, for a closed list, its values. */
export interface ConditionField {
  path: string;
  kind: ConditionValueKind;
  values: (string | number | boolean)[] | null;
}

const cache = new WeakMap<JsonSchema, ConditionField[]>();

function kindOf(node: Record<string, unknown>): ConditionValueKind | undefined {
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('number') || types.includes('integer')) return 'number';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('string')) return 'string';
  const listed = Array.isArray(node.enum) ? node.enum : 'const' in node ? [node.const] : null;
  const first = listed?.[0];
  return typeof first === 'string' || typeof first === 'number' || typeof first === 'boolean' ? (typeof first as ConditionValueKind) : undefined;
}

/** The scalar fields of a bundled schema, by path (one entry per path; closed lists merged), cached per schema. */
export function conditionFields(schema: JsonSchema): ConditionField[] {
  const cached = cache.get(schema);
  if (cached) return cached;
  const byPath = new Map<string, ConditionField>();
  for (const { path, fact } of pickFields(schema, (node) => {
    const kind = kindOf(node);
    if (!kind) return undefined;
    const listed = Array.isArray(node.enum) ? node.enum : 'const' in node ? [node.const] : null;
    return { kind, values: listed as (string | number | boolean)[] | null };
  })) {
    const key = `/${path.join('/')}`;
    const known = byPath.get(key);
    if (!known) byPath.set(key, { path: key, kind: fact.kind, values: fact.values });
    else if (known.kind === fact.kind && known.values && fact.values) known.values = [...new Set([...known.values, ...fact.values])];
    else if (known.kind === fact.kind) known.values = null;
  }
  const fields = [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
  cache.set(schema, fields);
  return fields;
}

const problem = (i: number, field: string, messageKey: string): FieldError => ({ path: `/conditions/${i}/${field}`, messageKey, severity: 'critical' });

/**
 * Whether each condition names a field of the schema, with a value of its kind (of its list,
 * when closed) and an operator it allows (order: numbers only).
 * @returns a critical field error per problem (`/conditions/<i>/path|op|value`), [] when all are sound
 */
export function conditionErrors(schema: JsonSchema, conditions: readonly RuleCondition[]): FieldError[] {
  const fields = new Map(conditionFields(schema).map((f) => [f.path, f]));
  return conditions.flatMap((c, i) => {
    const field = fields.get(c.path);
    if (!field) return [problem(i, 'path', 'validation.rule_condition_path')];
    if (typeof c.value !== field.kind || (field.values && !field.values.includes(c.value))) return [problem(i, 'value', 'validation.rule_condition_value')];
    if (ORDERING.includes(c.op) && field.kind !== 'number') return [problem(i, 'op', 'validation.rule_condition_operator')];
    return [];
  });
}

function satisfies(found: unknown, { op, value }: RuleCondition): boolean {
  if (op === 'eq') return found === value;
  if (op === 'ne') return found !== value;
  if (typeof found !== 'number' || typeof value !== 'number') return false;
  return op === 'lt' ? found < value : op === 'le' ? found <= value : op === 'gt' ? found > value : found >= value;
}

/** True when every condition holds on the data: its field is there at least once and every value found satisfies it. */
export function conditionsHold(conditions: readonly RuleCondition[], data: unknown): boolean {
  return conditions.every((c) => {
    const found = valuesAt([{ path: c.path.split('/').slice(1), fact: null }], data);
    return found.length > 0 && found.every((v) => satisfies(v.value, c));
  });
}
