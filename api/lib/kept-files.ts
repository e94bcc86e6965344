/**
 * The sweep of generated files kept for a number of days (certificates' PDFs, extracts' PDFs):
 * for each row whose keeping period has passed, the file first, then the row is marked
 * deleted with its audit event in one transaction (a crash in between leaves a row the next
 * sweep marks; a missing file is no error). The rows stay: what was issued remains on record.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { FileStorage } from '../modules/files/storage.js';
import { inTransaction } from './transaction.js';

/** A kind of kept file: how its due rows are found, marked and audited. */
export interface KeptFiles<R extends { id: number | string; storage_name: string | null }> {
  /** kept rows whose last day is before `today`, at most `limit` */
  due(db: Kysely<Database>, today: string, limit: number): Promise<R[]>;
  /** marks the row deleted; false when another process did it first */
  markDeleted(trx: Kysely<Database>, id: number, at: string): Promise<boolean>;
  /** the audit event of the deletion, in the same transaction */
  audit(trx: Kysely<Database>, row: R, at: string): Promise<void>;
}

/**
 * Deletes every kept file whose period is over, in batches.
 * @returns how many this call deleted
 */
export async function sweepKeptFiles<R extends { id: number | string; storage_name: string | null }>(
  ctx: { db: Kysely<Database>; storage: FileStorage; at: string; today: string },
  kind: KeptFiles<R>,
  batch = 200,
): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await kind.due(ctx.db, ctx.today, batch);
    for (const row of due) {
      if (row.storage_name) await ctx.storage.remove(ctx.storage.pathOf(row.storage_name));
      const marked = await inTransaction(ctx.db, async (trx) => {
        if (!(await kind.markDeleted(trx, Number(row.id), ctx.at))) return false;
        await kind.audit(trx, row, ctx.at);
        return true;
      });
      if (marked) total++;
    }
    if (due.length < batch) return total;
  }
}
