import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/**
 * Change and termination notices (rows with `entry_document_id`) are not entries: the search
 * index (0013) holds none of them (api/modules/items/search-index.ts). This removes the rows
 * notices registered before that rule got.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db as unknown as Kysely<Database>;
  await typed
    .deleteFrom('search_index')
    .where('document_id', 'in', typed.selectFrom('document').select('id').where('entry_document_id', 'is not', null))
    .execute();
}

/** Nothing to restore: a notice's rows were never meant to exist. */
export async function down(): Promise<void> {}
