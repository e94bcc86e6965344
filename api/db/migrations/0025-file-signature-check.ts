import type { Kysely } from 'kysely';

/**
 * `file_signature_check`: the outcome of verifying an uploaded signed container (ASiC-E,
 * ADOC), by the SHA-256 of its content, with the trust stamp it was judged under (the active
 * trusted issuers and the revocations in effect) and the instant it was judged at. The files
 * list reuses it until trust changes (api/modules/signing/file-signatures.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_signature_check')
    .addColumn('content_sha256', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('trust_stamp', 'varchar(64)', (c) => c.notNull())
    .addColumn('checked_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_signature_check').execute();
}
