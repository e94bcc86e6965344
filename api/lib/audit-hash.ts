/**
 * The hash of one audit event in the chain (decision 0075). An event's hash covers its place
 * in the chain (`seq`), the previous event's hash and every stored field, as a JSON array in a
 * fixed order, so editing any field, deleting an event or moving one breaks the chain at that
 * event. The migration that chained the existing rows and the verifier use this same function:
 * changing it changes the chain's format.
 */
import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AuditEventTable } from '../db/schema.js';

/** The `prev_hash` of the first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields an event's hash covers: every stored field but its id and own hash, in its place in the chain. */
export type ChainedFields = Omit<Selectable<AuditEventTable>, 'id' | 'seq' | 'prev_hash' | 'hash'> & { seq: number; prev_hash: string };

/** SHA-256 (hex) of the event's canonical form. */
export function auditEventHash(e: ChainedFields): string {
  const canonical = JSON.stringify([
    Number(e.seq),
    e.prev_hash,
    e.at,
    e.actor_id === null ? null : Number(e.actor_id),
    e.actor_name,
    e.action,
    e.object_type,
    e.object_id,
    e.from_state,
    e.to_state,
    e.reason,
    e.details,
    e.request_id,
    e.ip,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The day an event belongs to for the daily seal: the UTC date of its `at`. */
export const auditDay = (at: string): string => at.slice(0, 10);
