/** SQL of extracts: the verification records and their kept PDFs. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, ExtractTable } from '../../db/schema.js';

export type ExtractRow = Selectable<ExtractTable>;

export async function insertExtract(db: Kysely<Database>, row: Omit<ExtractRow, 'id' | 'deleted_at'>): Promise<number> {
  const inserted = await db
    .insertInto('extract')
    .values({ ...row, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export const findByCode = (db: Kysely<Database>, code: string): Promise<ExtractRow | undefined> =>
  db.selectFrom('extract').selectAll().where('code', '=', code).executeTakeFirst();

export const findExtract = (db: Kysely<Database>, id: number): Promise<ExtractRow | undefined> =>
  db.selectFrom('extract').selectAll().where('id', '=', id).executeTakeFirst();

/** Kept PDFs whose last day is before `today`. */
export const dueExtracts = (db: Kysely<Database>, today: string, limit: number): Promise<ExtractRow[]> =>
  db.selectFrom('extract').selectAll().where('deleted_at', 'is', null).where('keep_until', '<', today).orderBy('id').limit(limit).execute();

/** Marks the PDF deleted (the row stays: it is the verification record); false when another process did it first. */
export async function markDeleted(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('extract')
    .set({ deleted_at: at, storage_name: null })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The parties of an entry as its index rows hold them. */
export const partiesOf = (db: Kysely<Database>, documentId: number) =>
  db.selectFrom('document_party').select(['role', 'name', 'code']).where('document_id', '=', documentId).orderBy('role').orderBy('name').execute();

/** The assets of an entry as its index rows hold them. */
export const assetsOf = (db: Kysely<Database>, documentId: number) =>
  db.selectFrom('document_asset').select(['kind', 'identifier']).where('document_id', '=', documentId).orderBy('item_id').execute();
