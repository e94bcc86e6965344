/**
 * Conditional GET of an item (decision 0130). The ETag is the item's version, the number
 * If-Match sends back on a save; while someone holds the item's lock it carries the lock's
 * state too (`"3-1a2b3c4d"`), because the answer shows the holder and the actions the lock
 * allows: a lock taken, refreshed or released gives a new tag, so a revalidation never keeps
 * a stale holder. If-None-Match matching the current tag → 304 without a body.
 */
import { createHash } from 'node:crypto';
import type { LockState } from '../../src/domain/contracts/locks.js';

/** The ETag (quoted) of an item's GET answer: its version, plus the lock's fingerprint while locked. */
export function itemEtag(version: number, lock: LockState | null): string {
  if (!lock) return `"${version}"`;
  const state = `${lock.holder.userId}|${lock.since}|${lock.expiresAt}|${lock.mine ? 1 : 0}`;
  return `"${version}-${createHash('sha1').update(state).digest('hex').slice(0, 8)}"`;
}

/**
 * True when an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2): a list
 * of tags, each possibly W/-prefixed, or `*` (the item exists: the caller could see it).
 */
export function noneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  return value.split(',').some((tag) => {
    const t = tag.trim();
    return (t.startsWith('W/') ? t.slice(2) : t) === etag;
  });
}
