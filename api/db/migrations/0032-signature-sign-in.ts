import type { Kysely } from 'kysely';

/**
 * Native-signature sign-in and the accessibility mode (api/modules/auth, decision 0127):
 * - `sign_in_challenge`: one-time challenges the browser signs with the person's e-signature;
 *   `id` is the random challenge itself, `face` the face it was issued for, `used_at` set by the
 *   first attempt that names it (used or not, it never signs anyone in twice);
 * - `app_user.accessibility_mode` 0/1: the user's accessibility mode (spec §9), kept on the server.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_challenge')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('face', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('sign_in_challenge_expiry').on('sign_in_challenge').column('expires_at').execute();
  await db.schema
    .alterTable('app_user')
    .addColumn('accessibility_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('accessibility_mode').execute();
  await db.schema.dropTable('sign_in_challenge').execute();
}
