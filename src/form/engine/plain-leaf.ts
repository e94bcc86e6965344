/**
 * Which changes of a block need none of rjsf's whole-block work (decision 0180): text typed
 * into a plain string field whose every enclosing group is a plain object. No condition, option
 * choice or default can read such a value, so setting it changes nothing else of the block:
 * rjsf's defaults and schema resolution would give back the data as it was, with the text in it.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { isRecord } from './json';

/** Keywords whose outcome depends on the data, or that make rjsf fill values in. */
const DATA_DEPENDENT = [
  'if',
  'then',
  'else',
  'oneOf',
  'anyOf',
  'allOf',
  'not',
  'dependencies',
  'dependentSchemas',
  'dependentRequired',
  'patternProperties',
  'default',
  'const',
  'enum',
];
/** Keywords beside a `$ref` that say nothing about the value. */
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples', 'deprecated', 'readOnly', 'writeOnly']);
const MAX_REFS = 32;

type Node = Record<string, unknown>;

/** `node` with its `$ref`s into the root's `$defs` followed; undefined for any other reference. */
function resolve(node: unknown, defs: Node): Node | undefined {
  let current = node;
  for (let hops = 0; isRecord(current) && typeof current.$ref === 'string'; hops++) {
    const match = /#\/\$defs\/([^/]+)$/.exec(current.$ref);
    const { $ref: _ref, ...beside } = current;
    if (hops === MAX_REFS || !match || !Object.keys(beside).every((key) => ANNOTATIONS.has(key))) return undefined;
    current = defs[decodeURIComponent(match[1]).replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return isRecord(current) ? current : undefined;
}

const isPlain = (node: Node) =>
  DATA_DEPENDENT.every((key) => !(key in node)) && (!('additionalProperties' in node) || typeof node.additionalProperties === 'boolean');

function judge(root: RJSFSchema, path: readonly string[]): boolean {
  const defs = isRecord(root.$defs) ? root.$defs : {};
  let node = resolve(root, defs);
  for (const segment of path) {
    if (!node || !isPlain(node) || !isRecord(node.properties)) return false;
    node = resolve(node.properties[segment], defs);
  }
  return node !== undefined && isPlain(node) && node.type === 'string';
}

const judged = new WeakMap<RJSFSchema, Map<string, boolean>>();

/**
 * True when `path` (property names from the block's root) names a plain string field: a
 * `type: "string"` without options, constant or default, inside groups that are plain objects
 * (no conditions, options, `allOf` or defaults on the way). Judged once per schema and path.
 */
export function isPlainStringLeaf(root: RJSFSchema, path: readonly string[]): boolean {
  let byPath = judged.get(root);
  if (!byPath) judged.set(root, (byPath = new Map()));
  const key = path.join('\u0000');
  let plain = byPath.get(key);
  if (plain === undefined) byPath.set(key, (plain = path.length > 0 && judge(root, path)));
  return plain;
}

/** `data` with `value` at `path`: new objects along the path, everything else shared. */
export function setAt(data: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const node = isRecord(data) ? data : {};
  return { ...node, [path[0]]: setAt(node[path[0]], path.slice(1), value) };
}

/** True when every group on the way to `path`'s last step holds an object in `data`. */
export function hasParentGroups(data: unknown, path: readonly string[]): boolean {
  let node = data;
  for (const segment of path.slice(0, -1)) {
    if (!isRecord(node)) return false;
    node = node[segment];
  }
  return isRecord(node);
}
