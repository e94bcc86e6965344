import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/** System parameters, field help (tooltips), the system-information banner and the audit log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('system_parameter')
    .addColumn('code', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tooltip')
    .addColumn('code', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('system_info'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('valid_from', 'varchar(30)')
    .addColumn('valid_to', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('audit_event'))
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('actor_id', 'bigint')
    .addColumn('actor_name', 'varchar(200)')
    .addColumn('action', 'varchar(100)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(50)')
    .addColumn('object_id', 'varchar(50)')
    .addColumn('from_state', 'varchar(50)')
    .addColumn('to_state', 'varchar(50)')
    .addColumn('reason', 'text')
    .addColumn('details', 'text')
    .addColumn('request_id', 'varchar(100)')
    .addColumn('ip', 'varchar(100)')
    .execute();
  await db.schema.createIndex('audit_event_object').on('audit_event').columns(['object_type', 'object_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_event', 'system_info', 'tooltip', 'system_parameter']) await db.schema.dropTable(table).execute();
}
