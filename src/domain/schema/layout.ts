/**
 * The layout vocabulary of ui-schemas/<family>/<id>.ui.json (documented in schemas/README.md):
 *
 *   { "layout": { "conditions": {…}, "tabs": [ section… ], "steps": [ section… ] },
 *     "uiSchema": { …@rjsf uiSchema… } }
 *
 * A section (tab or wizard step) names the top-level fields it holds. A condition says when a
 * top-level field exists at all; a section is shown when any of its fields is. The same
 * conditions are compiled into the type's schema (hidden fields are refused, see bundle.ts),
 * so the browser and the server agree on what is hidden.
 */

export type Scalar = string | number | boolean;

/** When a top-level field exists: a list field contains a value, or a field equals one. */
export type Condition = { field: string; contains: Scalar } | { field: string; equals: Scalar };

export interface LayoutSection {
  /** route segment: a tab of /dokumentas/{id}/{tab} or a wizard step/:step */
  id: string;
  /** translation key of the title; default fields.tabs.<id> or fields.steps.<id> */
  titleKey?: string;
  /** top-level properties of the schema shown in this section, in order */
  fields: string[];
  /**
   * For a tab whose first field is a list with deep links, the item properties that follow
   * the tab id in the route: ["rusis", "turtasID"] → turtas/{rusis}/{turtasID}.
   */
  itemRoute?: string[];
}

export interface Layout {
  conditions?: Record<string, Condition>;
  tabs?: LayoutSection[];
  steps?: LayoutSection[];
}

export interface UiFile {
  layout: Layout;
  uiSchema: Record<string, unknown>;
}

export type LayoutKind = 'tabs' | 'steps';

/** The first wizard step is always `asmenys`, titled 'Duomenys' (spec §2.3). */
export const FIRST_STEP_ID = 'asmenys';

/** The translation key of a section's title. */
export const sectionTitleKey = (kind: LayoutKind, section: LayoutSection): string => section.titleKey ?? `fields.${kind}.${section.id}`;

/**
 * True when the condition holds for the data.
 * @param condition a layout condition
 * @param data the document data (top-level object)
 */
export function conditionHolds(condition: Condition, data: unknown): boolean {
  const value = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[condition.field] : undefined;
  if ('contains' in condition) return Array.isArray(value) && value.includes(condition.contains);
  return value === condition.equals;
}

/**
 * True when a top-level field is shown for the data (fields without a condition always are).
 * @param layout the type's layout
 * @param field a top-level property name
 * @param data the document data
 */
export function isFieldVisible(layout: Layout, field: string, data: unknown): boolean {
  const condition = layout.conditions?.[field];
  return condition === undefined || conditionHolds(condition, data);
}

/**
 * The sections (tabs or steps) to show for the data: those with at least one visible field.
 * @param layout the type's layout
 * @param kind tabs (document page) or steps (wizard)
 * @param data the document data
 */
export function visibleSections(layout: Layout, kind: LayoutKind, data: unknown): LayoutSection[] {
  return (layout[kind] ?? []).filter((s) => s.fields.some((f) => isFieldVisible(layout, f, data)));
}

/**
 * The JSON Schema fragment that holds when the condition does (used to refuse hidden fields).
 * @param condition a layout condition
 */
export function conditionSchema(condition: Condition): Record<string, unknown> {
  const test = 'contains' in condition ? { type: 'array', contains: { const: condition.contains } } : { const: condition.equals };
  return { required: [condition.field], properties: { [condition.field]: test } };
}
