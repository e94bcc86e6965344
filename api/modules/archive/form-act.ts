/**
 * Forming a destruction act: its number (NA-year-seq), the act in `formuojamas` and one act item
 * per due candidate. Shared by the service's `formAct` (which audits it) and the demo seed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Candidate } from './candidates.js';
import * as repo from './repository.js';

export async function insertFormedAct(
  db: Kysely<Database>,
  due: readonly Candidate[],
  by: number,
  now: string,
  today: string,
): Promise<{ actId: number; number: string }> {
  const number = await repo.nextActNumber(db, Number(today.slice(0, 4)));
  const actId = await repo.insertAct(db, number, by, now);
  await repo.insertActItems(
    db,
    due.map((c) => ({
      act_id: actId,
      document_id: c.documentId,
      type_id: c.typeId,
      status: c.status,
      registry_number: c.registryNumber,
      retention_end: c.retentionEnd,
      legal_basis: c.legalBasis,
      removed_at: null,
      removed_by: null,
      removed_reason: null,
    })),
  );
  return { actId, number };
}
