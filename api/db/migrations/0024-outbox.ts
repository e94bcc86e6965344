import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The notice outbox (api/modules/outbox, /admin/siuntimo-administravimas): one row per notice
 * sent to a person, with its delivery state, attempts and last failure; and the mailbox of the
 * built-in SMTP sink (the local default mail server), so the administrator can read what was
 * sent. Notices written before this migration get their rows here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('outbox_message'))
    .addColumn('notice_id', 'bigint', (c) => c.notNull().unique())
    .addColumn('channel', 'varchar(20)', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(320)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('delivered_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('outbox_message_due').on('outbox_message').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_message_created').on('outbox_message').columns(['created_at', 'id']).execute();

  await withId(db, db.schema.createTable('mail_sink_message'))
    .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('mail_from', 'varchar(320)', (c) => c.notNull())
    .addColumn('mail_to', 'varchar(2000)', (c) => c.notNull())
    .addColumn('subject', 'varchar(1000)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('message_id', 'varchar(1000)')
    .execute();
  await db.schema.createIndex('mail_sink_message_received').on('mail_sink_message').columns(['received_at', 'id']).execute();

  // the notices already written: delivered in the application, formed e-mails waiting for the sender
  await sql`
    insert into outbox_message (notice_id, channel, state, recipient, attempts, created_at, updated_at, delivered_at)
    select id, channel, journal_status, coalesce(recipient_email, recipient_name), 0, created_at, created_at, delivered_at
    from notice where journal_status in ('pateiktas', 'suformuotas')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_sink_message').execute();
  await db.schema.dropTable('outbox_message').execute();
}
