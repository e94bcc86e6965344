import type { Kysely } from 'kysely';

/**
 * Indexes the administration's reports aggregate from without reading the item rows (decision
 * 0145): `stsr`/`ntr` count a period's filings by type, status, office and registration instant
 * from `document_filings`; `nep` counts and pages the items past a decision or a correction
 * term from `document_decision_due` and `document_correction_due` (id last, for PostgreSQL's
 * index-only scans; SQLite keeps it anyway). They replace 0020's narrower indexes, whose
 * columns they begin with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('document_family_transferred').execute();
  await db.schema.dropIndex('document_decision_deadline').execute();
  await db.schema
    .createIndex('document_filings')
    .on('document')
    .columns(['family', 'transferred_at', 'type_id', 'status', 'owner_office_id', 'registered_at'])
    .execute();
  await db.schema.createIndex('document_decision_due').on('document').columns(['status', 'decision_deadline', 'family', 'id']).execute();
  await db.schema.createIndex('document_correction_due').on('document').columns(['status', 'correction_deadline', 'family', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('document_correction_due').execute();
  await db.schema.dropIndex('document_decision_due').execute();
  await db.schema.dropIndex('document_filings').execute();
  await db.schema.createIndex('document_family_transferred').on('document').columns(['family', 'transferred_at']).execute();
  await db.schema.createIndex('document_decision_deadline').on('document').columns(['status', 'decision_deadline']).execute();
}
