import type { Kysely } from 'kysely';

/**
 * - A fee switched on or off (/admin/parametrai, decision 0133): `service_price.enabled` 0/1 (1
 *   for every existing fee), with the last switch's reason, time and administrator. A
 *   switched-off fee keeps its amount; its type is free while it is off (api/modules/cart/prices.ts).
 * - Conditions of an automatic registration rule on the item's data (decision 0132):
 *   `auto_registration_rule.conditions`, a JSON array of {path, op, value}; `[]` = none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('service_price')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('service_price').addColumn('switch_reason', 'text').execute();
  await db.schema.alterTable('service_price').addColumn('switched_at', 'varchar(30)').execute();
  await db.schema.alterTable('service_price').addColumn('switched_by', 'bigint').execute();
  await db.schema
    .alterTable('auto_registration_rule')
    .addColumn('conditions', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auto_registration_rule').dropColumn('conditions').execute();
  for (const column of ['switched_by', 'switched_at', 'switch_reason', 'enabled']) await db.schema.alterTable('service_price').dropColumn(column).execute();
}
