import type { Kysely } from 'kysely';
import { auditDay, auditEventHash, GENESIS_HASH, type ChainedFields } from '../../lib/audit-hash.js';
import { withId } from './helpers.js';

/**
 * Archive destruction on a tamper-evident audit (decisions 0075–0079):
 * - `audit_event` gets its place in the hash chain (`seq`, `prev_hash`, `hash`); the chain's
 *   head is one row (`audit_chain_head`, locked by every writer) and every finished day's
 *   last hash is sealed in `audit_seal`. The rows already there are chained here, in id order.
 * - `retention_policy`: how long an item of a type in a status is kept (administrable data).
 * - `legal_hold`: a court or institution case that stops an item's destruction.
 * - `destruction_act` and `destruction_act_item`: the destruction list and its act.
 * - `item_tombstone`: what is left of a destroyed item.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_event').addColumn('seq', 'bigint').execute();
  await db.schema.alterTable('audit_event').addColumn('prev_hash', 'varchar(64)').execute();
  await db.schema.alterTable('audit_event').addColumn('hash', 'varchar(64)').execute();
  await db.schema
    .createTable('audit_chain_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('last_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_day', 'varchar(10)')
    .execute();
  await db.schema
    .createTable('audit_seal')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('last_seq', 'bigint', (c) => c.notNull())
    .addColumn('head_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('sealed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await chainExisting(db);
  await db.schema.createIndex('audit_event_seq').unique().on('audit_event').column('seq').execute();

  await withId(db, db.schema.createTable('retention_policy'))
    .addColumn('type_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(50)', (c) => c.notNull())
    .addColumn('years', 'integer', (c) => c.notNull())
    .addColumn('legal_basis', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('retention_policy_type_status', ['type_id', 'status'])
    .execute();

  await withId(db, db.schema.createTable('legal_hold'))
    .addColumn('document_id', 'bigint', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('case_reference', 'varchar(200)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('set_by', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('set_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('lifted_by', 'bigint', (c) => c.references('app_user.id'))
    .addColumn('lifted_at', 'varchar(30)')
    .addColumn('lift_reason', 'text')
    .execute();
  await db.schema.createIndex('legal_hold_document').on('legal_hold').columns(['document_id', 'lifted_at']).execute();

  await withId(db, db.schema.createTable('destruction_act'))
    .addColumn('number', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('sealed_at', 'varchar(30)')
    .addColumn('pdf_sha256', 'varchar(64)')
    .addColumn('pdf', 'text')
    .addColumn('seal', 'text')
    .addColumn('decided_by', 'bigint', (c) => c.references('app_user.id'))
    .addColumn('decided_at', 'varchar(30)')
    .addColumn('decision_reason', 'text')
    .addColumn('executed_at', 'varchar(30)')
    .execute();

  await db.schema
    .createTable('destruction_act_item')
    .addColumn('act_id', 'bigint', (c) => c.notNull().references('destruction_act.id').onDelete('cascade'))
    .addColumn('document_id', 'bigint', (c) => c.notNull())
    .addColumn('type_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(50)', (c) => c.notNull())
    .addColumn('registry_number', 'varchar(50)')
    .addColumn('retention_end', 'varchar(10)', (c) => c.notNull())
    .addColumn('legal_basis', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'varchar(30)')
    .addColumn('removed_by', 'bigint', (c) => c.references('app_user.id'))
    .addColumn('removed_reason', 'text')
    .addPrimaryKeyConstraint('destruction_act_item_pk', ['act_id', 'document_id'])
    .execute();
  await db.schema.createIndex('destruction_act_item_document').on('destruction_act_item').column('document_id').execute();

  await db.schema
    .createTable('item_tombstone')
    .addColumn('document_id', 'bigint', (c) => c.primaryKey())
    .addColumn('family', 'varchar(20)', (c) => c.notNull())
    .addColumn('type_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('registry_number', 'varchar(50)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('registered_at', 'varchar(30)')
    .addColumn('status_changed_at', 'varchar(30)')
    .addColumn('retention_end', 'varchar(10)', (c) => c.notNull())
    .addColumn('act_number', 'varchar(30)', (c) => c.notNull())
    .addColumn('destroyed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

type Row = ChainedFields & { id: number; hash: string | null };

/** Chains the rows already written, in id order, sealing every day but the last. */
async function chainExisting(db: Kysely<unknown>): Promise<void> {
  const untyped = db as unknown as Kysely<{
    audit_event: Row;
    audit_chain_head: { id: number; seq: number; last_hash: string; last_day: string | null };
    audit_seal: { day: string; last_seq: number; head_hash: string; sealed_at: string };
  }>;
  const rows = await untyped.selectFrom('audit_event').selectAll().orderBy('id').execute();
  let prev = GENESIS_HASH;
  let seq = 0;
  let day: string | null = null;
  for (const row of rows) {
    const rowDay = auditDay(row.at);
    if (day !== null && rowDay > day) await untyped.insertInto('audit_seal').values({ day, last_seq: seq, head_hash: prev, sealed_at: row.at }).execute();
    seq += 1;
    const hash = auditEventHash({ ...row, seq, prev_hash: prev });
    await untyped.updateTable('audit_event').set({ seq, prev_hash: prev, hash }).where('id', '=', row.id).execute();
    prev = hash;
    if (day === null || rowDay > day) day = rowDay;
  }
  await untyped.insertInto('audit_chain_head').values({ id: 1, seq, last_hash: prev, last_day: day }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['item_tombstone', 'destruction_act_item', 'destruction_act', 'legal_hold', 'retention_policy', 'audit_seal', 'audit_chain_head'])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('audit_event_seq').execute();
  for (const column of ['hash', 'prev_hash', 'seq']) await db.schema.alterTable('audit_event').dropColumn(column).execute();
}
