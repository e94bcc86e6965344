/**
 * The one error shape of the API: { message, errors? }. `message` and each `messageKey` are
 * translation keys (locales/<lng>/common.json, section "errors"/"validation"), translated
 * by the browser. Throw AppError from services; the error plugin turns it into a response.
 */
import type { FieldError } from '../../src/domain/schema/field-errors.js';

export type { FieldError, Severity } from '../../src/domain/schema/field-errors.js';

export interface ErrorBody {
  message: string;
  errors?: FieldError[];
}

export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (key = 'errors.bad_request', errors?: FieldError[]) => new AppError(400, key, errors);
export const unauthorized = (key = 'errors.unauthorized') => new AppError(401, key);
export const forbidden = (key = 'errors.forbidden') => new AppError(403, key);
export const notFound = (key = 'errors.not_found') => new AppError(404, key);
export const conflict = (key = 'errors.conflict', errors?: FieldError[]) => new AppError(409, key, errors);
export const preconditionFailed = (key = 'errors.stale_version') => new AppError(412, key);
export const preconditionRequired = (key = 'errors.version_required') => new AppError(428, key);
export const unprocessable = (errors: FieldError[], key = 'errors.validation') => new AppError(422, key, errors);
