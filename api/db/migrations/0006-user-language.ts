import type { Kysely } from 'kysely';

/**
 * The language a user chose in the portal (POST {base}/change-language, spec §7): 'lt' or 'en';
 * null until they choose (Lithuanian). The browser keeps its own copy in localStorage; this one
 * is for what the server writes to the user (notices, e-mails).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('language', 'varchar(5)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('language').execute();
}
