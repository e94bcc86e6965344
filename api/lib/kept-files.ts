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
import { SYSTEM_ORIGIN, writeAudit } from './audit.js';

type KeptRow = { id: number | string; storage_name: string | null; document_id: number | string };

/** A kind of kept file: how its due rows are found, marked and audited. */
export interface KeptFiles<R extends KeptRow> {
  /** kept rows whose last day is before `today`, at most `limit` */
  due(db: Kysely<Database>, today: string, limit: number): Promise<R[]>;
  /** marks the row deleted; false when another process did it first */
  markDeleted(trx: Kysely<Database>, id: number, at: string): Promise<boolean>;
  /** the deletion's audit event (the system's, on the row's document), written in the same transaction */
  deleted: { action: string; reason: string; details(row: R): Record<string, unknown> };
}

/**
 * Deletes every kept file whose period is over, in batches.
 * @returns how many this call deleted
 */
export async function sweepKeptFiles<R extends KeptRow>(
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
        await writeAudit(trx, ctx.at, SYSTEM_ORIGIN, {
          action: kind.deleted.action,
          objectType: 'document',
          objectId: row.document_id,
          reason: kind.deleted.reason,
          details: kind.deleted.details(row),
        });
        return true;
      });
      if (marked) total++;
    }
    if (due.length < batch) return total;
  }
}
