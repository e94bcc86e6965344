/** SQL for attached files. Callers pass a transaction for writes. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface NewFile {
  kind: string;
  itemId: number;
  storageName: string;
  displayName: string;
  format: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedBy: number;
  at: string;
}

function withUploader(db: Kysely<Database>) {
  return db
    .selectFrom('attached_file')
    .innerJoin('app_user', 'app_user.id', 'attached_file.uploaded_by')
    .select([
      'attached_file.id',
      'attached_file.item_kind',
      'attached_file.item_id',
      'attached_file.storage_name',
      'attached_file.display_name',
      'attached_file.format',
      'attached_file.content_type',
      'attached_file.size_bytes',
      'attached_file.sha256',
      'attached_file.uploaded_by',
      'attached_file.uploaded_at',
      'app_user.first_name',
      'app_user.last_name',
    ]);
}

export type FileRow = Awaited<ReturnType<ReturnType<typeof withUploader>['executeTakeFirstOrThrow']>>;

export async function insertFile(db: Kysely<Database>, file: NewFile): Promise<number> {
  const row = await db
    .insertInto('attached_file')
    .values({
      item_kind: file.kind,
      item_id: file.itemId,
      storage_name: file.storageName,
      display_name: file.displayName,
      format: file.format,
      content_type: file.contentType,
      size_bytes: file.size,
      sha256: file.sha256,
      uploaded_by: file.uploadedBy,
      uploaded_at: file.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function listFiles(db: Kysely<Database>, kind: string, itemId: number): Promise<FileRow[]> {
  return withUploader(db).where('attached_file.item_kind', '=', kind).where('attached_file.item_id', '=', itemId).orderBy('attached_file.id').execute();
}

export async function findFile(db: Kysely<Database>, kind: string, itemId: number, fileId: number): Promise<FileRow | undefined> {
  return withUploader(db)
    .where('attached_file.item_kind', '=', kind)
    .where('attached_file.item_id', '=', itemId)
    .where('attached_file.id', '=', fileId)
    .executeTakeFirst();
}

export async function countFiles(db: Kysely<Database>, kind: string, itemId: number): Promise<number> {
  const row = await db
    .selectFrom('attached_file')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('item_kind', '=', kind)
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** @returns true when the row existed and is gone */
export async function deleteFile(db: Kysely<Database>, kind: string, itemId: number, fileId: number): Promise<boolean> {
  const res = await db.deleteFrom('attached_file').where('item_kind', '=', kind).where('item_id', '=', itemId).where('id', '=', fileId).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
