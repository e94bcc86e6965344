/**
 * Running an approved destruction act (decision 0078). Items go in batches, one transaction
 * each. The transaction first checks again that no item of the batch is held or in an open
 * workflow (guards.ts: a hold set or a notice opened after the act was formed stops the run,
 * 409, the batch untouched); then per item (with its change notices) the tombstone is written
 * and every row of the item (ITEM_ROW_TABLES) and the item are deleted (its extracts' verification
 * records stripped to what a tombstone keeps); the destructions are
 * audited last, so the audit chain's head is locked only for the end of the batch. A kill -9
 * leaves either the item or its tombstone, never half; a rerun skips items with a tombstone.
 * Stored files go after their batch commits; a crash in between leaves orphan files, which the
 * files' sweep removes (their rows are gone).
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import type { SessionUser } from '../../plugins/access.js';
import { lockDocuments } from '../items/repository.js';
import { assertDestroyable } from './guards.js';
import { deleteItems, itemFamily, storedFilesOf, tombstoneExists, type ActItemRow, type ActRow, type StoredFiles } from './repository.js';

/** Items per transaction: small enough to keep each lock short. */
export const DESTRUCTION_BATCH = 20;

export interface DestroyContext {
  db: Kysely<Database>;
  dialect: Dialect;
  at: () => string;
  /** items per transaction (DESTRUCTION_BATCH) */
  batchSize: number;
  /** removes stored files by storage name once their rows are gone */
  removeFiles: (files: StoredFiles) => Promise<void>;
  /** test seam: called after each committed batch */
  afterBatch?: (done: number) => Promise<void>;
}

interface Destroyed {
  item: ActItemRow;
  rows: number;
  files: StoredFiles;
}

async function destroyOne(trx: Kysely<Database>, act: ActRow, item: ActItemRow, at: string): Promise<Destroyed | null> {
  if (await tombstoneExists(trx, item.document_id)) return null;
  const rows = await itemFamily(trx, item.document_id);
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return null;
  const files = await storedFilesOf(trx, ids);
  await trx
    .insertInto('item_tombstone')
    .values(
      rows.map((r) => ({
        document_id: Number(r.id),
        family: r.family,
        type_id: r.type_id,
        status: r.status,
        registry_number: r.registry_number,
        created_at: r.created_at,
        registered_at: r.registered_at,
        status_changed_at: r.status_changed_at,
        retention_end: item.retention_end,
        act_number: act.number,
        destroyed_at: at,
      })),
    )
    .execute();
  await deleteItems(trx, ids, at);
  return { item, rows: ids.length, files };
}

/** Destroys the act's listed items in batches; returns how many items were destroyed now. */
export async function destroyItems(ctx: DestroyContext, act: ActRow, items: ActItemRow[], user: SessionUser, origin: AuditOrigin): Promise<number> {
  let done = 0;
  for (let i = 0; i < items.length; i += ctx.batchSize) {
    const batch = items.slice(i, i + ctx.batchSize);
    const files = await ctx.db.transaction().execute(async (trx) => {
      const ids = batch.map((item) => Number(item.document_id));
      // a hold being set on one of them (service.ts setHold) waits for this batch, or this batch for it
      await lockDocuments(trx, ctx.dialect, ids);
      await assertDestroyable(trx, ids, true);
      const at = ctx.at();
      const destroyed: Destroyed[] = [];
      for (const item of batch) {
        const d = await destroyOne(trx, act, item, at);
        if (d) destroyed.push(d);
      }
      for (const d of destroyed)
        await writeAudit(trx, at, origin, {
          action: 'archive.item.destroyed',
          actorId: user.userId,
          actorName: user.displayName,
          objectType: 'document',
          objectId: d.item.document_id,
          fromState: d.item.status,
          details: {
            act: act.number,
            actSha256: act.pdf_sha256,
            rows: d.rows,
            files: d.files.attached.length + d.files.certificates.length + d.files.extracts.length,
          },
        });
      return {
        attached: destroyed.flatMap((d) => d.files.attached),
        certificates: destroyed.flatMap((d) => d.files.certificates),
        extracts: destroyed.flatMap((d) => d.files.extracts),
      };
    });
    await ctx.removeFiles(files);
    done += batch.length;
    await ctx.afterBatch?.(done);
  }
  return done;
}
