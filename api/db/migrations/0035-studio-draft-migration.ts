import type { Kysely } from 'kysely';

/**
 * A studio version's optional draft migration (issue #24 item 5, decision 0138):
 * `studio_type_version.migration`, a JSON array of `{ from, to }` JSON pointers (fields renamed
 * or moved since the previous version); null = documents being prepared keep their version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('studio_type_version').addColumn('migration', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('studio_type_version').dropColumn('migration').execute();
}
