import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The registry broker (api/modules/broker, decision 0099): every message exchanged with an
 * external system — outgoing (written in the transaction of the change that causes it, then
 * delivered with attempts, backoff and a dead-letter state) and incoming (one row per message
 * id, so a message received twice is processed once); each system's connection state and the
 * stand-in's failure switch; and the KTPR notices the NTR side sends about the register's own
 * entries (decision 0101).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('broker_message'))
    .addColumn('direction', 'varchar(3)', (c) => c.notNull())
    .addColumn('system', 'varchar(20)', (c) => c.notNull())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('message_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)')
    .addColumn('last_error', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('document_id', 'bigint')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('delivered_at', 'varchar(30)')
    .addUniqueConstraint('broker_message_once', ['direction', 'system', 'message_id'])
    .execute();
  await db.schema.createIndex('broker_message_due').on('broker_message').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('broker_message_system').on('broker_message').columns(['system', 'state']).execute();
  await db.schema.createIndex('broker_message_created').on('broker_message').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('broker_system')
    .addColumn('system', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('failing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_success_at', 'varchar(30)')
    .addColumn('last_failure_at', 'varchar(30)')
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('ktpr_notice'))
    .addColumn('broker_message_id', 'bigint', (c) => c.notNull())
    .addColumn('document_id', 'bigint', (c) => c.notNull())
    .addColumn('registry_number', 'varchar(40)', (c) => c.notNull())
    .addColumn('unique_number', 'varchar(40)', (c) => c.notNull())
    .addColumn('change', 'varchar(40)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('acknowledged_at', 'varchar(30)')
    .addColumn('acknowledged_by', 'bigint')
    .addColumn('acknowledged_by_name', 'varchar(200)')
    .execute();
  await db.schema.createIndex('ktpr_notice_received').on('ktpr_notice').columns(['received_at', 'id']).execute();
  await db.schema.createIndex('ktpr_notice_document').on('ktpr_notice').column('document_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ktpr_notice').execute();
  await db.schema.dropTable('broker_system').execute();
  await db.schema.dropTable('broker_message').execute();
}
