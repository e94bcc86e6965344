/**
 * Where a `$ref` may point and which fields a type has, for the editors' completion: the
 * definitions of schemas/common (as a type schema in schemas/<family>/ names them,
 * `../common/<file>#/$defs/<name>`) and the draft's own `#/$defs/<name>`.
 */
import type { SchemaFile } from '../../../domain/schema/bundle';
import { isRecord } from '../../../form/engine/json';

const defsOf = (schema: unknown): string[] => (isRecord(schema) && isRecord(schema.$defs) ? Object.keys(schema.$defs) : []);

/** Every `$ref` target a type schema may use, its own definitions first. */
export function refTargets(common: readonly SchemaFile[], own: unknown): string[] {
  const local = defsOf(own).map((name) => `#/$defs/${name}`);
  const shared = common.flatMap(({ file, schema }) => defsOf(schema).map((name) => `../common/${file.slice(file.lastIndexOf('/') + 1)}#/$defs/${name}`));
  return [...local, ...shared.sort()];
}

/** The type's top-level fields, then the fields of its own object definitions (each name once). */
export function fieldNames(schema: unknown): string[] {
  if (!isRecord(schema)) return [];
  const names = new Set<string>(isRecord(schema.properties) ? Object.keys(schema.properties) : []);
  const defs = isRecord(schema.$defs) ? Object.values(schema.$defs) : [];
  for (const def of defs) if (isRecord(def) && isRecord(def.properties)) for (const name of Object.keys(def.properties)) names.add(name);
  return [...names];
}
