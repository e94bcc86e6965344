/**
 * What a refused save or status action means for a portal wizard (api/modules/documents and
 * lifecycle READMEs): 412 → the page is stale; 422 with field errors → they go under the
 * fields (a critical-errors refusal also says 'Pasirašymas negalimas, aptikta kritinių
 * klaidų.' or the transfer's text above them); anything else → the translated message.
 */
import { isApiError, type FieldError } from './api-error';

export type Refusal = { kind: 'stale' } | { kind: 'invalid'; message: string; errors: readonly FieldError[] } | { kind: 'other'; message: string };

/** Classifies what a create, save or action call rejected with. */
export function refusalOf(error: unknown): Refusal {
  if (!isApiError(error)) return { kind: 'other', message: String(error) };
  if (error.status === 412) return { kind: 'stale' };
  if (error.status === 422 && error.errors.length > 0) return { kind: 'invalid', message: error.message, errors: error.errors };
  return { kind: 'other', message: error.message };
}
