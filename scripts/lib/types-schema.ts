/**
 * The schema json-schema-to-typescript sees: the bundle without label titles and without
 * rules that only constrain values (if/then/else, not, contains, discriminator). Those rules
 * matter to validation, not to the shape of the data; left in, they turn every object into an
 * intersection of index signatures. `$ref` with sibling fields (a kind extending its base)
 * becomes an explicit allOf, which the generator understands.
 */
type Json = Record<string, unknown>;

const CONSTRAINT_ONLY = [
  'if',
  'then',
  'else',
  'not',
  'contains',
  'discriminator',
  'uniqueKey',
  'formerSpouse',
  'notAfterToday',
  'notBeforeToday',
  'eur',
  'dateOrder',
  'distinctParties',
  'positive',
  'properShare',
  'shareTotal',
];
const SCHEMA_MAPS = new Set(['properties', '$defs', 'patternProperties']);

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const isEmpty = (v: Json) => Object.keys(v).filter((k) => k !== 'description' && k !== '$comment').length === 0;

/**
 * A copy of the schema shaped for type generation.
 * @param node a bundled schema (or sub-schema)
 */
export function typesSchema(node: unknown, isMap = false): unknown {
  if (Array.isArray(node)) return node.map((n) => typesSchema(n));
  if (!isObject(node)) return node;
  if (isMap) return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, typesSchema(v)]));
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (CONSTRAINT_ONLY.includes(k) || k === 'registry') continue;
    if (k === 'const' || k === 'enum' || k === 'required' || k === 'default' || k === 'examples') out[k] = v;
    else out[k] = typesSchema(v, SCHEMA_MAPS.has(k));
  }
  if (Array.isArray(out.allOf)) {
    const kept = (out.allOf as Json[]).filter((m) => isObject(m) && !isEmpty(m));
    if (kept.length === 0) delete out.allOf;
    else out.allOf = kept;
  }
  if (typeof out.$ref === 'string' && (out.properties || out.required)) {
    const { $ref, properties, required, unevaluatedProperties: _closed, description, ...rest } = out;
    return {
      ...rest,
      ...(description ? { description } : {}),
      allOf: [{ $ref }, { type: 'object', ...(properties ? { properties } : {}), ...(required ? { required } : {}) }],
    };
  }
  if (out.unevaluatedProperties === false) {
    delete out.unevaluatedProperties;
  }
  return out;
}
