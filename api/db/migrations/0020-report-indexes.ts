import type { Kysely } from 'kysely';

/**
 * Indexes of the administration's reports (api/modules/reports): filings of a period are
 * found by family and transfer instant; items awaiting a decision by status and deadline.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('document_family_transferred').on('document').columns(['family', 'transferred_at']).execute();
  await db.schema.createIndex('document_decision_deadline').on('document').columns(['status', 'decision_deadline']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('document_decision_deadline').execute();
  await db.schema.dropIndex('document_family_transferred').execute();
}
