import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Administration: messages an administrator publishes (/admin/zinute) to all workplace users,
 * one role or one user, shown under the bell while valid (withdrawn, never deleted); and the
 * English text of a field help (/admin/tooltip; Lithuanian stays in `text`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tooltip').addColumn('text_en', 'text').execute();
  await withId(db, db.schema.createTable('admin_message'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('audience', 'varchar(10)', (c) => c.notNull())
    .addColumn('role', 'varchar(100)')
    .addColumn('user_id', 'bigint')
    .addColumn('valid_from', 'varchar(30)', (c) => c.notNull())
    .addColumn('valid_to', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'bigint', (c) => c.notNull())
    .addColumn('withdrawn_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('admin_message_valid').on('admin_message').columns(['valid_from', 'valid_to']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_message').execute();
  await db.schema.alterTable('tooltip').dropColumn('text_en').execute();
}
