/**
 * Drops the optional groups a new item holds empty. rjsf creates `{}` for an option's object
 * properties when a oneOf option is chosen (a party's `adresas`), and an input typed into and
 * cleared leaves `{ salis: undefined }`; the user entered nothing there, yet the document
 * check would report the group's own required fields ("Adresas › Šalis"). A group its schema
 * requires is kept, so a missing required group is still reported.
 */
import { createSchemaUtils, getDiscriminatorFieldFromSchema, type RJSFSchema, type SchemaUtilsType, type ValidatorType } from '@rjsf/utils';
import { isRecord } from './json';
import { DEFAULT_STATE_BEHAVIOR, mergeAllOf } from './merge-all-of';

type Utils = SchemaUtilsType<unknown, RJSFSchema>;

/** True for a value holding nothing: undefined, or an object whose every property holds nothing. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || (isRecord(value) && Object.values(value).every(isEmptyValue));
}

/** The properties and required names of `schema` for `value`, with a oneOf/anyOf option merged in. */
function shapeOf(utils: Utils, schema: RJSFSchema, value: Record<string, unknown>) {
  const resolved = utils.retrieveSchema(schema, value);
  const properties: Record<string, unknown> = { ...(isRecord(resolved.properties) ? resolved.properties : {}) };
  const required = new Set(resolved.required ?? []);
  const options = (resolved.oneOf ?? resolved.anyOf) as RJSFSchema[] | undefined;
  if (options && options.length > 0) {
    const retrieved = options.map((o) => utils.retrieveSchema(o, value));
    const index = utils.getFirstMatchingOption(value, retrieved, getDiscriminatorFieldFromSchema(resolved));
    const option = retrieved[index];
    if (option && isRecord(option.properties)) Object.assign(properties, option.properties);
    for (const name of option?.required ?? []) required.add(name);
  }
  return { properties, required };
}

function prune(utils: Utils, schema: RJSFSchema, value: unknown): unknown {
  if (!isRecord(value)) return value;
  const { properties, required } = shapeOf(utils, schema, value);
  const out: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(value)) {
    if (child === undefined) continue;
    const sub = isRecord(child) && isRecord(properties[name]) ? prune(utils, properties[name] as RJSFSchema, child) : child;
    if (isRecord(sub) && isEmptyValue(sub) && !required.has(name)) continue;
    out[name] = sub;
  }
  return out;
}

/**
 * The item without its empty optional groups (recursively); required groups and every other
 * value are kept as they are.
 * @param schema the item's schema (the root schema its `$ref`s resolve against)
 */
export function pruneEmptyGroups(value: unknown, schema: RJSFSchema, validator: ValidatorType<unknown, RJSFSchema>): unknown {
  const utils = createSchemaUtils<unknown, RJSFSchema>(validator, schema, DEFAULT_STATE_BEHAVIOR, mergeAllOf);
  return prune(utils, schema, value);
}
