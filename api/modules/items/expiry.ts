/**
 * The system's own transition (src/domain/lifecycle/machine.ts expireReturned): a returned
 * item not transferred again by its correction deadline becomes `nepatikslintas`; the
 * registrar then has until the next working day to reject it. Part of the item core because
 * every read of an item must see it as it is now: evaluated lazily whenever an item is read
 * or acted on (service.ts `visible`), and by a periodic sweep (the lifecycle schedules it). Both are conditional updates, so any
 * number of API processes may run them at once: each document expires exactly once, with one
 * audit event. No state lives in a timer.
 */
import type { Kysely } from 'kysely';
import { decisionDeadline } from '../../../src/domain/lifecycle/deadlines.js';
import { expireReturned } from '../../../src/domain/lifecycle/machine.js';
import type { Status } from '../../../src/domain/lifecycle/statuses.js';
import type { Database } from '../../db/schema.js';
import { SYSTEM_ORIGIN, writeAudit } from '../../lib/audit.js';
import { inTransaction } from '../../lib/transaction.js';
import { factsOfRow } from './families.js';
import * as repo from './repository.js';
import { findDocument, type DocumentRow } from './repository.js';

/** The action name of the expiry in snapshots and audit events. */
export const EXPIRY = 'pasibaigimas';

/** Expires one document if it is due; false when it was not due or another process did it first. */
async function expire(
  db: Kysely<Database>,
  doc: { id: number; version: number; correction_deadline: string | null; family: string },
  at: string,
  today: string,
): Promise<boolean> {
  if (doc.correction_deadline === null || expireReturned('grazintas', doc.correction_deadline, today) !== 'nepatikslintas') return false;
  return inTransaction(db, async (trx) => {
    const moved = await repo.transition(trx, {
      id: doc.id,
      from: 'grazintas',
      to: 'nepatikslintas',
      version: doc.version,
      change: { status_changed_at: at, decision_deadline: decisionDeadline(doc.correction_deadline!) },
    });
    if (!moved) return false;
    await repo.snapshot(trx, doc.id, EXPIRY, { id: null, name: null });
    await writeAudit(trx, at, SYSTEM_ORIGIN, {
      action: `lifecycle.${EXPIRY}`,
      objectType: factsOfRow(doc).kind,
      objectId: doc.id,
      fromState: 'grazintas',
      toState: 'nepatikslintas',
      reason: 'lifecycle.reasons.correctionDeadlinePassed',
      details: { correctionDeadline: doc.correction_deadline },
    });
    return true;
  });
}

/**
 * Could the row be due for expiry at some date? Only a returned document with a correction
 * deadline can be: readers skip the lazy expiry (and working out today's date) for the rest.
 */
export const mayExpire = (row: Pick<DocumentRow, 'status' | 'correction_deadline'>): boolean =>
  (row.status as Status) === 'grazintas' && row.correction_deadline !== null;

/** The row as it is once a due expiry has happened (lazy evaluation on read). */
export async function refreshed(db: Kysely<Database>, row: DocumentRow, at: string, today: string): Promise<DocumentRow> {
  if (!mayExpire(row) || !(today > row.correction_deadline!)) return row;
  await expire(db, row, at, today);
  return (await findDocument(db, row.id)) ?? row;
}

/**
 * Expires every due document, in batches.
 * @returns how many this call expired
 */
export async function sweepExpired(db: Kysely<Database>, at: string, today: string, batch = 200): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await repo.dueForExpiry(db, today, batch);
    let moved = 0;
    for (const doc of due) if (await expire(db, { ...doc, id: Number(doc.id) }, at, today)) moved++;
    total += moved;
    // rows another process moved are no longer due; stop when a batch moved nothing new
    if (due.length < batch || moved === 0) return total;
  }
}
