/**
 * Writes audit_event rows — the one append-only audit log of every module (sign-in, users,
 * consent, gateway, documents, lifecycle transitions, signing, notices). Callers pass the
 * transaction of the change they audit, so the change and its record land together (or not
 * at all). Status transitions fill `fromState`/`toState` and `reason`. Never pass passwords,
 * tokens or assertions in `details`: it is stored as JSON text and shown to administrators.
 */
import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { prepared } from '../db/prepared.js';
import type { AuditEventTable, Database } from '../db/schema.js';

export interface AuditOrigin {
  requestId: string | null;
  ip: string | null;
}

export interface AuditEntry {
  action: string;
  actorId?: number | null;
  actorName?: string | null;
  objectType?: string | null;
  objectId?: string | number | null;
  /** status before a transition */
  fromState?: string | null;
  /** status after a transition */
  toState?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** Where a request came from, for the audit log. `request.id` is always the server's own (lib/request-id.ts), never a client's. */
export const originOf = (request: FastifyRequest): AuditOrigin => ({ requestId: request.id, ip: request.ip ?? null });

/** The origin of work the system does on its own (the expiry sweep, the seed). */
export const SYSTEM_ORIGIN: AuditOrigin = { requestId: null, ip: null };

const insertAudit = prepared((db, v: Insertable<AuditEventTable>) =>
  db.insertInto('audit_event').values({
    at: v.at,
    actor_id: v.actor_id,
    actor_name: v.actor_name,
    action: v.action,
    object_type: v.object_type,
    object_id: v.object_id,
    from_state: v.from_state,
    to_state: v.to_state,
    reason: v.reason,
    details: v.details,
    request_id: v.request_id,
    ip: v.ip,
  }),
);

/** Appends one audit event stamped `at` (ISO). */
export async function writeAudit(db: Kysely<Database>, at: string, origin: AuditOrigin, entry: AuditEntry): Promise<void> {
  await insertAudit(db, {
    at,
    actor_id: entry.actorId ?? null,
    actor_name: entry.actorName ?? null,
    action: entry.action,
    object_type: entry.objectType ?? null,
    object_id: entry.objectId === undefined || entry.objectId === null ? null : String(entry.objectId),
    from_state: entry.fromState ?? null,
    to_state: entry.toState ?? null,
    reason: entry.reason ?? null,
    details: entry.details ? JSON.stringify(entry.details) : null,
    request_id: origin.requestId,
    ip: origin.ip,
  });
}
