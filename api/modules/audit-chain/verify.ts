/**
 * Verifies the audit hash chain (decision 0075): walks every event in `seq` order and names
 * the first broken link — an event whose fields no longer give its hash (edited), whose
 * `prev_hash` is not the previous event's hash or whose `seq` skips (an event before it was
 * deleted or moved), an id out of order (moved), an unchained row, a chain head that is not
 * the last event (the tail was deleted), or a daily seal that no longer matches.
 * The head is read first and the chain verified up to it: events appended while verifying
 * (their head moves in the same transaction) are left for the next check, not taken for a break.
 */
import type { Kysely, Selectable } from 'kysely';
import type { AuditEventTable, Database } from '../../db/schema.js';
import { auditEventHash, GENESIS_HASH } from '../../lib/audit-hash.js';
import type { CHAIN_PROBLEMS, ChainReport } from '../../../src/domain/contracts/audit.js';

export type ChainProblem = (typeof CHAIN_PROBLEMS)[number];

/** The verification's answer (the contract's chainReport, src/domain/contracts/audit.ts) and its first broken link: the audit_event id (null: the head or a seal), the sealed day for a seal problem. */
export type { ChainReport } from '../../../src/domain/contracts/audit.js';
export type BrokenLink = NonNullable<ChainReport['broken']>;

const PAGE = 1000;

type EventRow = Selectable<AuditEventTable>;

function checkEvent(row: EventRow, prev: { seq: number; hash: string; id: number }): ChainProblem | null {
  if (row.seq === null || row.hash === null || row.prev_hash === null) return 'unchained';
  if (Number(row.seq) !== prev.seq + 1) return 'missing';
  if (row.prev_hash !== prev.hash) return 'link';
  if (auditEventHash({ ...row, seq: Number(row.seq), prev_hash: row.prev_hash }) !== row.hash) return 'edited';
  if (Number(row.id) <= prev.id) return 'order';
  return null;
}

const broken = (problem: ChainProblem, row: EventRow | null, day: string | null = null): BrokenLink => ({
  problem,
  id: row ? Number(row.id) : null,
  seq: row && row.seq !== null ? Number(row.seq) : null,
  day,
});

/** Walks the chain up to the head read first; stops at the first broken link. */
export async function verifyAuditChain(db: Kysely<Database>): Promise<ChainReport> {
  const head = await db.selectFrom('audit_chain_head').selectAll().where('id', '=', 1).executeTakeFirst();
  const upTo = head ? Number(head.seq) : 0;
  const unchained = await db.selectFrom('audit_event').selectAll().where('seq', 'is', null).orderBy('id').limit(1).executeTakeFirst();
  let prev = { seq: 0, hash: GENESIS_HASH, id: 0 };
  let events = 0;
  const hashBySeq = new Map<number, string>();
  const seals = await db.selectFrom('audit_seal').selectAll().where('last_seq', '<=', upTo).orderBy('day').execute();
  const sealedSeqs = new Set(seals.map((s) => Number(s.last_seq)));
  const report = (b: BrokenLink | null): ChainReport => ({ ok: b === null, events, sealedDays: seals.length, broken: b });
  if (unchained) return report(broken('unchained', unchained));
  for (;;) {
    const rows = await db.selectFrom('audit_event').selectAll().where('seq', '>', prev.seq).where('seq', '<=', upTo).orderBy('seq').limit(PAGE).execute();
    for (const row of rows) {
      const problem = checkEvent(row, prev);
      if (problem) return report(broken(problem, row));
      events += 1;
      prev = { seq: Number(row.seq), hash: row.hash!, id: Number(row.id) };
      if (sealedSeqs.has(prev.seq)) hashBySeq.set(prev.seq, prev.hash);
    }
    if (rows.length < PAGE) break;
  }
  if (!head || prev.seq !== upTo || head.last_hash !== prev.hash) return report(broken('head', null));
  for (const seal of seals) if (hashBySeq.get(Number(seal.last_seq)) !== seal.head_hash) return report(broken('seal', null, seal.day));
  return report(null);
}
