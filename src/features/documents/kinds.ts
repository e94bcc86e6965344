/** The kinds (rusys) a mortgage or pledge type offers, read from its bundled schema. */
import type { RJSFSchema } from '@rjsf/utils';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Follows local refs (`#/$defs/x`) of the bundled schema. */
function resolve(root: RJSFSchema, node: unknown): Record<string, unknown> | undefined {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 10; hops += 1) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) return undefined;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, segment) => (isObject(at) ? at[segment] : undefined), root);
  }
  return isObject(current) ? current : undefined;
}

/**
 * The kind values of a type's `rusys` field in schema order, or [] when the type has no kinds.
 * @param schema the bundled schema of a catalogue type
 */
export function kindsOf(schema: RJSFSchema): string[] {
  const rusys = isObject(schema.properties) ? resolve(schema, schema.properties.rusys) : undefined;
  const items = rusys ? resolve(schema, rusys.items) : undefined;
  return Array.isArray(items?.enum) ? items.enum.filter((v): v is string => typeof v === 'string') : [];
}
