/**
 * Writes audit_event rows. Callers pass the transaction of the change they audit, so the
 * change and its record land together. Never pass passwords, tokens or assertions in
 * `details`: it is stored as JSON text and shown to administrators.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** Where a request came from, for the audit log. */
export const originOf = (request: FastifyRequest): AuditOrigin => ({ requestId: request.id, ip: request.ip ?? null });

/** Appends one audit event stamped `at` (ISO). */
export async function writeAudit(db: Kysely<Database>, at: string, origin: AuditOrigin, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_event')
    .values({
      at,
      actor_id: entry.actorId ?? null,
      actor_name: entry.actorName ?? null,
      action: entry.action,
      object_type: entry.objectType ?? null,
      object_id: entry.objectId === undefined || entry.objectId === null ? null : String(entry.objectId),
      from_state: null,
      to_state: null,
      reason: entry.reason ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      request_id: origin.requestId,
      ip: origin.ip,
    })
    .execute();
}
