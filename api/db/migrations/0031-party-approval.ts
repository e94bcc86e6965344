import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Approval by the other parties (decision 0126, api/modules/lifecycle/party-approval.ts): one
 * row per party asked to confirm a document in one round (`patvirtinti` opens a round):
 * the party's field (`party_role`), person type, register code and name; its state
 * (laukia | patvirtinta | atsisakyta | nebegalioja), the last day to answer (working days),
 * who answered, when, and a refusal's reason. A party is asked once per round (unique key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('approval_request'))
    .addColumn('document_id', 'bigint', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('party_role', 'varchar(60)', (c) => c.notNull())
    .addColumn('person_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('deadline', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(30)')
    .addColumn('decided_by', 'bigint')
    .addColumn('decided_by_name', 'text')
    .addColumn('reason', 'text')
    .addUniqueConstraint('approval_request_party', ['document_id', 'round', 'code'])
    .execute();
  await db.schema.createIndex('approval_request_code').on('approval_request').columns(['code', 'state']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('approval_request').execute();
}
