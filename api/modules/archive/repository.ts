/** SQL of retention policies, legal holds, destruction acts and tombstones (api/modules/archive). Callers pass a transaction for writes. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, DestructionActItemTable, DestructionActTable, LegalHoldTable, RetentionPolicyTable } from '../../db/schema.js';
import { FINAL_STATUSES } from '../../../src/domain/lifecycle/statuses.js';
import { nextSequence } from '../lifecycle/repository.js';
import { ITEM_ROW_TABLES, type ItemRowTable } from './item-tables.js';

export type PolicyRow = Selectable<RetentionPolicyTable>;
export type HoldRow = Selectable<LegalHoldTable>;
export type ActRow = Selectable<DestructionActTable>;
export type ActItemRow = Selectable<DestructionActItemTable>;

export const listPolicies = (db: Kysely<Database>) => db.selectFrom('retention_policy').selectAll().orderBy('type_id').orderBy('status').execute();

export const updatePolicy = (db: Kysely<Database>, id: number, years: number, legalBasis: string, at: string) =>
  db.updateTable('retention_policy').set({ years, legal_basis: legalBasis, updated_at: at }).where('id', '=', id).executeTakeFirst();

/** A page of items (entries, not their change notices) in a final status (the lifecycle's) that no live act lists, after id `afterId`. */
export const closedItems = (db: Kysely<Database>, afterId: number, limit: number) =>
  db
    .selectFrom('document')
    .select(['id', 'family', 'type_id', 'status', 'registry_number', 'created_at', 'registered_at', 'status_changed_at', 'updated_at'])
    .where('status', 'in', [...FINAL_STATUSES])
    .where('entry_document_id', 'is', null)
    .where('id', '>', afterId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('destruction_act_item as i')
            .innerJoin('destruction_act as a', 'a.id', 'i.act_id')
            .select('i.document_id')
            .whereRef('i.document_id', '=', 'document.id')
            .where('i.removed_at', 'is', null)
            .where('a.status', '!=', 'ivykdytas'),
        ),
      ),
    )
    .orderBy('id')
    .limit(limit)
    .execute();

export type ClosedItem = Awaited<ReturnType<typeof closedItems>>[number];

/**
 * The entries among `entryIds` under a legal hold in force, set on the entry itself or on one
 * of its change or termination notices (a notice's hold keeps its entry, and with it the notice).
 */
export async function heldEntries(db: Kysely<Database>, entryIds: number[]): Promise<number[]> {
  if (entryIds.length === 0) return [];
  const rows = await db
    .selectFrom('legal_hold as h')
    .innerJoin('document as d', 'd.id', 'h.document_id')
    .select(['d.id', 'd.entry_document_id'])
    .where('h.lifted_at', 'is', null)
    .where((eb) => eb.or([eb('d.id', 'in', entryIds), eb('d.entry_document_id', 'in', entryIds)]))
    .orderBy('d.id')
    .execute();
  return [...new Set(rows.map((r) => Number(r.entry_document_id ?? r.id)))];
}

/** A member of the entries' families (the entry or one of its notices) not yet in a final status: an open workflow. */
export const openFamilyMember = (db: Kysely<Database>, entryIds: number[]) =>
  db
    .selectFrom('document')
    .select('id')
    .where((eb) => eb.or([eb('id', 'in', entryIds), eb('entry_document_id', 'in', entryIds)]))
    .where('status', 'not in', [...FINAL_STATUSES])
    .orderBy('id')
    .executeTakeFirst();

export const holdsOf = (db: Kysely<Database>, documentId: number) =>
  db.selectFrom('legal_hold').selectAll().where('document_id', '=', documentId).orderBy('id').execute();

export const findHold = (db: Kysely<Database>, id: number) => db.selectFrom('legal_hold').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertHold(
  db: Kysely<Database>,
  hold: { documentId: number; caseReference: string; reason: string; by: number; at: string },
): Promise<number> {
  const row = await db
    .insertInto('legal_hold')
    .values({ document_id: hold.documentId, case_reference: hold.caseReference, reason: hold.reason, set_by: hold.by, set_at: hold.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Lifts a hold still in force; false when it was already lifted. */
export async function liftHold(db: Kysely<Database>, id: number, by: number, reason: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('legal_hold')
    .set({ lifted_by: by, lifted_at: at, lift_reason: reason })
    .where('id', '=', id)
    .where('lifted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The next act number of the year: NA-<year>-<0001> (the registry counter's sequence, in the caller's transaction). */
export const nextActNumber = async (db: Kysely<Database>, year: number): Promise<string> =>
  `NA-${year}-${String(await nextSequence(db, 'NA', year)).padStart(4, '0')}`;

export async function insertAct(db: Kysely<Database>, number: string, by: number, at: string): Promise<number> {
  const row = await db
    .insertInto('destruction_act')
    .values({ number, status: 'formuojamas', created_by: by, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const insertActItems = (db: Kysely<Database>, items: DestructionActItemTable[]) => db.insertInto('destruction_act_item').values(items).execute();

export const findAct = (db: Kysely<Database>, id: number) => db.selectFrom('destruction_act').selectAll().where('id', '=', id).executeTakeFirst();

export const listActs = (db: Kysely<Database>) => db.selectFrom('destruction_act').selectAll().orderBy('id', 'desc').execute();

export const actItems = (db: Kysely<Database>, actId: number) =>
  db.selectFrom('destruction_act_item').selectAll().where('act_id', '=', actId).orderBy('document_id').execute();

/** The items of several acts in one query, by act id. */
export async function itemsOfActs(db: Kysely<Database>, actIds: number[]): Promise<Map<number, ActItemRow[]>> {
  const byAct = new Map<number, ActItemRow[]>(actIds.map((id) => [id, []]));
  if (actIds.length === 0) return byAct;
  const rows = await db.selectFrom('destruction_act_item').selectAll().where('act_id', 'in', actIds).orderBy('act_id').orderBy('document_id').execute();
  for (const row of rows) byAct.get(Number(row.act_id))?.push(row);
  return byAct;
}

/** Moves the act from one of `from` to `to` (with more columns); false when its status was not one of `from`. */
export async function moveAct(
  db: Kysely<Database>,
  id: number,
  from: readonly string[],
  to: string,
  set: Partial<Omit<DestructionActTable, 'id'>> = {},
): Promise<boolean> {
  const r = await db
    .updateTable('destruction_act')
    .set({ ...set, status: to })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function removeActItem(db: Kysely<Database>, actId: number, documentId: number, by: number, reason: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('destruction_act_item')
    .set({ removed_at: at, removed_by: by, removed_reason: reason })
    .where('act_id', '=', actId)
    .where('document_id', '=', documentId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The item and its change notices: the rows one destruction removes. */
export const itemFamily = (db: Kysely<Database>, documentId: number) =>
  db
    .selectFrom('document')
    .select(['id', 'family', 'type_id', 'status', 'registry_number', 'created_at', 'registered_at', 'status_changed_at'])
    .where((eb) => eb.or([eb('id', '=', documentId), eb('entry_document_id', '=', documentId)]))
    .orderBy('id')
    .execute();

/** Storage names of the files stored for the items: attached files, issued certificate PDFs and generated extract PDFs. */
export async function storedFilesOf(db: Kysely<Database>, ids: number[]): Promise<StoredFiles> {
  const attached = await db
    .selectFrom('attached_file')
    .select('storage_name')
    .where('item_id', 'in', ids)
    .where('item_kind', 'in', ['document', 'request', 'certificate'])
    .execute();
  const certificates = await db.selectFrom('certificate_pdf').select('storage_name').where('document_id', 'in', ids).where('deleted_at', 'is', null).execute();
  const extracts = await db.selectFrom('extract').select('storage_name').where('document_id', 'in', ids).where('storage_name', 'is not', null).execute();
  return {
    attached: attached.map((r) => r.storage_name),
    certificates: certificates.map((r) => r.storage_name),
    extracts: extracts.map((r) => r.storage_name!),
  };
}

export interface StoredFiles {
  attached: string[];
  certificates: string[];
  extracts: string[];
}

/**
 * An extract's verification record outlives its destroyed item with only what a tombstone
 * keeps (the item's id and registration number, the certified hash, dates and the seal over
 * them): the PDF is gone and who generated it is forgotten (generated_by 0).
 */
export const stripExtracts = (db: Kysely<Database>, ids: number[], at: string) =>
  db
    .updateTable('extract')
    .set((eb) => ({ storage_name: null, generated_by: 0, deleted_at: eb.fn.coalesce('deleted_at', eb.val(at)) }))
    .where('document_id', 'in', ids)
    .execute();

/** Deletes the items' rows from every table of ITEM_ROW_TABLES, strips their extracts' records, then deletes the items. */
export async function deleteItems(db: Kysely<Database>, ids: number[], at: string): Promise<void> {
  await stripExtracts(db, ids, at);
  for (const t of ITEM_ROW_TABLES as readonly ItemRowTable[]) {
    const ofKind = t.kind ? sql` and ${sql.ref(t.kind.column)} in (${sql.join([...t.kind.values])})` : sql``;
    await sql`delete from ${sql.table(t.table)} where ${sql.ref(t.column)} in (${sql.join(ids)})${ofKind}`.execute(db);
  }
  await db.deleteFrom('document').where('id', 'in', ids).execute();
}

/** Is the item on the list of an act not yet executed (not removed from it)? */
export const isListed = async (db: Kysely<Database>, documentId: number) =>
  (await db
    .selectFrom('destruction_act_item as i')
    .innerJoin('destruction_act as a', 'a.id', 'i.act_id')
    .select('i.document_id')
    .where('i.document_id', '=', documentId)
    .where('i.removed_at', 'is', null)
    .where('a.status', '!=', 'ivykdytas')
    .executeTakeFirst()) !== undefined;

export const tombstoneExists = async (db: Kysely<Database>, documentId: number) =>
  (await db.selectFrom('item_tombstone').select('document_id').where('document_id', '=', documentId).executeTakeFirst()) !== undefined;

export const listTombstones = (db: Kysely<Database>) =>
  db.selectFrom('item_tombstone').selectAll().orderBy('destroyed_at', 'desc').orderBy('document_id').limit(500).execute();
