/**
 * The schema each block of the renderer hands to its own rjsf Form. A document is drawn as one
 * small Form per top-level field (and one per list item being edited), never as one Form over
 * the whole document: rjsf recomputes defaults and conditions over all of its data on every
 * keystroke, which for a mortgage with 20 parties and 50 assets costs ~100 ms.
 *
 * A block's schema is the field's schema after the root's conditions were applied to the
 * current document (e.g. "maximal mortgage → maksimaliSuma required"), made a root of its own:
 * the type's `$id` and `$schema`, plus only the `$defs` it still refers to. Conditions are
 * re-applied only when a field they read changes, and a block gets the same object back
 * while its schema is unchanged, so rjsf does not re-derive anything for it.
 */
import type { RJSFSchema, SchemaUtilsType, ValidatorType } from '@rjsf/utils';
import { createSchemaUtils } from '@rjsf/utils';
import { isRecord, jsonEqual } from './json';
import type { DocumentData } from './document-store';
import { conditionInputs } from './condition-inputs';
import { DEFAULT_STATE_BEHAVIOR, mergeAllOf } from './merge-all-of';

/** A top-level field's schema in the current document: a root for rjsf, or false when hidden. */
export type BlockSchema = RJSFSchema | false;

export interface FieldSchemas {
  /** the bundled schema with refs made absolute (what rjsf works with) */
  readonly root: RJSFSchema;
  readonly schemaUtils: SchemaUtilsType<unknown, RJSFSchema>;
  /** the block schema of a top-level field; undefined for a field the schema does not have */
  field(field: string, data: DocumentData): BlockSchema | undefined;
  /** the block schema of one item of a top-level list */
  item(field: string, data: DocumentData): RJSFSchema | undefined;
}

/** Names of the `$defs` a schema refers to, directly or through other definitions. */
function reachableDefs(node: unknown, defs: Record<string, unknown>, rootId: string, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) reachableDefs(item, defs, rootId, found);
    return found;
  }
  if (!isRecord(node)) return found;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const ref = value.startsWith(rootId) ? value.slice(rootId.length) : value;
      const match = /^#\/\$defs\/([^/]+)$/.exec(ref);
      if (match && !found.has(match[1]) && match[1] in defs) {
        found.add(match[1]);
        reachableDefs(defs[match[1]], defs, rootId, found);
      }
    } else if (key !== 'const' && key !== 'enum') {
      reachableDefs(value, defs, rootId, found);
    }
  }
  return found;
}

/**
 * Block schemas for one type.
 * @param schema the type's bundled schema
 * @param validator the type's rjsf validator
 */
export function createFieldSchemas(schema: RJSFSchema, validator: ValidatorType<unknown, RJSFSchema>): FieldSchemas {
  const schemaUtils = createSchemaUtils<unknown, RJSFSchema>(validator, schema, DEFAULT_STATE_BEHAVIOR, mergeAllOf);
  const root = schemaUtils.getRootSchema();
  const rootId = String(root.$id ?? '');
  const defs = isRecord(root.$defs) ? root.$defs : {};
  const inputs = conditionInputs(root);
  const titles = isRecord(root.properties) ? root.properties : {};

  let retrieved: RJSFSchema | undefined;
  let seen: DocumentData | undefined;
  const blocks = new Map<string, { source: unknown; block: BlockSchema }>();

  function current(data: DocumentData): RJSFSchema {
    const stale = !retrieved || !seen || (inputs === null ? seen !== data : [...inputs].some((name) => seen![name] !== data[name]));
    if (stale) retrieved = schemaUtils.retrieveSchema(root, data);
    seen = data;
    return retrieved!;
  }

  /** Makes `node` a root of its own; the same object as last time when nothing changed. */
  function asRoot(cacheKey: string, node: unknown, title: unknown): BlockSchema | undefined {
    if (node === undefined) return undefined;
    const cached = blocks.get(cacheKey);
    if (cached && jsonEqual(cached.source, node)) return cached.block;
    let block: BlockSchema;
    if (node === false) block = false;
    else if (!isRecord(node)) return undefined;
    else {
      const used = reachableDefs(node, defs, rootId);
      block = {
        ...(node as RJSFSchema),
        $schema: root.$schema,
        $id: root.$id,
        ...(node.title === undefined && typeof title === 'string' ? { title } : {}),
        ...(used.size > 0 ? { $defs: Object.fromEntries([...used].map((name) => [name, defs[name]])) } : {}),
      } as RJSFSchema;
    }
    blocks.set(cacheKey, { source: node, block });
    return block;
  }

  return {
    root,
    schemaUtils,
    field(field, data) {
      const properties = current(data).properties;
      const own = isRecord(titles[field]) ? (titles[field] as Record<string, unknown>).title : undefined;
      return asRoot(`field:${field}`, isRecord(properties) ? properties[field] : undefined, own);
    },
    item(field, data) {
      const properties = current(data).properties;
      const list = isRecord(properties) ? properties[field] : undefined;
      const items = isRecord(list) ? list.items : undefined;
      const block = asRoot(`item:${field}`, items, undefined);
      return block === false ? undefined : block;
    },
  };
}
