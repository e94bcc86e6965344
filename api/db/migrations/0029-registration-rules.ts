import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Automatic registration rules and switched-off business checks (/admin/registravimas,
 * /admin/taisykles; api/modules/rules):
 * - `auto_registration_rule`: a type whose items register without a registrar when sent by a
 *   provider holding one of `filer_roles` (JSON array; empty = any provider) and, with
 *   `without_warnings`, only when the errors check found no warnings either; `enabled` 0/1;
 *   the last change's reason, time and administrator;
 * - `business_rule_off`: a non-critical check switched off for one type, with the reason; a
 *   check with no row is on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('auto_registration_rule'))
    .addColumn('code', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('type_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('filer_roles', 'text', (c) => c.notNull())
    .addColumn('without_warnings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'bigint')
    .execute();
  await db.schema.createIndex('auto_registration_rule_type').on('auto_registration_rule').columns(['type_id', 'enabled']).execute();

  await db.schema
    .createTable('business_rule_off')
    .addColumn('rule_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('type_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('switched_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('switched_by', 'bigint')
    .addPrimaryKeyConstraint('business_rule_off_pk', ['rule_code', 'type_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('business_rule_off').execute();
  await db.schema.dropTable('auto_registration_rule').execute();
}
