import type { Kysely } from 'kysely';

/**
 * Requests and certificates live in the `document` table with documents (one engine for all
 * three catalogue families: storage, lifecycle, locks, files, notices). `family` says which
 * API owns a row (`/documents`, `/requests`, `/certificates`; an id of another family is
 * 404 there) and lets the journals and lists filter by it; existing rows are documents.
 *
 * `foreign_legal_entity` is the local stand-in of the foreign legal-entity register the
 * request wizards look a foreign company up in (GET {base}/legal-entities): seeded demo rows;
 * the seam is api/modules/requests/legal-entities.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('document')
    .addColumn('family', 'varchar(20)', (c) => c.notNull().defaultTo('documents'))
    .execute();
  await db.schema.createIndex('document_family_status').on('document').columns(['family', 'status', 'updated_at']).execute();

  await db.schema
    .createTable('foreign_legal_entity')
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('code', 'varchar(30)', (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('address', 'varchar(500)')
    .addPrimaryKeyConstraint('foreign_legal_entity_pk', ['country', 'code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('foreign_legal_entity').execute();
  await db.schema.dropIndex('document_family_status').execute();
  await db.schema.alterTable('document').dropColumn('family').execute();
}
