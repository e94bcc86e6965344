import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Extracts (api/modules/extracts) and the cart of several items (api/modules/cart).
 *
 * `extract` is one generated extract of a registered entry: its public verification code
 * (/patikra/{code}), the SHA-256 of the PDF it certified, the registry's seal over that
 * statement (the signing provider's container), and the PDF's storage name while it is kept
 * (`keep_until`, saugojimoLaikas days). The sweep deletes the file and sets `deleted_at`;
 * the row — the verification record — stays.
 *
 * `cart_item` is an order of a paid service (today: an extract of an entry) in a portal
 * user's cart: `krepselyje` (in the cart) → `apmoketas` (paid, waiting for the customer
 * centre) → `isduotas` (signed and issued: `extract_id`). A cart may hold several items;
 * one payment covers all of them (`payment_id`).
 *
 * `cart_payment.document_id` becomes nullable: a payment covers one catalogue item (as
 * before) or the cart's items (no document). SQLite cannot drop NOT NULL, so the table is
 * rebuilt on both dialects with its rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('extract'))
    .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('document_id', 'bigint', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('registry_number', 'varchar(40)')
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('seal', 'text', (c) => c.notNull())
    .addColumn('seal_provider', 'varchar(40)', (c) => c.notNull())
    .addColumn('storage_name', 'varchar(64)', (c) => c.unique())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('generated_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('generated_by', 'integer', (c) => c.notNull())
    .addColumn('keep_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('extract_keep').on('extract').columns(['deleted_at', 'keep_until']).execute();
  await db.schema.createIndex('extract_document').on('extract').columns(['document_id', 'generated_at']).execute();

  await withId(db, db.schema.createTable('cart_item'))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('document_id', 'bigint', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('owner_person_code', 'varchar(20)')
    .addColumn('owner_company_code', 'varchar(20)')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('payment_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(40)')
    .addColumn('decided_at', 'varchar(40)')
    .addColumn('decided_by', 'integer')
    .addColumn('extract_id', 'bigint')
    .execute();
  await db.schema.createIndex('cart_item_user').on('cart_item').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('cart_item_status').on('cart_item').columns(['status', 'paid_at']).execute();
  await db.schema.createIndex('cart_item_payment').on('cart_item').column('payment_id').execute();

  await rebuildCartPayment(db, false);
}

/** cart_payment with document_id nullable (or NOT NULL again on the way down), rows kept. */
async function rebuildCartPayment(db: Kysely<unknown>, documentRequired: boolean): Promise<void> {
  await db.schema
    .createTable('cart_payment_next')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('document_id', 'integer', (c) => (documentRequired ? c.notNull() : c))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('provider', 'varchar(40)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('return_path', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(40)')
    .execute();
  const columns = sql.raw('id, document_id, user_id, amount_cents, currency, provider, status, return_path, created_at, completed_at');
  const keep = documentRequired ? sql` where document_id is not null` : sql``;
  await sql`insert into cart_payment_next (${columns}) select ${columns} from cart_payment${keep}`.execute(db);
  await db.schema.dropTable('cart_payment').execute();
  await db.schema.alterTable('cart_payment_next').renameTo('cart_payment').execute();
  await db.schema.createIndex('cart_payment_document').on('cart_payment').columns(['document_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildCartPayment(db, true);
  await db.schema.dropTable('cart_item').execute();
  await db.schema.dropTable('extract').execute();
}
