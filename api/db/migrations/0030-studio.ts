import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The schema studio (api/modules/studio, decision 0123): `studio_type_version` holds one
 * version of a catalogue type made in the studio — its files (TypeFiles as JSON), status
 * (draft, review, approved, published, retired), author, reviewer, review comments (JSON), the
 * version it was started from, and once published the bundled entry (schema + ui, JSON) and
 * the validator's standalone code compiled at publishing, so every API process registers it
 * without compiling. Who did what is in audit_event (object_type 'studio_type_version').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('studio_type_version'))
    .addColumn('type_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('family', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('based_on_type', 'varchar(100)')
    .addColumn('based_on_version', 'integer')
    .addColumn('author_id', 'bigint', (c) => c.notNull())
    .addColumn('reviewer_id', 'bigint')
    .addColumn('comments', 'text', (c) => c.notNull())
    .addColumn('entry', 'text')
    .addColumn('validator_code', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('published_at', 'varchar(30)')
    .addUniqueConstraint('studio_type_version_type_version', ['type_id', 'version'])
    .execute();
  await db.schema.createIndex('studio_type_version_status').on('studio_type_version').columns(['status', 'type_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('studio_type_version').execute();
}
