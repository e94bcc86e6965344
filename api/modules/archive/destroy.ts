/**
 * Running an approved destruction act (decision 0078). Items go in batches, one transaction
 * each: per item (with its change notices) the tombstone is written, every row of the item
 * (ITEM_ROW_TABLES) and the item are deleted, and the destruction is audited — so a kill -9
 * leaves either the item or its tombstone, never half. A rerun after a crash skips items that
 * already have a tombstone. Stored files go after their batch commits; a crash in between
 * leaves orphan files, which the files' sweep removes (their rows are gone).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import type { SessionUser } from '../../plugins/access.js';
import { deleteItems, itemFamily, storedFilesOf, tombstoneExists, type ActItemRow, type ActRow } from './repository.js';

/** Items per transaction: small enough to keep each lock short. */
export const DESTRUCTION_BATCH = 20;

export interface DestroyContext {
  db: Kysely<Database>;
  at: () => string;
  /** items per transaction (DESTRUCTION_BATCH) */
  batchSize: number;
  /** removes stored files by storage name once their rows are gone */
  removeFiles: (files: { attached: string[]; certificates: string[] }) => Promise<void>;
  /** test seam: called after each committed batch */
  afterBatch?: (done: number) => Promise<void>;
}

async function destroyOne(trx: Kysely<Database>, act: ActRow, item: ActItemRow, user: SessionUser, origin: AuditOrigin, at: string) {
  if (await tombstoneExists(trx, item.document_id)) return { attached: [], certificates: [] };
  const rows = await itemFamily(trx, item.document_id);
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return { attached: [], certificates: [] };
  const files = await storedFilesOf(trx, ids);
  await trx
    .insertInto('item_tombstone')
    .values(
      rows.map((r) => ({
        document_id: Number(r.id),
        family: r.family,
        type_id: r.type_id,
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
  await deleteItems(trx, ids);
  await writeAudit(trx, at, origin, {
    action: 'archive.item.destroyed',
    actorId: user.userId,
    actorName: user.displayName,
    objectType: 'document',
    objectId: item.document_id,
    fromState: item.status,
    details: { act: act.number, actSha256: act.pdf_sha256, rows: ids.length, files: files.attached.length + files.certificates.length },
  });
  return files;
}

/** Destroys the act's listed items in batches; returns how many items were destroyed now. */
export async function destroyItems(ctx: DestroyContext, act: ActRow, items: ActItemRow[], user: SessionUser, origin: AuditOrigin): Promise<number> {
  let done = 0;
  for (let i = 0; i < items.length; i += ctx.batchSize) {
    const batch = items.slice(i, i + ctx.batchSize);
    const files = await ctx.db.transaction().execute(async (trx) => {
      const all = { attached: [] as string[], certificates: [] as string[] };
      const at = ctx.at();
      for (const item of batch) {
        const f = await destroyOne(trx, act, item, user, origin, at);
        all.attached.push(...f.attached);
        all.certificates.push(...f.certificates);
      }
      return all;
    });
    await ctx.removeFiles(files);
    done += batch.length;
    await ctx.afterBatch?.(done);
  }
  return done;
}
