/**
 * Which items may be destroyed today (decision 0076): a closed item whose policy's retention
 * (its type and status, or '*' and the status) has ended, counted from its last status change
 * on the Lithuanian calendar. Items under a legal hold (on the entry or one of its notices) are returned apart: never listed.
 */
import type { DestructionCandidate } from '../../../src/domain/contracts/archive.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { retentionEnd, retentionEnded } from '../../../src/domain/archive/retention.js';
import { vilniusDate } from '../../../src/domain/calendar/working-days.js';
import { heldEntries, closedItems, listPolicies, type ClosedItem, type PolicyRow } from './repository.js';

/** An item due for destruction (the contract's, src/domain/contracts/archive.ts). */
export type Candidate = DestructionCandidate;

function policyFor(policies: PolicyRow[], item: ClosedItem): PolicyRow | undefined {
  return policies.find((p) => p.type_id === item.type_id && p.status === item.status) ?? policies.find((p) => p.type_id === '*' && p.status === item.status);
}

/** Closed items read per page: the register is never loaded whole. */
export const CANDIDATE_PAGE = 500;

/** The items whose retention ended by `today` (YYYY-MM-DD), split into those due and those held. */
export async function findCandidates(db: Kysely<Database>, today: string, pageSize = CANDIDATE_PAGE): Promise<{ due: Candidate[]; held: Candidate[] }> {
  const policies = await listPolicies(db);
  const due: Candidate[] = [];
  const held: Candidate[] = [];
  for (let afterId = 0; ;) {
    const page = await closedItems(db, afterId, pageSize);
    const ended: Candidate[] = [];
    for (const item of page) {
      const policy = policyFor(policies, item);
      if (!policy) continue;
      const end = retentionEnd(vilniusDate(new Date(item.status_changed_at ?? item.updated_at)), policy.years);
      if (!retentionEnded(end, today)) continue;
      ended.push({
        documentId: Number(item.id),
        family: item.family,
        typeId: item.type_id,
        status: item.status,
        registryNumber: item.registry_number,
        retentionEnd: end,
        legalBasis: policy.legal_basis,
      });
    }
    const onHold = new Set(
      await heldEntries(
        db,
        ended.map((c) => c.documentId),
      ),
    );
    for (const c of ended) (onHold.has(c.documentId) ? held : due).push(c);
    if (page.length < pageSize) return { due, held };
    afterId = Number(page.at(-1)!.id);
  }
}
