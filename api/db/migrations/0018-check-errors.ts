import type { Kysely } from 'kysely';

/**
 * Drafts (decision 0090): an item is saved with whatever is filled; `check_errors` holds the
 * JSON array of its check errors as of its last save (field errors and business issues,
 * `{ path, messageKey, params?, severity }`), null for rows written before drafts (none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document').addColumn('check_errors', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document').dropColumn('check_errors').execute();
}
