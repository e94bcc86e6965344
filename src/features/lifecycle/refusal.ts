/**
 * What the action dialog shows for a refused action: the server's message (already
 * translated by the API client: the spec's refusal text for critical errors), the errors
 * that belong to a dialog field (by path '/<field>'), and the rest as a list (the critical
 * issues and warnings of the errors check, a signature fault).
 */
import { isApiError, type FieldError } from '../../lib/api/api-error';
import type { DialogField } from './form-fields';

export interface Refusal {
  message: string;
  /** 412: the document changed since the page read it — reload before acting */
  stale: boolean;
  fieldErrors: Record<string, FieldError>;
  issues: FieldError[];
}

/** Splits a failed action's error into the message, the fields' errors and the other issues. */
export function refusalOf(error: unknown, fields: readonly DialogField[]): Refusal {
  if (!isApiError(error)) return { message: error instanceof Error ? error.message : String(error), stale: false, fieldErrors: {}, issues: [] };
  const names = new Set(fields.map((f) => f.name));
  const fieldErrors: Record<string, FieldError> = {};
  const issues: FieldError[] = [];
  for (const item of error.errors) {
    const name = item.path.replace(/^\//, '');
    if (names.has(name) && !fieldErrors[name]) fieldErrors[name] = item;
    else issues.push(item);
  }
  return { message: error.message, stale: error.status === 412, fieldErrors, issues };
}
