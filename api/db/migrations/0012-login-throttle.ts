import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The sign-in throttle (api/modules/auth/login-throttle.ts): one row per key — `user:<name>`
 * or `addr:<client address>` — counting the failed attempts of its current streak. An attempt
 * is counted by one upsert before its password is checked, so a burst cannot slip past the
 * limit between a read and a write; `blocked_until` is the end of the current back-off and
 * `attempt` the nonce of the last attempt the row admitted. Replaces `login_failure` (one row
 * per failure, counted after the password check).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('throttle_key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('blocked_until', 'varchar(30)')
    .addColumn('attempt', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_throttle_last_at').on('login_throttle').column('last_at').execute();
  await db.schema.dropTable('login_failure').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('login_failure'))
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('ip', 'varchar(100)', (c) => c.notNull())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failure_key').on('login_failure').columns(['username', 'ip', 'at']).execute();
  await db.schema.dropTable('login_throttle').execute();
}
