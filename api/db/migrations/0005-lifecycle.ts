import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The document lifecycle (issue "Lifecycle"):
 * - lifecycle columns on `document`: approval and signature facts the state machine reads
 *   (`signed_version` = the document version a valid signature covers), the deadlines
 *   (decision: by the next working day after transfer; correction: set when returned), the
 *   registration (registry number, time, frozen version) and, for change and termination
 *   notices, the entry they refer to and their basis (pagrindas, aprasymas, data, laikas);
 * - `document_version`: an immutable snapshot of the data at every transition, so the
 *   registered version stays as it was registered and the history shows every version;
 * - `registry_counter`: one row per register and year, incremented in the registering
 *   transaction, so registry numbers are unique and gap-free across API processes;
 * - `signing_key` and `signature`: the local signer's per-user key pairs (private key
 *   encrypted) and the signing state (type, transaction id, status) with the container;
 * - `notice`: notices to interested parties (the received-notice page and the sent journal).
 * SQLite adds one column per ALTER TABLE, hence one statement per column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  const columns: [string, 'integer' | 'bigint' | 'text' | `varchar(${number})`, ((c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder)?][] = [
    ['needs_notary_approval', 'integer', flag],
    ['approved', 'integer', flag],
    ['signed_version', 'integer'],
    ['notice_kind', 'varchar(20)', (c) => c.notNull().defaultTo('pirminis')],
    ['entry_document_id', 'bigint'],
    ['change_basis', 'text'],
    ['status_changed_at', 'varchar(30)'],
    ['transferred_at', 'varchar(30)'],
    ['decision_deadline', 'varchar(10)'],
    ['returned_at', 'varchar(30)'],
    ['correction_deadline', 'varchar(10)'],
    ['registry_number', 'varchar(30)'],
    ['registered_at', 'varchar(30)'],
    ['registered_version', 'integer'],
  ];
  for (const [name, type, build] of columns) {
    await db.schema
      .alterTable('document')
      .addColumn(name, type, build ?? ((c) => c))
      .execute();
  }
  await db.schema.createIndex('document_registry_number').on('document').column('registry_number').unique().execute();
  await db.schema.createIndex('document_entry').on('document').column('entry_document_id').execute();
  await db.schema.createIndex('document_correction_deadline').on('document').columns(['status', 'correction_deadline']).execute();

  await db.schema
    .createTable('document_version')
    .addColumn('document_id', 'bigint', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('schema_version', 'varchar(64)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('registry_number', 'varchar(30)')
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('actor_id', 'bigint', (c) => c.references('app_user.id'))
    .addColumn('actor_name', 'varchar(300)')
    .addPrimaryKeyConstraint('document_version_pk', ['document_id', 'version'])
    .execute();

  await db.schema
    .createTable('registry_counter')
    .addColumn('register', 'varchar(10)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('registry_counter_pk', ['register', 'year'])
    .execute();

  await db.schema
    .createTable('signing_key')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('app_user.id').onDelete('cascade'))
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('algorithm', 'varchar(30)', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key_enc', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('signature'))
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('item_id', 'bigint', (c) => c.notNull())
    .addColumn('item_version', 'integer', (c) => c.notNull())
    .addColumn('provider', 'varchar(30)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('signer_user_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('signer_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('digest', 'varchar(64)')
    .addColumn('container', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(30)')
    .addColumn('cancelled_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('signature_item').on('signature').columns(['type', 'item_id', 'status']).execute();

  await withId(db, db.schema.createTable('notice'))
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('document_id', 'bigint', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('channel', 'varchar(20)', (c) => c.notNull())
    .addColumn('journal_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('recipient_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('recipient_email', 'varchar(254)')
    .addColumn('recipient_face', 'varchar(20)')
    .addColumn('recipient_user_id', 'bigint')
    .addColumn('recipient_office_id', 'bigint')
    .addColumn('recipient_person_code', 'varchar(20)')
    .addColumn('recipient_company_code', 'varchar(20)')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'bigint')
    .addColumn('delivered_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('notice_document').on('notice').column('document_id').execute();
  await db.schema.createIndex('notice_office').on('notice').columns(['recipient_face', 'recipient_office_id']).execute();
  await db.schema.createIndex('notice_journal').on('notice').columns(['journal_status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notice', 'signature', 'signing_key', 'registry_counter', 'document_version']) await db.schema.dropTable(table).execute();
  for (const index of ['document_correction_deadline', 'document_entry', 'document_registry_number']) await db.schema.dropIndex(index).execute();
  for (const column of [
    'registered_version',
    'registered_at',
    'registry_number',
    'correction_deadline',
    'returned_at',
    'decision_deadline',
    'transferred_at',
    'status_changed_at',
    'change_basis',
    'entry_document_id',
    'notice_kind',
    'signed_version',
    'approved',
    'needs_notary_approval',
  ]) {
    await db.schema.alterTable('document').dropColumn(column).execute();
  }
}
