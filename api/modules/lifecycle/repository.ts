/** SQL of the lifecycle: conditional transitions, version snapshots, registry counters, history. */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, DocumentTable, DocumentVersionTable } from '../../db/schema.js';
import { findDocument, type DocumentRow } from '../documents/repository.js';

export type DocumentChange = Omit<Updateable<DocumentTable>, 'id' | 'status' | 'version'>;

/**
 * Moves a document from status `from` at version `version` to status `to` (version + 1),
 * writing `change` with it — only if nobody moved it in between: of two callers acting on
 * one version exactly one gets true.
 */
export async function transition(
  db: Kysely<Database>,
  t: { id: number; from: string; to: string; version: number; change: DocumentChange },
): Promise<boolean> {
  const result = await db
    .updateTable('document')
    .set({ ...t.change, status: t.to, version: t.version + 1 })
    .where('id', '=', t.id)
    .where('status', '=', t.from)
    .where('version', '=', t.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type VersionRow = Selectable<DocumentVersionTable>;

/** Stores the immutable snapshot of a document as it is after a transition. */
export async function insertVersion(db: Kysely<Database>, row: VersionRow): Promise<void> {
  await db.insertInto('document_version').values(row).execute();
}

/** Snapshot of the row as it is now (call after the transition, in its transaction). */
export async function snapshot(db: Kysely<Database>, id: number, action: string, actor: { id: number | null; name: string | null }): Promise<DocumentRow> {
  const row = (await findDocument(db, id))!;
  await insertVersion(db, {
    document_id: id,
    version: row.version,
    status: row.status,
    action,
    schema_version: row.schema_version,
    data: row.data,
    registry_number: row.registry_number,
    at: row.status_changed_at ?? row.updated_at,
    actor_id: actor.id,
    actor_name: actor.name,
  });
  return row;
}

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

/** Change and termination notices that refer to an entry. */
export async function changesOf(db: Kysely<Database>, entryId: number) {
  return db
    .selectFrom('document')
    .select(['id', 'notice_kind', 'status', 'registry_number', 'registered_at', 'created_at'])
    .where('entry_document_id', '=', entryId)
    .orderBy('id', 'asc')
    .execute();
}

/** Returned documents whose correction deadline is before `today`. */
export async function dueForExpiry(db: Kysely<Database>, today: string, limit: number) {
  return db
    .selectFrom('document')
    .select(['id', 'version', 'correction_deadline', 'family'])
    .where('status', '=', 'grazintas')
    .where('correction_deadline', '<', today)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}
