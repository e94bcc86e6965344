/**
 * The fields of an action's dialog, drawn from its JSON Schema (src/domain/lifecycle/forms):
 * every property is a text field (a `format: date` one a date field), titled by its
 * translation key. The missed-deadline reason is shown only when the server says it is
 * required now (the registrar decides after the decision deadline) — before that the server
 * would accept it but it means nothing.
 */
import { ACTION_FORMS, MISSED_DEADLINE_FIELD } from '../../domain/lifecycle/forms';
import type { Action } from '../../domain/lifecycle/statuses';

export interface DialogField {
  name: string;
  titleKey: string;
  kind: 'date' | 'text' | 'multiline';
  required: boolean;
  maxLength?: number;
}

interface PropertySchema {
  title?: string;
  format?: string;
  maxLength?: number;
}

/** The dialog fields of an action, in the schema's order; `missedDeadlineRequired` adds the reason as required. */
export function dialogFields(action: Action, missedDeadlineRequired: boolean): DialogField[] {
  const schema = ACTION_FORMS[action] as { properties?: Record<string, PropertySchema>; required?: string[] };
  const required = new Set(schema.required ?? []);
  const fields: DialogField[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (name === MISSED_DEADLINE_FIELD && !missedDeadlineRequired) continue;
    fields.push({
      name,
      titleKey: property.title ?? name,
      // Long free texts (over a line's worth) get several rows.
      kind: property.format === 'date' ? 'date' : (property.maxLength ?? 0) > 500 ? 'multiline' : 'text',
      required: required.has(name) || name === MISSED_DEADLINE_FIELD,
      maxLength: property.maxLength,
    });
  }
  return fields;
}

/** The form to send: trimmed non-empty values only (an empty optional field is left out, as the schema refuses ""). */
export function formToSend(fields: readonly DialogField[], values: Record<string, string>): Record<string, string> | undefined {
  if (fields.length === 0) return undefined;
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value !== '') out[field.name] = value;
  }
  return out;
}

/** The wide dialog (800 px) for actions with a form, the standard one (700 px) for a plain question. */
export const dialogWidthOf = (fields: readonly DialogField[]): 'standard' | 'wide' => (fields.length > 0 ? 'wide' : 'standard');
