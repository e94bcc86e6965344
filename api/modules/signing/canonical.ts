/**
 * Canonical JSON: object keys sorted by code unit, no whitespace, numbers and strings as
 * JSON.stringify writes them (the same as RFC 8785 for the values documents hold). Two equal
 * documents always give the same bytes, so a signature's digest can be recomputed from the
 * stored data at any time.
 */
import { createHash } from 'node:crypto';

/** The canonical JSON text of a value (objects, arrays, strings, finite numbers, booleans, null). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('canonical JSON holds only finite numbers');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new TypeError(`canonical JSON cannot hold a ${typeof value}`);
}

/** SHA-256 of bytes, hex. */
export const sha256Hex = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');
