import type { Kysely } from 'kysely';

/**
 * The cart (api/modules/cart): the price list and the payments of self-service orders.
 *
 * `service_price` is the price list: a catalogue type with a row costs `amount_cents` (euro
 * cents) and waits for payment after `perduoti`; a type without a row is free. It is data
 * (the demo seed fills it), so a fee changes without a release.
 *
 * `cart_payment` is one payment attempt with the payment provider: started by the owner,
 * completed (`apmoketas`) or cancelled (`atsauktas`) by the provider's verified answer.
 * `document.paid_at` is when a completed payment covered the item: written in the same
 * transaction as its `moketi` transition, so "paid" and "transferred" never disagree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_price')
    .addColumn('type_id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cart_payment')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('document_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('provider', 'varchar(40)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('return_path', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('cart_payment_document').on('cart_payment').columns(['document_id', 'created_at']).execute();

  await db.schema.alterTable('document').addColumn('paid_at', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document').dropColumn('paid_at').execute();
  await db.schema.dropTable('cart_payment').execute();
  await db.schema.dropTable('service_price').execute();
}
