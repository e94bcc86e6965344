/**
 * Writes audit_event rows — the one append-only audit log of every module (sign-in, users,
 * consent, gateway, documents, lifecycle transitions, signing, notices). Callers pass the
 * transaction of the change they audit, so the change and its record land together (or not
 * at all). Each event is chained (decision 0075): it takes the next `seq` and the previous
 * event's hash from the chain head, whose row the writer locks first (an UPDATE: a row lock on
 * PostgreSQL, the write lock on SQLite), so concurrent writers queue and the chain has no
 * forks; the first event of a new day seals the day before (`audit_seal`). Status transitions fill `fromState`/`toState` and `reason`. Never pass passwords,
 * tokens or assertions in `details`: it is stored as JSON text and shown to administrators.
 */
import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { prepared } from '../db/prepared.js';
import type { AuditEventTable, Database } from '../db/schema.js';
import { auditDay, auditEventHash } from './audit-hash.js';
import { inTransaction } from './transaction.js';

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
    seq: v.seq,
    prev_hash: v.prev_hash,
    hash: v.hash,
  }),
);

/** Takes the next place in the chain: locks the head row until the transaction ends. */
const claimHead = prepared((db, _v: Record<string, never>) =>
  db
    .updateTable('audit_chain_head')
    .set((eb) => ({ seq: eb('seq', '+', 1) }))
    .where('id', '=', 1)
    .returning(['seq', 'last_hash', 'last_day']),
);

const moveHead = prepared((db, v: { hash: string; day: string }) =>
  db.updateTable('audit_chain_head').set({ last_hash: v.hash, last_day: v.day }).where('id', '=', 1),
);

const insertSeal = prepared((db, v: { day: string; last_seq: number; head_hash: string; sealed_at: string }) =>
  db.insertInto('audit_seal').values({ day: v.day, last_seq: v.last_seq, head_hash: v.head_hash, sealed_at: v.sealed_at }),
);

/** Appends one audit event stamped `at` (ISO) to the chain, in `db`'s transaction (or a new one). */
export async function writeAudit(db: Kysely<Database>, at: string, origin: AuditOrigin, entry: AuditEntry): Promise<void> {
  await inTransaction(db, (trx) => appendChained(trx, at, origin, entry));
}

/** writeAudit with the signed-in user as the actor (an administrator's change, say). */
export const writeAuditBy = (
  db: Kysely<Database>,
  at: string,
  actor: { userId: number; username: string },
  origin: AuditOrigin,
  entry: Omit<AuditEntry, 'actorId' | 'actorName'>,
) => writeAudit(db, at, origin, { ...entry, actorId: actor.userId, actorName: actor.username });

/** An item's own event (`<kind>.<verb>`, the item as its object) by `actor`: its create and its saves. */
export const writeItemAudit = (
  db: Kysely<Database>,
  at: string,
  origin: AuditOrigin,
  item: { kind: string; id: number },
  actor: { userId: number; displayName: string },
  verb: string,
  more: Pick<AuditEntry, 'toState' | 'details'>,
) =>
  writeAudit(db, at, origin, {
    action: `${item.kind}.${verb}`,
    actorId: actor.userId,
    actorName: actor.displayName,
    objectType: item.kind,
    objectId: item.id,
    ...more,
  });

async function appendChained(trx: Kysely<Database>, at: string, origin: AuditOrigin, entry: AuditEntry): Promise<void> {
  const head = (await claimHead(trx, {})).rows[0];
  if (!head) throw new Error('audit chain head missing (migration 0016)');
  const seq = Number(head.seq);
  const day = auditDay(at);
  if (head.last_day !== null && day > head.last_day) await insertSeal(trx, { day: head.last_day, last_seq: seq - 1, head_hash: head.last_hash, sealed_at: at });
  const fields = {
    seq,
    prev_hash: head.last_hash,
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
  };
  const hash = auditEventHash(fields);
  await insertAudit(trx, { ...fields, hash });
  await moveHead(trx, { hash, day: head.last_day !== null && head.last_day > day ? head.last_day : day });
}
