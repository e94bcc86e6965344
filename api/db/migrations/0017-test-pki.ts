import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The local test PKI (api/modules/signing/pki): `pki_certificate` holds the certificates it
 * issued — the root CA and the registry's seal (private keys sealed like `signing_key`'s) and
 * one signing certificate per person (the key stays in `signing_key`) — with their revocation;
 * `trusted_issuer` is the trusted-issuers list (the CA certificates signatures must chain to),
 * edited in the administration section `pas-tvarkymas`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('pki_certificate'))
    .addColumn('serial', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('app_user.id').onDelete('cascade'))
    .addColumn('subject', 'varchar(400)', (c) => c.notNull())
    .addColumn('not_before', 'varchar(30)', (c) => c.notNull())
    .addColumn('not_after', 'varchar(30)', (c) => c.notNull())
    .addColumn('certificate', 'text', (c) => c.notNull())
    .addColumn('private_key_enc', 'text')
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pki_certificate_kind_user').on('pki_certificate').columns(['kind', 'user_id']).execute();

  await withId(db, db.schema.createTable('trusted_issuer'))
    .addColumn('name', 'varchar(400)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('certificate', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('added_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trusted_issuer').execute();
  await db.schema.dropTable('pki_certificate').execute();
}
