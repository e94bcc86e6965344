/**
 * The uiSchema of one block (a top-level field, or one item of a list). rjsf applies
 * `ui:definitions` only where a schema node still carries its `$ref`; block schemas come from
 * the document's resolved schema (refs already followed), so the definitions are merged in
 * here instead, walking the bundled schema: at every `$ref` the definition's uiSchema first,
 * the local uiSchema over it; into properties, list items and each oneOf/anyOf option (rjsf
 * reads an option's uiSchema from `uiSchema.oneOf[i]`).
 *
 * A oneOf with a discriminator (an asset's `rusis`) is chosen with rjsf's option selector,
 * labelled with the discriminator's label; the discriminator field itself is hidden (rjsf
 * fills it with the chosen option's constant).
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { isRecord } from './json';
import { resolveRef, titleOfField } from './schema-fields';

type Ui = Record<string, unknown>;

const isUiKey = (key: string) => key.startsWith('ui:');

/** Deep merge of uiSchemas: `over` wins; objects are merged key by key. */
export function mergeUi(base: unknown, over: unknown): Ui {
  const a = isRecord(base) ? base : {};
  const b = isRecord(over) ? over : {};
  const out: Ui = { ...a };
  for (const [key, value] of Object.entries(b)) {
    out[key] =
      isRecord(value) && isRecord(a[key]) && !isUiKey(key)
        ? mergeUi(a[key], value)
        : key === 'ui:options' && isRecord(value) && isRecord(a[key])
          ? { ...a[key], ...value }
          : value;
  }
  return out;
}

function definitionUi(definitions: Ui, ref: string): unknown {
  const local = ref.slice(ref.indexOf('#'));
  return definitions[local] ?? definitions[ref];
}

/**
 * The uiSchema for a schema node with every definition merged in.
 * @param root the bundled schema (holding the $defs)
 * @param node the schema node
 * @param local the uiSchema the type's ui file gives this node
 * @param definitions the type's `ui:definitions` (keyed `#/$defs/<name>`)
 */
export function expandUi(root: RJSFSchema, node: unknown, local: unknown, definitions: Ui, depth = 0): Ui {
  if (!isRecord(node) || depth > 24) return isRecord(local) ? local : {};
  let ui: Ui = {};
  let target: Record<string, unknown> = node;
  // Follow a chain of refs (person → personBase), outermost definition last so it wins.
  const chain: Ui[] = [];
  for (let hops = 0; typeof target.$ref === 'string' && hops < 10; hops++) {
    const def = definitionUi(definitions, target.$ref);
    if (isRecord(def)) chain.unshift(def);
    const next = resolveRef(root, target.$ref);
    if (!next) break;
    target = { ...next, ...Object.fromEntries(Object.entries(target).filter(([k]) => k !== '$ref')) };
  }
  for (const def of chain) ui = mergeUi(ui, def);
  ui = mergeUi(ui, local);

  const properties = isRecord(target.properties) ? target.properties : {};
  for (const [name, child] of Object.entries(properties)) {
    const expanded = expandUi(root, child, ui[name], definitions, depth + 1);
    if (Object.keys(expanded).length > 0) ui[name] = expanded;
  }
  for (const part of Array.isArray(target.allOf) ? target.allOf : []) {
    // allOf parts add fields (a $ref'd base): their ui applies to the same object.
    const partUi = expandUi(root, part, {}, definitions, depth + 1);
    ui = mergeUi(partUi, ui);
  }
  if (isRecord(target.items)) {
    const expanded = expandUi(root, target.items, ui.items, definitions, depth + 1);
    if (Object.keys(expanded).length > 0) ui.items = expanded;
  }
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const options = target[keyword];
    if (!Array.isArray(options)) continue;
    const discriminator = isRecord(target.discriminator) ? target.discriminator.propertyName : undefined;
    const shared = Object.fromEntries(Object.entries(ui).filter(([k]) => k !== 'oneOf' && k !== 'anyOf'));
    if (typeof discriminator === 'string' && ui['ui:title'] === undefined) {
      const title = titleOfField(root, target, discriminator);
      if (title) ui['ui:title'] = title;
    }
    ui[keyword] = options.map((option) => {
      const optionUi = mergeUi(shared, expandUi(root, option, {}, definitions, depth + 1));
      return typeof discriminator === 'string' ? mergeUi(optionUi, { [discriminator]: { 'ui:widget': 'hidden' } }) : optionUi;
    });
  }
  return ui;
}

/**
 * The uiSchema of a block of a type.
 * @param root the bundled schema
 * @param uiSchema the type's uiSchema
 * @param field the top-level field
 * @param item true for the uiSchema of one item of the list
 */
export function blockUiSchema(root: RJSFSchema, uiSchema: UiSchema, field: string, item = false): UiSchema {
  const definitions = isRecord(uiSchema['ui:definitions']) ? (uiSchema['ui:definitions'] as Ui) : {};
  const properties = isRecord(root.properties) ? root.properties : {};
  const fieldUi = isRecord(uiSchema[field]) ? (uiSchema[field] as Ui) : {};
  const node = properties[field];
  const listItems = isRecord(node) ? (node.items ?? resolveRef(root, String(node.$ref ?? ''))?.items) : undefined;
  const expanded = item ? expandUi(root, listItems, fieldUi.items, definitions) : expandUi(root, node, fieldUi, definitions);
  return { ...expanded, 'ui:submitButtonOptions': { norender: true } } as UiSchema;
}
