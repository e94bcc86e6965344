/**
 * JSON request bodies: Fastify's own parser (prototype and constructor poisoning refused), behind
 * a cap on the number of object members a body may hold (decision 0155). A body stuffed with
 * 100 000 unknown keys costs about 50 ms to parse and as much again to walk and validate; the
 * cap answers it from one pass over the text, before anything is parsed, with 422 and one error.
 * The largest document the registry knows holds a few hundred members.
 */
import type { FastifyInstance } from 'fastify';
import { unprocessable } from './errors.js';

/** Object members a JSON body may hold at most (all levels together). */
export const MAX_JSON_MEMBERS = 10_000;

const COLON = 0x3a;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The number of object members in JSON text: the colons outside strings. Counts colons inside
 * strings too only when the quick count already stays within `max`, so it never over-refuses.
 */
export function countJsonMembers(text: string, max = MAX_JSON_MEMBERS): number {
  let colons = 0;
  for (let at = text.indexOf(':'); at >= 0; at = text.indexOf(':', at + 1)) colons++;
  if (colons <= max) return colons;
  let members = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === COLON) members++;
  }
  return members;
}

/** The 422 a body over the cap gets (nothing was parsed, nothing changes). */
export const tooManyMembers = () =>
  unprocessable([{ path: '', messageKey: 'errors.too_many_fields', params: { max: MAX_JSON_MEMBERS }, severity: 'critical' }], 'errors.too_many_fields');

/** Replaces the application/json parser of `app` with the capped one. */
export function useCappedJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (countJsonMembers(body as string) > MAX_JSON_MEMBERS) {
      done(tooManyMembers(), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
