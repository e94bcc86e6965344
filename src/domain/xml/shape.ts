/**
 * The XML shape of a JSON Schema node: what npm run gen's XSD and the converter both read, so
 * the generated XSD and toXml/fromXml can never disagree. A node's shape merges what it says
 * with its `$ref` (the base first) and its unconditional `allOf` entries; conditional rules
 * (`if`/`then`/`else`), `not` and our custom keywords have no XML shape (AJV checks them).
 */
import { isPlainObject } from '../schema/catalog-error.js';

export type JsonSchema = Record<string, unknown>;
/** Definitions by name (a bundle's `$defs`, or every `$defs` of schemas/common). */
export type Defs = Readonly<Record<string, unknown>>;

export type ScalarBase = 'string' | 'number' | 'integer' | 'boolean';

/** The value rules of a scalar, merged (the strictest of each). */
export interface Facets {
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  patterns: string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  /** our `eur` keyword: not negative, whole cents */
  eur?: boolean;
}

export interface Field {
  name: string;
  schema: unknown;
  required: boolean;
  /** the label key (`title`) of the field, the extension's over the base's */
  title?: string;
}

export type Shape =
  | { kind: 'object'; fields: Field[] }
  | { kind: 'array'; items: unknown; minItems: number; maxItems?: number }
  | { kind: 'choice'; branches: { name: string; schema: unknown }[]; discriminator?: string }
  | { kind: 'scalar'; base: ScalarBase; facets: Facets };

/** Keywords that say nothing about the XML shape of a use of a definition. */
const NO_SHAPE = new Set([
  'title',
  'description',
  '$comment',
  'examples',
  'default',
  'if',
  'then',
  'else',
  'not',
  'contains',
  'unevaluatedProperties',
  'additionalProperties',
  'uniqueItems',
  'uniqueKey',
  'formerSpouse',
  'notAfterToday',
  'notBeforeToday',
  'discriminator',
  'dateOrder',
  'distinctParties',
  'shareTotal',
  'properShare',
]);

const DEF_REF = /#\/\$defs\/([^/]+)$/;

/** The definition a `$ref` names (`#/$defs/x`, `values.schema.json#/$defs/x`). */
export const refName = (ref: unknown): string | undefined => (typeof ref === 'string' ? DEF_REF.exec(ref)?.[1] : undefined);

/** The definition a node stands for when it is only a `$ref` (plus rules without shape): it then gets the named XSD type. */
export function namedType(node: unknown): string | undefined {
  if (!isPlainObject(node) || typeof node.$ref !== 'string') return undefined;
  return Object.keys(node).every((k) => k === '$ref' || NO_SHAPE.has(k)) ? refName(node.$ref) : undefined;
}

interface Acc {
  types: Set<string>;
  properties: Map<string, unknown[]>;
  required: Set<string>;
  items: unknown[];
  minItems: number;
  maxItems?: number;
  oneOf?: unknown[];
  discriminator?: string;
  facets: Facets;
  consts: unknown[];
}

const min = (a: number | undefined, b: unknown) => (typeof b !== 'number' ? a : a === undefined ? b : Math.min(a, b));
const max = (a: number | undefined, b: unknown) => (typeof b !== 'number' ? a : a === undefined ? b : Math.max(a, b));

function collect(node: unknown, defs: Defs, acc: Acc, depth: number): void {
  if (!isPlainObject(node) || depth > 32) return;
  const ref = refName(node.$ref);
  if (ref !== undefined) collect(defs[ref], defs, acc, depth + 1);
  if (typeof node.type === 'string') acc.types.add(node.type);
  if (isPlainObject(node.properties)) {
    for (const [name, schema] of Object.entries(node.properties)) acc.properties.set(name, [...(acc.properties.get(name) ?? []), schema]);
  }
  if (Array.isArray(node.required)) for (const r of node.required) if (typeof r === 'string') acc.required.add(r);
  if (node.items !== undefined) acc.items.push(node.items);
  acc.minItems = max(acc.minItems, node.minItems) ?? 0;
  acc.maxItems = min(acc.maxItems, node.maxItems);
  if (Array.isArray(node.oneOf)) acc.oneOf = node.oneOf;
  if (isPlainObject(node.discriminator) && typeof node.discriminator.propertyName === 'string') acc.discriminator = node.discriminator.propertyName;
  const f = acc.facets;
  if (Array.isArray(node.enum)) f.enum = f.enum ? f.enum.filter((v) => (node.enum as unknown[]).includes(v)) : [...node.enum];
  if ('const' in node) acc.consts.push(node.const);
  f.minLength = max(f.minLength, node.minLength);
  f.maxLength = min(f.maxLength, node.maxLength);
  if (typeof node.pattern === 'string' && !f.patterns.includes(node.pattern)) f.patterns.push(node.pattern);
  if (typeof node.format === 'string') f.format = node.format;
  f.minimum = max(f.minimum, node.minimum);
  f.maximum = min(f.maximum, node.maximum);
  f.exclusiveMinimum = max(f.exclusiveMinimum, node.exclusiveMinimum);
  f.exclusiveMaximum = min(f.exclusiveMaximum, node.exclusiveMaximum);
  if (typeof node.multipleOf === 'number') f.multipleOf = node.multipleOf;
  if (node.eur === true) f.eur = true;
  // our `positive` keyword: above zero
  if (node.positive === true) f.exclusiveMinimum = max(f.exclusiveMinimum, 0);
  if (Array.isArray(node.allOf)) for (const part of node.allOf) if (isPlainObject(part) && part.if === undefined) collect(part, defs, acc, depth + 1);
}

function scalarBase(acc: Acc): ScalarBase {
  for (const t of ['integer', 'number', 'boolean', 'string'] as const) if (acc.types.has(t)) return t;
  const values = [...acc.consts, ...(acc.facets.enum ?? [])];
  if (values.length > 0 && values.every((v) => typeof v === 'boolean')) return 'boolean';
  if (values.length > 0 && values.every((v) => typeof v === 'number')) return Number.isInteger(values[0]) ? 'integer' : 'number';
  return 'string';
}

const cache = new WeakMap<object, WeakMap<object, Shape>>();

/** The XML shape of a schema node (see the file comment for what is merged); cached per node. */
export function shapeOf(node: unknown, defs: Defs): Shape {
  if (!isPlainObject(node)) return computeShape(node, defs);
  let byNode = cache.get(defs);
  if (!byNode) cache.set(defs, (byNode = new WeakMap()));
  let shape = byNode.get(node);
  if (!shape) byNode.set(node, (shape = computeShape(node, defs)));
  return shape;
}

function computeShape(node: unknown, defs: Defs): Shape {
  const acc: Acc = { types: new Set(), properties: new Map(), required: new Set(), items: [], minItems: 0, facets: { patterns: [] }, consts: [] };
  collect(node, defs, acc, 0);
  if (acc.oneOf) {
    return {
      kind: 'choice',
      discriminator: acc.discriminator,
      branches: acc.oneOf.map((schema, i) => ({ name: namedType(schema) ?? `option${i + 1}`, schema })),
    };
  }
  if (acc.types.has('object') || acc.properties.size > 0) {
    // A field declared twice (a base's and an extension's) must satisfy both.
    // Schemas that only relabel (`"dydis": {}` of claim) add nothing to the shape.
    const fields = [...acc.properties].map(([name, all]) => {
      const shaped = all.filter((s) => !isPlainObject(s) || !Object.keys(s).every((k) => NO_SHAPE.has(k)));
      const schemas = shaped.length > 0 ? shaped : all.slice(-1);
      const title = all
        .map((s) => (isPlainObject(s) && typeof s.title === 'string' ? s.title : undefined))
        .filter(Boolean)
        .pop();
      return { name, schema: schemas.length === 1 ? schemas[0] : { allOf: schemas }, required: acc.required.has(name), title };
    });
    return { kind: 'object', fields };
  }
  if (acc.types.has('array') || acc.items.length > 0) {
    return { kind: 'array', items: acc.items.length === 1 ? acc.items[0] : { allOf: acc.items }, minItems: acc.minItems, maxItems: acc.maxItems };
  }
  const facets = acc.facets;
  if (acc.consts.length > 0) facets.enum = [acc.consts[acc.consts.length - 1]];
  return { kind: 'scalar', base: scalarBase(acc), facets };
}

const tagOf = (schema: unknown, defs: Defs): unknown => {
  const s = shapeOf(schema, defs);
  return s.kind === 'scalar' && s.facets.enum?.length === 1 ? s.facets.enum[0] : undefined;
};

/**
 * The branch of a choice a value takes: the one its discriminator names, or (without one) the
 * first whose constants match and whose required fields are there; undefined when none.
 */
export function branchOf(shape: Extract<Shape, { kind: 'choice' }>, value: unknown, defs: Defs): { name: string; schema: unknown } | undefined {
  if (!isPlainObject(value)) return undefined;
  const fieldsOf = (schema: unknown) => {
    const s = shapeOf(schema, defs);
    return s.kind === 'object' ? s.fields : undefined;
  };
  const tag = shape.discriminator;
  if (tag !== undefined) {
    return shape.branches.find((b) => {
      const f = fieldsOf(b.schema)?.find((x) => x.name === tag);
      return f !== undefined && tagOf(f.schema, defs) === value[tag];
    });
  }
  return shape.branches.find((b) =>
    fieldsOf(b.schema)?.every((f) => (f.name in value ? [undefined, value[f.name]].includes(tagOf(f.schema, defs)) : !f.required)),
  );
}
