/** SQL of the broker's messages and systems (migration 0028). Callers pass a transaction for writes that belong to one. */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { claimAttempt, isDue, markAttemptDelivered, markAttemptFailed, type AttemptStates } from '../../db/attempts.js';
import type { BrokerMessageTable, BrokerSystemTable, Database } from '../../db/schema.js';
import type { BrokerSort } from '../../../src/domain/contracts/broker.js';

export type BrokerRow = Selectable<BrokerMessageTable>;
export type SystemRow = Selectable<BrokerSystemTable>;

export interface Outgoing {
  system: string;
  kind: string;
  documentId: number | null;
  payload: Record<string, unknown>;
}

/** Outgoing messages, `laukia`, due at once — in the caller's transaction (the change that causes them). */
export async function enqueue(db: Kysely<Database>, messages: Outgoing[], at: string): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('broker_message')
    .values(
      messages.map((m) => ({
        direction: 'out',
        system: m.system,
        kind: m.kind,
        message_id: randomUUID(),
        state: 'laukia',
        attempts: 0,
        payload: JSON.stringify(m.payload),
        document_id: m.documentId,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

/** Outgoing messages due now (waiting, or retrying past their backoff), oldest first. */
export async function dueMessages(db: Kysely<Database>, now: string, limit: number): Promise<BrokerRow[]> {
  return db
    .selectFrom('broker_message')
    .selectAll()
    .where('direction', '=', 'out')
    .where('state', 'in', ['laukia', 'kartojamas'])
    .where((eb) => isDue(eb, now))
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** Takes one attempt of a message as it was read (api/db/attempts.ts). @returns whether it was taken */
export const claim = (db: Kysely<Database>, row: BrokerRow, now: string, holdUntil: string): Promise<boolean> =>
  claimAttempt(db, 'broker_message', row, now, holdUntil);

const STATES: AttemptStates = { delivered: 'pristatytas', retrying: 'kartojamas', dead: 'nepristatytas' };

export const markDelivered = (db: Kysely<Database>, id: number, now: string): Promise<void> => markAttemptDelivered(db, 'broker_message', id, STATES, now);

/** A failed attempt: retried at `retryAt`, or dead (`nepristatytas`) when null. */
export const markFailed = (db: Kysely<Database>, id: number, now: string, reason: string, retryAt: string | null): Promise<void> =>
  markAttemptFailed(db, 'broker_message', id, STATES, { now, reason, retryAt });

/**
 * Makes a failed message due at once: a retrying one keeps its attempts, a dead one starts
 * again from zero as `laukia`. @returns whether it was in one of `from`
 */
export async function makeDue(db: Kysely<Database>, id: number, from: readonly string[], now: string): Promise<boolean> {
  const retrying = from.includes('kartojamas')
    ? await db
        .updateTable('broker_message')
        .set({ next_attempt_at: null, updated_at: now })
        .where('id', '=', id)
        .where('state', '=', 'kartojamas')
        .executeTakeFirst()
    : { numUpdatedRows: 0n };
  const dead = await db
    .updateTable('broker_message')
    .set({ state: 'laukia', attempts: 0, next_attempt_at: null, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'nepristatytas')
    .executeTakeFirst();
  return Number(retrying.numUpdatedRows) + Number(dead.numUpdatedRows) === 1;
}

export async function findMessage(db: Kysely<Database>, id: number): Promise<BrokerRow | undefined> {
  return db.selectFrom('broker_message').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * An incoming message, once: a message id already received from the system is not inserted
 * again. @returns the new row, or undefined when it was received before
 */
export async function insertIncoming(
  db: Kysely<Database>,
  m: { system: string; kind: string; messageId: string; payload: Record<string, unknown> },
  at: string,
): Promise<BrokerRow | undefined> {
  return db
    .insertInto('broker_message')
    .values({
      direction: 'in',
      system: m.system,
      kind: m.kind,
      message_id: m.messageId,
      state: 'gautas',
      attempts: 1,
      payload: JSON.stringify(m.payload),
      document_id: null,
      created_at: at,
      updated_at: at,
      delivered_at: at,
    })
    .onConflict((oc) => oc.columns(['direction', 'system', 'message_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findIncoming(db: Kysely<Database>, system: string, messageId: string): Promise<BrokerRow | undefined> {
  return db
    .selectFrom('broker_message')
    .selectAll()
    .where('direction', '=', 'in')
    .where('system', '=', system)
    .where('message_id', '=', messageId)
    .executeTakeFirst();
}

export interface MessageFilter {
  system?: string;
  direction?: string;
  state?: string;
  sort: BrokerSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listMessages(db: Kysely<Database>, f: MessageFilter): Promise<{ total: number; items: BrokerRow[] }> {
  let q = db.selectFrom('broker_message');
  if (f.system) q = q.where('system', '=', f.system);
  if (f.direction) q = q.where('direction', '=', f.direction);
  if (f.state) q = q.where('state', '=', f.state);
  const [{ total }] = await q.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const items = await q.selectAll().orderBy(f.sort, f.order).orderBy('id', f.order).limit(f.limit).offset(f.offset).execute();
  return { total: Number(total), items };
}

/** How many messages each system has in each direction and state. */
export async function counts(db: Kysely<Database>): Promise<{ system: string; direction: string; state: string; count: number }[]> {
  const rows = await db
    .selectFrom('broker_message')
    .select(['system', 'direction', 'state', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['system', 'direction', 'state'])
    .orderBy('system')
    .orderBy('direction')
    .orderBy('state')
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export async function systems(db: Kysely<Database>): Promise<SystemRow[]> {
  return db.selectFrom('broker_system').selectAll().execute();
}

const systemDefaults = (system: string, at: string) => ({ system, failing: 0, last_success_at: null, last_failure_at: null, last_error: null, updated_at: at });

/** Records how the last attempt to reach a system ended (null error: it was reached, and the last error is cleared). */
export async function recordOutcome(db: Kysely<Database>, system: string, at: string, error: string | null): Promise<void> {
  const change = error === null ? { last_success_at: at, last_error: null, updated_at: at } : { last_failure_at: at, last_error: error, updated_at: at };
  await db
    .insertInto('broker_system')
    .values({ ...systemDefaults(system, at), ...change })
    .onConflict((oc) => oc.column('system').doUpdateSet(change))
    .execute();
}

/** Switches a system's stand-in to refuse (or accept) every message. */
export async function setFailing(db: Kysely<Database>, system: string, failing: boolean, at: string): Promise<void> {
  const change = { failing: failing ? 1 : 0, updated_at: at };
  await db
    .insertInto('broker_system')
    .values({ ...systemDefaults(system, at), ...change })
    .onConflict((oc) => oc.column('system').doUpdateSet(change))
    .execute();
}

export async function isFailing(db: Kysely<Database>, system: string): Promise<boolean> {
  const row = await db.selectFrom('broker_system').select('failing').where('system', '=', system).executeTakeFirst();
  return Number(row?.failing ?? 0) === 1;
}

/** Entries of a register family (documents: STSR; requests: NTR legal facts): how many are registered, and the latest registration. */
export async function registeredEntries(db: Kysely<Database>, family: string): Promise<{ entries: number; lastRegisteredAt: string | null }> {
  const row = await db
    .selectFrom('document')
    .select((eb) => [eb.fn.countAll<number>().as('entries'), eb.fn.max('registered_at').as('last')])
    .where('family', '=', family)
    .where('entry_document_id', 'is', null)
    .where('registered_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return { entries: Number(row.entries), lastRegisteredAt: (row.last as string | null) ?? null };
}
