/**
 * Labels of catalogue fields. The bundled schema names every field by a translation key in
 * `title` (src/domain/schema/bundle.ts): `fields.<definition>.<field>` for shared definitions
 * (locales/<lng>/fields.json) and `types.<id>.…` for a type's own fields
 * (locales/<lng>/types/<id>.json); enum values are `fields.enum.<value>`; sections are
 * `fields.tabs.<id>` / `fields.steps.<id>`. Each file is an i18next namespace whose content
 * starts with its first key segment, so a key is looked up in the namespace it names.
 * Titles stay keys inside the schema (the precompiled validators were compiled from exactly
 * that schema); they are translated where they are shown.
 */
import type { i18n as I18n } from 'i18next';

/** The namespace a catalogue key lives in: `types.<id>.…` → `types/<id>`, else its first segment. */
export function namespaceOfKey(key: string): string {
  const [first, second] = key.split('.');
  return first === 'types' && second ? `types/${second}` : first;
}

/** The namespace of a type's own labels (locales/<lng>/types/<id>.json). */
export const typeNamespace = (typeId: string): string => `types/${typeId}`;

/** The label namespace of a type drawn with an older version's texts, by its schema (which every view of the type shares). */
const pinnedNamespaces = new WeakMap<object, string>();

/** Records that the type of this schema draws its labels from a pinned version's namespace (load-form-type.ts). */
export const pinLabelNamespace = (schema: object, namespace: string): void => void pinnedNamespaces.set(schema, namespace);

/**
 * Where the `types.<id>.…` labels of a loaded type are looked up: `types/<id>`, or, for a
 * document pinned to an older published version than the server's current one, that
 * version's own `types/<id>@<schemaVersion>` (decision 0157), so it keeps the labels it was
 * made with. Hand it to createLabeler.
 */
export const labelNamespaceOf = (type: { id: string; schema: object }): string => pinnedNamespaces.get(type.schema) ?? typeNamespace(type.id);

/** The namespaces a type's form needs loaded before it is drawn. */
export function formNamespaces(typeId: string): string[] {
  return ['form', 'fields', typeNamespace(typeId), 'validation'];
}

/** Translates catalogue keys; anything else (a plain text, a value) comes back unchanged. */
export type Labeler = (text: unknown, params?: Record<string, unknown>) => string;

/**
 * Looks a key up in its own namespace. Texts without parameters are remembered: labels are
 * asked for on every render of a field, and the language of one labeler never changes.
 * @param i18n the app's i18next instance
 * @param typeLabels where the type's `types.<id>.…` keys are looked up instead of `types/<id>`:
 *   an older pinned version's own namespace `types/<id>@<schemaVersion>` (load-form-type's labelNamespaceOf)
 */
export function createLabeler(i18n: I18n, typeLabels?: string): Labeler {
  const renamed = typeLabels?.split('@')[0];
  const known = new Map<string, string>();
  return (text, params) => {
    if (typeof text !== 'string') return text === undefined || text === null ? '' : String(text);
    if (!params) {
      const hit = known.get(text);
      if (hit !== undefined) return hit;
    }
    let out = text;
    if (/^[a-z][\w-]*(\.[\w-]+)+$/i.test(text)) {
      const own = namespaceOfKey(text);
      const ns = typeLabels && own === renamed ? typeLabels : own;
      if (i18n.exists(text, { ns })) out = i18n.t(text, { ns, replace: params ?? {} });
    }
    // A namespace still loading gives the key back: remember only real answers.
    if (!params && out !== text) known.set(text, out);
    return out;
  };
}

/** The label of an enum value (`fields.enum.<value>`), or the value itself. */
export function enumLabel(label: Labeler, value: unknown): string {
  const key = `fields.enum.${String(value)}`;
  const text = label(key);
  return text === key ? String(value) : text;
}
