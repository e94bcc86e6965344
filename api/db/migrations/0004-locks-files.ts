import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Item locks and attached files (issue "Locking, files and field help").
 * - `item_lock`: one row per locked item (document, request or certificate). The primary key
 *   (item_kind, item_id) makes acquiring atomic across API processes: an upsert that only
 *   overwrites an expired row or the holder's own row. Rows survive a restart.
 * - `attached_file`: files of the rinkmenos tab, for documents now and requests later. The
 *   file itself lies under DATA_DIR with a random `storage_name`; the user's name for it is
 *   kept for display only.
 * Items are referred to by kind and id (no foreign key: the kinds live in different tables).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('item_lock')
    .addColumn('item_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('item_id', 'bigint', (c) => c.notNull())
    .addColumn('holder_user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('holder_session_id', 'bigint', (c) => c.notNull().references('session.id').onDelete('cascade'))
    .addColumn('acquired_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('refreshed_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    // set when an administrator took the lock over for others: any session but this one may take it at once
    .addColumn('taken_from_session_id', 'bigint')
    .addPrimaryKeyConstraint('item_lock_pk', ['item_kind', 'item_id'])
    .execute();
  await db.schema.createIndex('item_lock_session').on('item_lock').column('holder_session_id').execute();
  await db.schema.createIndex('item_lock_expires').on('item_lock').column('expires_at').execute();

  await withId(db, db.schema.createTable('attached_file'))
    .addColumn('item_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('item_id', 'bigint', (c) => c.notNull())
    .addColumn('storage_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('display_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('format', 'varchar(10)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('uploaded_by', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('uploaded_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attached_file_item').on('attached_file').columns(['item_kind', 'item_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['attached_file', 'item_lock']) await db.schema.dropTable(table).execute();
}
