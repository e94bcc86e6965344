/**
 * Where in a document the fields a predicate picks live: a walk of a bundled schema through
 * properties, items, local $refs and the applicators (allOf/anyOf/oneOf, if/then/else,
 * dependentSchemas), giving each picked field's path with `*` for any array index. The
 * classifier check and the input normaliser read fields this way after (or before) AJV, so
 * they need nothing from the precompiled validators. One walk per schema, cached.
 */
import { isPlainObject } from './catalog-error.js';
import type { JsonSchema } from './bundle.js';

/** A field the predicate picked: its path (property names, `*` for array items) and what it said. */
export interface PickedField<T> {
  path: readonly string[];
  fact: T;
}

const APPLICATOR_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const APPLICATOR_SINGLES = ['if', 'then', 'else'] as const;

function localRef(root: JsonSchema, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    if (!isPlainObject(node)) return undefined;
    node = node[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/**
 * Every field of `root` for which `pick` says something, with its path.
 * @param root a bundled (self-contained) schema
 * @param pick the fact about a schema node, or undefined to pass it by
 */
export function pickFields<T>(root: JsonSchema, pick: (node: Record<string, unknown>) => T | undefined): PickedField<T>[] {
  const out: PickedField<T>[] = [];
  const seen = new Set<string>();
  const visit = (node: unknown, path: readonly string[], refs: readonly string[]): void => {
    if (!isPlainObject(node)) return;
    const fact = pick(node);
    if (fact !== undefined) {
      const key = `${path.join('/')}\u0000${JSON.stringify(fact)}`;
      if (!seen.has(key)) {
        seen.add(key);
        out.push({ path, fact });
      }
    }
    if (typeof node.$ref === 'string' && !refs.includes(node.$ref)) visit(localRef(root, node.$ref), path, [...refs, node.$ref]);
    for (const k of APPLICATOR_LISTS) if (Array.isArray(node[k])) for (const s of node[k] as unknown[]) visit(s, path, refs);
    for (const k of APPLICATOR_SINGLES) visit(node[k], path, refs);
    if (isPlainObject(node.dependentSchemas)) for (const s of Object.values(node.dependentSchemas)) visit(s, path, refs);
    if (isPlainObject(node.properties)) for (const [name, s] of Object.entries(node.properties)) visit(s, [...path, name], refs);
    visit(node.items, [...path, '*'], refs);
  };
  visit(root, [], []);
  return out;
}

/** One value found in data at a picked field: its JSON pointer and the value. */
export interface FoundValue<T> {
  pointer: string;
  value: unknown;
  fact: T;
}

/** The values data holds at the picked fields (array items expanded, absent fields skipped). */
export function valuesAt<T>(fields: readonly PickedField<T>[], data: unknown): FoundValue<T>[] {
  const out: FoundValue<T>[] = [];
  const walk = (node: unknown, path: readonly string[], i: number, pointer: string, fact: T): void => {
    if (i === path.length) {
      if (node !== undefined) out.push({ pointer, value: node, fact });
      return;
    }
    const step = path[i];
    if (step === '*') {
      if (Array.isArray(node)) node.forEach((item, n) => walk(item, path, i + 1, `${pointer}/${n}`, fact));
    } else if (isPlainObject(node) && Object.hasOwn(node, step)) {
      walk(node[step], path, i + 1, `${pointer}/${step.replace(/~/g, '~0').replace(/\//g, '~1')}`, fact);
    }
  };
  for (const f of fields) walk(data, f.path, 0, '', f.fact);
  return out;
}

/** Replaces the value at a JSON pointer produced by valuesAt (in place; the pointer exists). */
export function replaceAt(data: unknown, pointer: string, value: unknown): void {
  const steps = pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node = data as Record<string, unknown>;
  for (const s of steps.slice(0, -1)) node = node[s] as Record<string, unknown>;
  node[steps[steps.length - 1]] = value;
}
