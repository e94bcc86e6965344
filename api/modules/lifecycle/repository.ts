/**
 * SQL of the lifecycle: version history, registry counters, audit history, change notices.
 * The item row's own writes (conditional transition, version snapshot) are the item core's
 * (api/modules/items/repository.ts).
 */
import type { Kysely } from 'kysely';
import { CHANGE_KINDS } from '../../../src/domain/lifecycle/notice-kinds.js';
import { FINAL_STATUSES } from '../../../src/domain/lifecycle/statuses.js';
import type { Database } from '../../db/schema.js';
import type { DocumentRow, VersionRow } from '../items/repository.js';

export async function versionsOf(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('document_version')
    .select(['version', 'status', 'action', 'schema_version', 'registry_number', 'at', 'actor_name'])
    .where('document_id', '=', id)
    .orderBy('version', 'asc')
    .execute();
}

export async function versionOf(db: Kysely<Database>, id: number, version: number): Promise<VersionRow | undefined> {
  return db.selectFrom('document_version').selectAll().where('document_id', '=', id).where('version', '=', version).executeTakeFirst();
}

/**
 * The next number of a register's sequence for a year, counted in the caller's transaction:
 * the row lock of the update serialises concurrent registrations (PostgreSQL), SQLite
 * serialises writers anyway; a rolled-back registration gives its number back.
 */
export async function nextSequence(db: Kysely<Database>, register: string, year: number): Promise<number> {
  await db
    .insertInto('registry_counter')
    .values({ register, year, last_value: 0 })
    .onConflict((oc) => oc.columns(['register', 'year']).doNothing())
    .execute();
  const row = await db
    .updateTable('registry_counter')
    .set((eb) => ({ last_value: eb('last_value', '+', 1) }))
    .where('register', '=', register)
    .where('year', '=', year)
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return Number(row.last_value);
}

/** Gives a registered document its registry number (unique: a clash fails the transaction). */
export async function setRegistryNumber(db: Kysely<Database>, id: number, registryNumber: string): Promise<void> {
  await db.updateTable('document').set({ registry_number: registryNumber }).where('id', '=', id).execute();
}

/** The audit events of an item (object type = its kind: document, request, certificate), oldest first. */
export async function eventsOf(db: Kysely<Database>, id: number, kind: string) {
  return db
    .selectFrom('audit_event')
    .select(['id', 'at', 'actor_name', 'action', 'from_state', 'to_state', 'reason', 'details'])
    .where('object_type', '=', kind)
    .where('object_id', '=', String(id))
    .orderBy('id', 'asc')
    .execute();
}

/** The registrar's reason of the item's latest return (its `lifecycle.grazinti` audit event), if any. */
export async function lastReturnReason(db: Kysely<Database>, id: number, kind: string): Promise<string | null> {
  const row = await db
    .selectFrom('audit_event')
    .select('reason')
    .where('object_type', '=', kind)
    .where('object_id', '=', String(id))
    .where('action', '=', 'lifecycle.grazinti')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.reason ?? null;
}

/** Change and termination notices that refer to an entry. */
export async function changesOf(db: Kysely<Database>, entryId: number) {
  return db
    .selectFrom('document')
    .select(['id', 'notice_kind', 'status', 'registry_number', 'registered_at', 'created_at'])
    .where('entry_document_id', '=', entryId)
    .orderBy('id', 'asc')
    .execute();
}

/** The open (not registered, rejected or ended) change, address change and termination notices filed against these entries, oldest first. */
export async function openNoticesOf(db: Kysely<Database>, entryIds: number[]): Promise<DocumentRow[]> {
  if (entryIds.length === 0) return [];
  return db
    .selectFrom('document')
    .selectAll()
    .where('entry_document_id', 'in', entryIds)
    .where('notice_kind', 'in', [...CHANGE_KINDS])
    .where('status', 'not in', [...FINAL_STATUSES])
    .orderBy('id', 'asc')
    .execute();
}

/**
 * Holds the entry's row for the rest of the transaction (a no-op update): on PostgreSQL a
 * concurrent second notice waits here and then sees the first one; SQLite serialises writers.
 */
export async function holdEntry(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('document')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('id', '=', id)
    .execute();
}
