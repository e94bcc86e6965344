/**
 * How rjsf merges `allOf` (a 2020-12 `$ref` with siblings becomes one): rjsf's own shallow
 * merge (@x0k/json-schema-merge, configured as @rjsf/utils does), plus one correction. Merging
 * an asset kind `{ rusis: { const: "ntr" } }` with its base `{ rusis: { enum: [all 16 kinds] } }`
 * keeps both keywords, and rjsf's discriminator matching reads `enum` before `const` — every
 * asset would then match the first kind. A property holding both gets `enum` narrowed to the
 * `const` (the same set of valid values, so validation is unchanged).
 */
import type { RJSFSchema } from '@rjsf/utils';
import { createComparator, createMerger, createShallowAllOfMerge } from '@x0k/json-schema-merge';
import { createDeduplicator, createIntersector } from '@x0k/json-schema-merge/lib/array';
import { isRecord, jsonEqual } from './json';

const { compareSchemaDefinitions, compareSchemaValues } = createComparator();
const { mergeArrayOfSchemaDefinitions } = createMerger({
  intersectJson: createIntersector(compareSchemaValues),
  deduplicateJsonSchemaDef: createDeduplicator(compareSchemaDefinitions),
});
const shallowAllOfMerge = createShallowAllOfMerge(mergeArrayOfSchemaDefinitions);

function narrowConstEnum(schema: RJSFSchema): RJSFSchema {
  if (!isRecord(schema.properties)) return schema;
  let changed = false;
  const properties: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    if (isRecord(property) && 'const' in property && Array.isArray(property.enum)) {
      properties[name] = { ...property, enum: property.enum.filter((v) => jsonEqual(v, property.const)) };
      changed = true;
    } else properties[name] = property;
  }
  return changed ? { ...schema, properties: properties as RJSFSchema['properties'] } : schema;
}

/** rjsf's `experimental_customMergeAllOf` for the renderer. */
export function mergeAllOf(schema: RJSFSchema): RJSFSchema {
  return narrowConstEnum(shallowAllOfMerge(schema as never) as RJSFSchema);
}

/** Don't invent data: no `{}` for untouched groups, no blank items up to minItems. */
export const DEFAULT_STATE_BEHAVIOR = { emptyObjectFields: 'skipEmptyDefaults', arrayMinItems: { populate: 'never' } } as const;
