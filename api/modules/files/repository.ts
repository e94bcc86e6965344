/** SQL for attached files. Callers pass a transaction for writes. */
import type { Kysely } from 'kysely';
import { columnsOf, USER_NAME } from '../../db/columns.js';
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

/** The columns a file's row is written with (all but its id): the insert names them, the reads return them. */
const FILE_COLUMNS = [
  'item_kind',
  'item_id',
  'storage_name',
  'display_name',
  'format',
  'content_type',
  'size_bytes',
  'sha256',
  'uploaded_by',
  'uploaded_at',
] as const;

function withUploader(db: Kysely<Database>) {
  return db
    .selectFrom('attached_file')
    .innerJoin('app_user', 'app_user.id', 'attached_file.uploaded_by')
    .select([...columnsOf('attached_file', ['id', ...FILE_COLUMNS]), ...USER_NAME]);
}

export type FileRow = Awaited<ReturnType<ReturnType<typeof withUploader>['executeTakeFirstOrThrow']>>;

/**
 * Inserts the file's row unless the item already has `max` files: the count and the insert
 * are one statement, so the limit holds whatever runs beside it (with lockDocuments (api/modules/items/repository.ts) first on
 * PostgreSQL, where a concurrent insert is not yet visible to the count).
 * @returns the new id, or null when the item is full
 */
export async function insertFileWithinLimit(db: Kysely<Database>, file: NewFile, max: number): Promise<number | null> {
  const row = await db
    .insertInto('attached_file')
    .columns(FILE_COLUMNS)
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(file.kind).as('item_kind'),
          eb.val(file.itemId).as('item_id'),
          eb.val(file.storageName).as('storage_name'),
          eb.val(file.displayName).as('display_name'),
          eb.val(file.format).as('format'),
          eb.val(file.contentType).as('content_type'),
          eb.val(file.size).as('size_bytes'),
          eb.val(file.sha256).as('sha256'),
          eb.val(file.uploadedBy).as('uploaded_by'),
          eb.val(file.at).as('uploaded_at'),
        ])
        .where((eb) =>
          eb(
            eb
              .selectFrom('attached_file')
              .select((inner) => inner.fn.countAll().as('n'))
              .where('item_kind', '=', file.kind)
              .where('item_id', '=', file.itemId),
            '<',
            max,
          ),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** The storage names among `names` that a row names (for the orphan sweep). */
export async function storedNames(db: Kysely<Database>, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.selectFrom('attached_file').select('storage_name').where('storage_name', 'in', names).execute();
  return new Set(rows.map((r) => r.storage_name));
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
