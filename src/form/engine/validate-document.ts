/**
 * Whole-document validation in the browser: the domain's `validateData` over the type's
 * precompiled root validator — the very function the server calls — so the browser's
 * FieldError[] (path, messageKey, params) is the API's, field for field. rjsf's validator is
 * not involved (it only matches options, see rjsf-validator.ts).
 */
import type { FieldError } from '../../domain/schema/field-errors';
import { validateData, type CompiledValidateFunction } from '../../domain/schema/precompiled';
import { toJsonData } from './json';

/** What validation needs of a prepared type (form-type.ts). */
export interface DocumentJudge {
  /** the type's precompiled root validator */
  rootValidate: CompiledValidateFunction;
  /** the schema's top-level field names (too many unknown ones are answered early) */
  rootFields: ReadonlySet<string> | null;
}

/**
 * Validates a whole document: one error per invalid field, none when valid.
 * @param type the prepared type
 * @param data the document data (cleared inputs are dropped first, as JSON would)
 * @param today YYYY-MM-DD for the date rules; default: the provider's day (runtime/today.ts)
 */
export function validateDocument(type: DocumentJudge, data: unknown, today?: string): FieldError[] {
  return validateData(type.rootValidate, toJsonData(data), today === undefined ? {} : { today }, type.rootFields);
}
