/** What a refused save means for the document page (api/modules/documents and locks READMEs). */
import { isApiError, type FieldError } from '../../lib/api/api-error';

export type SaveRefusal =
  /** 412: someone saved since this page read the document — offer to reload */
  | { kind: 'stale' }
  /** 422: field errors, shown in the form */
  | { kind: 'invalid'; errors: readonly FieldError[] }
  /** 409 document_locked: another session edits it — read-only, naming who and since when */
  | { kind: 'locked'; name: string; since: string }
  /** anything else: the translated message */
  | { kind: 'other'; message: string };

/**
 * Classifies a failed create or save.
 * @param error what the API call rejected with
 */
export function saveRefusal(error: unknown): SaveRefusal {
  if (!isApiError(error)) return { kind: 'other', message: String(error) };
  if (error.status === 412) return { kind: 'stale' };
  if (error.status === 422 && error.errors.length > 0) return { kind: 'invalid', errors: error.errors };
  if (error.status === 409 && error.messageKey === 'errors.document_locked') {
    const params = error.errors[0]?.params ?? {};
    return { kind: 'locked', name: String(params.name ?? ''), since: String(params.since ?? '') };
  }
  return { kind: 'other', message: error.message };
}

/** The check errors of a saved draft among a save's issues (decision 0090): shown in the form like "Tikrinti"'s. */
export const checkErrorsOf = (issues: readonly FieldError[] | undefined): FieldError[] => (issues ?? []).filter((i) => i.severity === 'critical');
