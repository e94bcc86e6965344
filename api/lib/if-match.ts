/** The If-Match header of writes that carry the version the client last saw (its route schema: ifMatchHeaders of src/domain/contracts/shared.ts). */
import type { FastifyRequest } from 'fastify';
import { badRequest, preconditionRequired } from './errors.js';

/**
 * The version the client last saw, from If-Match: `3`, `"3"` or `W/"3"`.
 * @throws 428 errors.version_required without the header, 400 errors.if_match_invalid for another shape
 */
export function expectedVersion(request: FastifyRequest): number {
  const header = request.headers['if-match'];
  if (header === undefined || header === '') throw preconditionRequired();
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(String(header).trim());
  if (!match) throw badRequest('errors.if_match_invalid');
  return Number(match[1]);
}
