import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Documents (mortgages, pledges, enforcement entries, assignments, contracts) with their
 * owner stamp, optimistic version and pinned schema version, plus the derived search rows
 * for parties and assets, rewritten with every save in the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('document'))
    .addColumn('type_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('schema_version', 'varchar(64)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('owner_face', 'varchar(20)', (c) => c.notNull())
    .addColumn('owner_user_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('owner_office_id', 'bigint', (c) => c.references('office.id'))
    .addColumn('owner_person_code', 'varchar(20)')
    .addColumn('owner_company_code', 'varchar(20)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'bigint', (c) => c.notNull().references('app_user.id'))
    .execute();
  await db.schema.createIndex('document_owner_office').on('document').columns(['owner_office_id', 'status']).execute();
  await db.schema.createIndex('document_owner_user').on('document').columns(['owner_user_id', 'status']).execute();
  await db.schema.createIndex('document_status').on('document').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('document_party')
    .addColumn('document_id', 'bigint', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('role', 'varchar(50)', (c) => c.notNull())
    .addColumn('person_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('code', 'varchar(30)')
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(300)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('document_party_document').on('document_party').column('document_id').execute();
  await db.schema.createIndex('document_party_code').on('document_party').column('code').execute();
  await db.schema.createIndex('document_party_name').on('document_party').column('name_key').execute();

  await db.schema
    .createTable('document_asset')
    .addColumn('document_id', 'bigint', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('item_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('identifier', 'varchar(100)')
    .addColumn('value_eur', 'numeric(15, 2)')
    .execute();
  await db.schema.createIndex('document_asset_document').on('document_asset').column('document_id').execute();
  await db.schema.createIndex('document_asset_identifier').on('document_asset').columns(['identifier', 'kind']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['document_asset', 'document_party', 'document']) await db.schema.dropTable(table).execute();
}
