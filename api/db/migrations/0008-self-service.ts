import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Self-service facts on registered entries (api/modules/self-service): a party's wish to use
 * the repurchase right and a party's request not to deregister a contract automatically.
 * `active_key` is `<document>:<kind>` while the fact is in force and null once cancelled: its
 * unique index allows one fact of a kind per entry at a time on both dialects (NULLs never
 * collide), so two parties acting at once cannot record two wishes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('self_service_fact'))
    .addColumn('document_id', 'bigint', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('active_key', 'varchar(60)')
    .addColumn('party_role', 'varchar(50)', (c) => c.notNull())
    .addColumn('by_user_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('by_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('by_person_code', 'varchar(20)')
    .addColumn('by_company_code', 'varchar(20)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('cancelled_at', 'varchar(30)')
    .addColumn('cancelled_by', 'bigint')
    .execute();
  await db.schema.createIndex('self_service_fact_active').on('self_service_fact').column('active_key').unique().execute();
  await db.schema.createIndex('self_service_fact_document').on('self_service_fact').columns(['document_id', 'kind']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('self_service_fact').execute();
}
