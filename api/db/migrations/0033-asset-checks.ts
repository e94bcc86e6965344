import type { Kysely } from 'kysely';

/**
 * Asset checks (api/modules/assets): one row per asset of a document whose unique number is
 * looked up in the land/property register (decision 0129). `status` is `tikrinamas` (waiting
 * for the lookup), `tinkamas` (found) or `patikslinti` (not found: the user revises it); the row
 * names the number it was asked about, so a lookup answering for an older number changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('asset_check')
    .addColumn('document_id', 'bigint', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('asset_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('unique_number', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('requested_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('checked_at', 'varchar(30)')
    .addPrimaryKeyConstraint('asset_check_pk', ['document_id', 'asset_id'])
    .execute();
  await db.schema.createIndex('asset_check_status').on('asset_check').columns(['status', 'requested_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_check').execute();
}
