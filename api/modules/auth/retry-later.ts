/** A refusal that tells the client when to try again (the login route sends it as Retry-After, in seconds). */
import { AppError } from '../../lib/errors.js';

export class RetryLaterError extends AppError {
  constructor(
    statusCode: 429 | 503,
    key: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(statusCode, key);
    this.name = 'RetryLaterError';
  }
}
