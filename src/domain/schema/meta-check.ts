/**
 * Checks schema source files as JSON Schema: valid against the 2020-12 meta-schema, every
 * value of our vocabulary's keywords valid against its meta-schema, no unknown keywords, every
 * `pattern` with its message named (`messageKeys`) — each problem named by file and
 * JSON pointer (AJV's own strict-mode error names neither).
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { SchemaFile } from './bundle.js';
import { childPointer, isPlainObject, type CatalogProblem } from './catalog-error.js';
import { namedMessageKey } from './messages.js';
import { CATALOG_VOCABULARY } from './vocabulary.js';

const SINGLE = ['items', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'contains', 'propertyNames', 'if', 'then', 'else', 'not'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
/** Core keywords AJV handles without a keyword definition, and harmless annotations. */
const ANNOTATIONS = [
  '$schema',
  '$id',
  '$defs',
  '$ref',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$vocabulary',
  '$comment',
  'description',
  'title',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
];

type ValueCheck = ((value: unknown) => boolean) & { errors?: { instancePath: string; keyword: string; params: unknown }[] | null };

/**
 * Unknown keywords, and values of our vocabulary's keywords that break their meta-schema
 * (AJV checks those only while compiling, and without naming the place).
 */
function walk(ajv: Ajv2020, checks: Map<string, ValueCheck>, file: string, node: unknown, pointer: string, out: CatalogProblem[]): void {
  if (!isPlainObject(node)) return;
  // A pattern says nothing a person can read: its field's meaning names the message (decision 0111).
  if (typeof node.pattern === 'string' && namedMessageKey(node, 'pattern') === undefined) {
    out.push({ file, pointer: childPointer(pointer, 'pattern'), message: 'a "pattern" needs its message named: "messageKeys": { "pattern": "validation.…" }' });
  }
  for (const [key, value] of Object.entries(node)) {
    const at = childPointer(pointer, key);
    if (!ajv.getKeyword(key) && !ANNOTATIONS.includes(key))
      out.push({ file, pointer: at, message: `unknown keyword "${key}" (see schemas/README.md for the vocabulary)` });
    const check = checks.get(key);
    if (check && !check(value)) {
      for (const e of check.errors ?? [])
        out.push({ file, pointer: `${at}${e.instancePath}`, message: `invalid "${key}": ${e.keyword} ${JSON.stringify(e.params)}` });
    }
    if (SINGLE.includes(key)) walk(ajv, checks, file, value, at, out);
    else if (LISTS.includes(key) && Array.isArray(value)) value.forEach((v, i) => walk(ajv, checks, file, v, childPointer(at, i), out));
    else if (MAPS.includes(key) && isPlainObject(value)) for (const [k, v] of Object.entries(value)) walk(ajv, checks, file, v, childPointer(at, k), out);
  }
}

/**
 * Meta-schema and vocabulary problems of the given files.
 * @param ajv an instance from createAjv()
 * @param files schema source files
 */
export function metaCheck(ajv: Ajv2020, files: SchemaFile[]): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const checks = new Map<string, ValueCheck>();
  for (const k of CATALOG_VOCABULARY) if (k.metaSchema) checks.set(String(k.keyword), ajv.compile(k.metaSchema) as ValueCheck);
  for (const f of files) {
    const valid = ajv.validateSchema(f.schema);
    if (!valid) {
      // The meta-schema reports one fault several ways (enum, type, anyOf): keep the first per place.
      const seen = new Set<string>();
      for (const e of (ajv.errors ?? []).filter((x) => !seen.has(x.instancePath) && seen.add(x.instancePath))) {
        const detail =
          e.keyword === 'enum'
            ? `must be one of ${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)}`
            : `${e.keyword} ${JSON.stringify(e.params)}`;
        problems.push({ file: f.file, pointer: e.instancePath, message: `not valid JSON Schema: ${detail}` });
      }
    }
    walk(ajv, checks, f.file, f.schema, '', problems);
  }
  return problems;
}
