/**
 * Checks a ui file (ui-schemas/<family>/<id>.ui.json) against its bundled schema: the layout
 * vocabulary is well formed, every field it names exists, every top-level field sits in
 * exactly one tab and one step, conditions name real fields and values, and every key of the
 * rjsf uiSchema is a field of the schema.
 */
import { childPointer, isPlainObject, type CatalogProblem } from './catalog-error.js';
import type { JsonSchema } from './bundle.js';
import { FIRST_STEP_ID, type LayoutKind } from './layout.js';

const SECTION_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The local definition a `#/$defs/<name>` reference names. */
function deref(root: JsonSchema, node: JsonSchema): JsonSchema | undefined {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/$defs/')) return undefined;
  const target = (root.$defs as Record<string, unknown> | undefined)?.[ref.slice('#/$defs/'.length)];
  return isPlainObject(target) ? target : undefined;
}

/**
 * The fields a schema node offers, following $ref, allOf and oneOf branches (an asset offers
 * the fields of every kind).
 */
export function fieldsOf(root: JsonSchema, node: JsonSchema, seen = new Set<JsonSchema>()): Map<string, JsonSchema> {
  const out = new Map<string, JsonSchema>();
  if (seen.has(node)) return out;
  seen.add(node);
  for (const [k, v] of Object.entries(isPlainObject(node.properties) ? node.properties : {})) if (isPlainObject(v)) out.set(k, v);
  const target = deref(root, node);
  const parts = [
    ...(target ? [target] : []),
    ...(['allOf', 'oneOf', 'anyOf'] as const).flatMap((k) => (Array.isArray(node[k]) ? (node[k] as JsonSchema[]) : [])),
  ];
  for (const part of parts) for (const [k, v] of fieldsOf(root, part, seen)) if (!out.has(k)) out.set(k, v);
  return out;
}

/** The schema of a list's items, following $ref. */
function itemsOf(root: JsonSchema, node: JsonSchema): JsonSchema | undefined {
  const target = deref(root, node) ?? node;
  return isPlainObject(target.items) ? target.items : undefined;
}

function enumOf(root: JsonSchema, node: JsonSchema | undefined): unknown[] | undefined {
  if (!node) return undefined;
  if (Array.isArray(node.enum)) return node.enum;
  const target = deref(root, node);
  return target ? enumOf(root, target) : undefined;
}

function checkUiSchemaNode(root: JsonSchema, schemaNode: JsonSchema, ui: unknown, file: string, pointer: string, problems: CatalogProblem[]): void {
  if (!isPlainObject(ui)) {
    problems.push({ file, pointer, message: 'a uiSchema entry must be an object' });
    return;
  }
  const fields = fieldsOf(root, schemaNode);
  for (const [key, value] of Object.entries(ui)) {
    const at = childPointer(pointer, key);
    if (key.startsWith('ui:')) {
      if (key === 'ui:order' && Array.isArray(value)) {
        value.forEach((name, i) => {
          if (name !== '*' && !fields.has(String(name)))
            problems.push({ file, pointer: childPointer(at, i), message: `ui:order names "${String(name)}", which is not a field here` });
        });
      }
      continue;
    }
    if (key === 'items') {
      const items = itemsOf(root, schemaNode);
      if (!items) problems.push({ file, pointer: at, message: '"items" is given but this field is not a list' });
      else checkUiSchemaNode(root, items, value, file, at, problems);
      continue;
    }
    const field = fields.get(key);
    if (!field) problems.push({ file, pointer: at, message: `"${key}" is not a field of the schema here` });
    else checkUiSchemaNode(root, field, value, file, at, problems);
  }
}

function checkSections(kind: LayoutKind, sections: unknown, root: JsonSchema, file: string, problems: CatalogProblem[]): void {
  const pointer = `/layout/${kind}`;
  if (!Array.isArray(sections) || sections.length === 0) {
    problems.push({ file, pointer, message: `${kind} must be a non-empty list` });
    return;
  }
  const top = fieldsOf(root, root);
  const placed = new Map<string, string>();
  const ids = new Set<string>();
  sections.forEach((section, i) => {
    const at = childPointer(pointer, i);
    if (!isPlainObject(section)) {
      problems.push({ file, pointer: at, message: 'a section is an object { id, fields, titleKey?, itemRoute? }' });
      return;
    }
    for (const key of Object.keys(section)) {
      if (!['id', 'fields', 'titleKey', 'itemRoute'].includes(key))
        problems.push({ file, pointer: childPointer(at, key), message: `unknown section key "${key}"` });
    }
    if (typeof section.id !== 'string' || !SECTION_ID.test(section.id))
      problems.push({ file, pointer: `${at}/id`, message: 'id must be a kebab-case route segment' });
    else if (ids.has(section.id)) problems.push({ file, pointer: `${at}/id`, message: `id "${section.id}" is used twice` });
    else ids.add(section.id);
    if (section.titleKey !== undefined && typeof section.titleKey !== 'string')
      problems.push({ file, pointer: `${at}/titleKey`, message: 'titleKey must be a string' });
    if (!Array.isArray(section.fields) || section.fields.length === 0) {
      problems.push({ file, pointer: `${at}/fields`, message: 'fields must be a non-empty list of top-level field names' });
      return;
    }
    section.fields.forEach((f, j) => {
      const name = String(f);
      if (!top.has(name)) problems.push({ file, pointer: `${at}/fields/${j}`, message: `"${name}" is not a top-level field of the schema` });
      else if (placed.has(name)) problems.push({ file, pointer: `${at}/fields/${j}`, message: `"${name}" is already in ${kind} "${placed.get(name)}"` });
      else placed.set(name, String(section.id));
    });
    if (section.itemRoute !== undefined) {
      const list = top.get(String(section.fields[0]));
      const items = list ? itemsOf(root, list) : undefined;
      const itemFields = items ? fieldsOf(root, items) : undefined;
      if (!Array.isArray(section.itemRoute) || !itemFields)
        problems.push({ file, pointer: `${at}/itemRoute`, message: "itemRoute needs the section's first field to be a list of objects" });
      else
        section.itemRoute.forEach((p, j) => {
          if (!itemFields.has(String(p)))
            problems.push({ file, pointer: `${at}/itemRoute/${j}`, message: `"${String(p)}" is not a field of the list's items` });
        });
    }
  });
  if (kind === 'steps' && isPlainObject(sections[0]) && sections[0].id !== FIRST_STEP_ID) {
    problems.push({ file, pointer: `${pointer}/0/id`, message: `the first step is "${FIRST_STEP_ID}" (titled 'Duomenys')` });
  }
  for (const name of top.keys()) {
    if (!placed.has(name)) problems.push({ file, pointer, message: `top-level field "${name}" is in no ${kind === 'tabs' ? 'tab' : 'step'}` });
  }
}

function checkConditions(conditions: unknown, root: JsonSchema, file: string, problems: CatalogProblem[]): void {
  if (conditions === undefined) return;
  if (!isPlainObject(conditions)) {
    problems.push({ file, pointer: '/layout/conditions', message: 'conditions map a top-level field to { field, contains | equals }' });
    return;
  }
  const top = fieldsOf(root, root);
  for (const [name, c] of Object.entries(conditions)) {
    const at = childPointer('/layout/conditions', name);
    if (!top.has(name)) problems.push({ file, pointer: at, message: `"${name}" is not a top-level field of the schema` });
    const keys = isPlainObject(c) ? Object.keys(c).sort().join(',') : '';
    if (!isPlainObject(c) || (keys !== 'contains,field' && keys !== 'equals,field')) {
      problems.push({ file, pointer: at, message: 'a condition is { "field", "contains" } or { "field", "equals" }' });
      continue;
    }
    const target = top.get(String(c.field));
    if (!target) {
      problems.push({ file, pointer: `${at}/field`, message: `"${String(c.field)}" is not a top-level field of the schema` });
      continue;
    }
    const values = 'contains' in c ? enumOf(root, itemsOf(root, target)) : enumOf(root, target);
    const value = 'contains' in c ? c.contains : c.equals;
    if (values && !values.includes(value))
      problems.push({
        file,
        pointer: `${at}/${'contains' in c ? 'contains' : 'equals'}`,
        message: `${JSON.stringify(value)} is not a value of "${String(c.field)}"`,
      });
  }
}

/**
 * Problems of one ui file.
 * @param file catalogue-relative path of the ui file
 * @param ui its parsed contents
 * @param root the type's bundled schema
 */
export function checkUiFile(file: string, ui: unknown, root: JsonSchema): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  if (!isPlainObject(ui)) return [{ file, pointer: '', message: 'a ui file is an object { "layout", "uiSchema" }' }];
  for (const key of Object.keys(ui)) {
    if (key !== 'layout' && key !== 'uiSchema')
      problems.push({ file, pointer: childPointer('', key), message: `unknown key "${key}" (a ui file has "layout" and "uiSchema")` });
  }
  const layout = ui.layout;
  if (!isPlainObject(layout)) problems.push({ file, pointer: '/layout', message: 'layout is required: { conditions?, tabs?, steps? }' });
  else {
    for (const key of Object.keys(layout)) {
      if (!['conditions', 'tabs', 'steps'].includes(key))
        problems.push({ file, pointer: childPointer('/layout', key), message: `unknown layout key "${key}"` });
    }
    if (layout.tabs === undefined && layout.steps === undefined) problems.push({ file, pointer: '/layout', message: 'declare tabs, steps or both' });
    if (layout.tabs !== undefined) checkSections('tabs', layout.tabs, root, file, problems);
    if (layout.steps !== undefined) checkSections('steps', layout.steps, root, file, problems);
    checkConditions(layout.conditions, root, file, problems);
  }
  if (ui.uiSchema === undefined) problems.push({ file, pointer: '/uiSchema', message: 'uiSchema is required (may be {})' });
  else checkUiSchemaNode(root, root, ui.uiSchema, file, '/uiSchema', problems);
  return problems;
}

/**
 * Problems of the shared ui definitions (ui-schemas/common/definitions.ui.json).
 * @param file catalogue-relative path
 * @param ui its parsed contents
 * @param defs every common definition by name
 */
export function checkUiDefinitions(file: string, ui: unknown, defs: Record<string, JsonSchema>): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  if (!isPlainObject(ui) || !isPlainObject(ui['ui:definitions']) || Object.keys(ui).length !== 1) {
    return [{ file, pointer: '', message: 'the file is { "ui:definitions": { "<common definition>": { …uiSchema… } } }' }];
  }
  const root: JsonSchema = { $defs: defs };
  for (const [name, value] of Object.entries(ui['ui:definitions'])) {
    const at = childPointer('/ui:definitions', name);
    if (!defs[name]) problems.push({ file, pointer: at, message: `"${name}" is not a definition in schemas/common` });
    else checkUiSchemaNode(root, defs[name], value, file, at, problems);
  }
  return problems;
}
