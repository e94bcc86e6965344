/**
 * The fields an object schema offers, following $ref, allOf and the branches of oneOf/anyOf
 * (an asset offers the fields of every kind) — for summaries and labels, not for validation.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { isRecord } from './json';

/** The definition a local ref (`#/$defs/x` or `<$id>#/$defs/x`) names in `root`. */
export function resolveRef(root: RJSFSchema, ref: string): RJSFSchema | undefined {
  const match = /#\/\$defs\/([^/]+)$/.exec(ref);
  const defs = isRecord(root.$defs) ? root.$defs : {};
  const found = match ? defs[decodeURIComponent(match[1])] : undefined;
  return isRecord(found) ? (found as RJSFSchema) : undefined;
}

/**
 * Every field of an object schema by name (the first schema found for a name wins).
 * @param root the schema that holds the `$defs`
 * @param node the object schema
 */
export function fieldsOf(root: RJSFSchema, node: unknown, seen = new Set<unknown>()): Map<string, RJSFSchema> {
  const out = new Map<string, RJSFSchema>();
  if (!isRecord(node) || seen.has(node)) return out;
  seen.add(node);
  for (const [name, schema] of Object.entries(isRecord(node.properties) ? node.properties : {})) if (isRecord(schema)) out.set(name, schema as RJSFSchema);
  const parts: unknown[] = [];
  if (typeof node.$ref === 'string') parts.push(resolveRef(root, node.$ref));
  for (const key of ['allOf', 'oneOf', 'anyOf']) if (Array.isArray(node[key])) parts.push(...(node[key] as unknown[]));
  for (const part of parts) for (const [name, schema] of fieldsOf(root, part, seen)) if (!out.has(name)) out.set(name, schema);
  return out;
}

/** A field's schema with its own $ref followed (one level is what labels and summaries need). */
export function derefField(root: RJSFSchema, schema: RJSFSchema): RJSFSchema {
  if (typeof schema.$ref !== 'string') return schema;
  const target = resolveRef(root, schema.$ref);
  return target ? { ...target, ...schema, $ref: undefined } : schema;
}

/** The first label key (`title`) any part of an object schema gives a field. */
export function titleOfField(root: RJSFSchema, node: unknown, name: string, seen = new Set<unknown>()): string | undefined {
  if (!isRecord(node) || seen.has(node)) return undefined;
  seen.add(node);
  const own = isRecord(node.properties) ? node.properties[name] : undefined;
  if (isRecord(own) && typeof own.title === 'string') return own.title;
  const parts: unknown[] = [];
  if (typeof node.$ref === 'string') parts.push(resolveRef(root, node.$ref));
  for (const key of ['allOf', 'oneOf', 'anyOf']) if (Array.isArray(node[key])) parts.push(...(node[key] as unknown[]));
  for (const part of parts) {
    const found = titleOfField(root, part, name, seen);
    if (found) return found;
  }
  return undefined;
}

/**
 * The labels along a pointer: title keys of the fields passed, item numbers for list items —
 * `/skolininkai/0/asmensKodas` → ["types.<id>.fields.skolininkai", "1", "fields.personBase.asmensKodas"].
 */
export function labelPath(root: RJSFSchema, pointer: readonly string[]): string[] {
  const out: string[] = [];
  let node: unknown = root;
  for (const segment of pointer) {
    const here = isRecord(node) && typeof node.$ref === 'string' ? (resolveRef(root, node.$ref) ?? node) : node;
    if (isRecord(here) && isRecord(here.items) && /^\d+$/.test(segment)) {
      out.push(String(Number(segment) + 1));
      node = here.items;
      continue;
    }
    const child = fieldsOf(root, here).get(segment);
    out.push(titleOfField(root, here, segment) ?? segment);
    node = child;
  }
  return out;
}
