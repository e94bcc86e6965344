/**
 * Drafts (decision 0090): an item is saved with whatever is filled. Of its schema errors only
 * those that make the data not the type's data — a value of the wrong JSON type, an unknown
 * property — or exceed its size bounds (a text over its maxLength, a list over its maxItems:
 * not unfinished work, and what bounds what a save may store) refuse the save; the rest (missing required fields, rule violations) are the
 * draft's check errors, stored with it, shown per tab, and refusing the checked actions.
 */
import type { FieldError } from './field-errors.js';
import { MESSAGE_KEYS } from './messages.js';

const REFUSING: ReadonlySet<string> = new Set([
  MESSAGE_KEYS.wrongType,
  MESSAGE_KEYS.unknownField,
  MESSAGE_KEYS.unknownFieldsOmitted,
  MESSAGE_KEYS.maxLength,
  MESSAGE_KEYS.maxItems,
]);

/** Does this schema error refuse a save (not only an action)? */
export const refusesSave = (error: FieldError): boolean => REFUSING.has(error.messageKey);

/**
 * The schema errors of a save, split.
 * @param errors one field error per field (toFieldErrors)
 * @returns `refused`: the save is refused with these (422); `check`: the draft's check errors
 */
export function splitDraftErrors(errors: readonly FieldError[]): { refused: FieldError[]; check: FieldError[] } {
  const refused: FieldError[] = [];
  const check: FieldError[] = [];
  for (const e of errors) (refusesSave(e) ? refused : check).push(e);
  return { refused, check };
}
