/**
 * The error every failed API call rejects with. `message` is already translated for the
 * user; `messageKey` is what the server sent (a translation key such as 'errors.not_found')
 * so callers can branch on it; `errors` are the field errors of the one error shape
 * { message, errors?: [{ path, messageKey, params, severity }] } (api/lib/errors.ts).
 */
import type { FieldError } from '../../domain/contracts/shared';

export type { FieldError, Severity as FieldSeverity } from '../../domain/contracts/shared';

/** http: the server answered; network: no answer; timeout: our time limit; aborted: the caller cancelled. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when there was no answer (network, timeout, aborted). */
    public readonly status: number,
    message: string,
    public readonly errors: readonly FieldError[] = [],
    public readonly kind: ApiErrorKind = 'http',
    public readonly messageKey: string = message,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Type guard for callers that catch unknown errors. */
export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
