/** Helpers of the extract tests (tests/api/extracts*.test.ts): the seeded entries to take extracts of. */
import type { TestApp } from '../helpers/app.js';

/** A registered original entry (from the self-service seed) where the person with this code is a party. */
export async function registeredEntryOf(t: TestApp, personCode: string): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('document')
    .innerJoin('document_party', 'document_party.document_id', 'document.id')
    .select('document.id')
    .where('document_party.code', '=', personCode)
    .where('document_party.role', '!=', 'informavimas')
    .where('document.status', '=', 'iregistruotas')
    .where('document.notice_kind', '=', 'pirminis')
    .orderBy('document.id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
