/**
 * Checking one field at the right moment (issue #17 item 3): when it loses focus, and on each
 * change while it is in error. Never the whole document per keystroke: the field is judged in
 * a document holding only its own top-level field and the fields the root's conditions read
 * (condition-inputs.ts), and only the errors at the given paths are replaced.
 */
import type { FieldError } from '../../domain/schema/field-errors';
import { MESSAGE_KEYS } from '../../domain/schema/messages';
import type { DocumentData } from './document-store';

/**
 * The document a top-level field is judged in.
 * @param conditionFields the fields the root's conditions read; null: they may read any (then the whole document)
 */
export function fieldDocument(data: DocumentData, field: string, conditionFields: ReadonlySet<string> | null): DocumentData {
  if (conditionFields === null) return data;
  const out: DocumentData = {};
  for (const name of conditionFields) if (data[name] !== undefined) out[name] = data[name];
  if (data[field] !== undefined) out[field] = data[field];
  return out;
}

/**
 * The errors with those at `paths` replaced by the fresh ones at those paths (others kept as they are).
 * @param current the errors shown now
 * @param paths the pointers just judged
 * @param fresh the judgement (of a partial document: errors elsewhere are ignored)
 */
export function recheck(current: readonly FieldError[], paths: ReadonlySet<string>, fresh: readonly FieldError[]): FieldError[] {
  return [...current.filter((e) => !paths.has(e.path)), ...fresh.filter((e) => paths.has(e.path))];
}

/**
 * The document with one list item put in place (a row being edited in its dialog, or a new one).
 * @param data the document
 * @param field the top-level list
 * @param index the item's index (the list's length for a new item)
 */
export function withItem(data: DocumentData, field: string, index: number, item: unknown): DocumentData {
  const list = Array.isArray(data[field]) ? [...(data[field] as unknown[])] : [];
  list[index] = item;
  return { ...data, [field]: list };
}

/** Errors that keep a row dialog open: a wrong value; a field left empty is the draft's to fix later (decision 0090). */
export const keepsRowOpen = (errors: readonly FieldError[]): boolean => errors.some((e) => e.messageKey !== MESSAGE_KEYS.required);
