/** SQL of asset checks (table asset_check, migration 0033). */
import type { Kysely, Selectable } from 'kysely';
import type { AssetCheckTable, Database } from '../../db/schema.js';
import { lookedUpAssets, type LookedUpAsset } from '../../../src/domain/assets/kinds.js';

export type AssetCheckRow = Selectable<AssetCheckTable>;

const sameLookups = (a: LookedUpAsset[], b: LookedUpAsset[]): boolean =>
  a.length === b.length && a.every((x, i) => x.assetId === b[i].assetId && x.kind === b[i].kind && x.uniqueNumber === b[i].uniqueNumber);

/**
 * Makes the document's check rows follow its data, inside the save's transaction: an asset
 * whose number is new or changed waits for a lookup again (`tikrinamas`); an unchanged one
 * keeps its outcome; a removed one loses its row.
 * @param before the data as saved until now (null: a new document, which has no rows yet); when
 *   its looked-up assets are the same as `data`'s, nothing is read or written — most saves
 *   change no asset number, and a document without such assets has no rows to clear
 */
export async function syncAssetChecks(db: Kysely<Database>, documentId: number, data: unknown, at: string, before?: unknown): Promise<void> {
  const wanted = lookedUpAssets(data);
  if (before !== undefined && sameLookups(lookedUpAssets(before), wanted)) return;
  if (wanted.length === 0) {
    await db.deleteFrom('asset_check').where('document_id', '=', documentId).execute();
    return;
  }
  const existing = await checksOf(db, documentId);
  const gone = existing.filter((row) => !wanted.some((w) => w.assetId === row.asset_id)).map((row) => row.asset_id);
  if (gone.length > 0) await db.deleteFrom('asset_check').where('document_id', '=', documentId).where('asset_id', 'in', gone).execute();
  for (const asset of wanted) {
    const row = existing.find((r) => r.asset_id === asset.assetId);
    if (row && row.unique_number === asset.uniqueNumber && row.kind === asset.kind) continue;
    const values = { kind: asset.kind, unique_number: asset.uniqueNumber, status: 'tikrinamas', requested_at: at, checked_at: null };
    await db
      .insertInto('asset_check')
      .values({ document_id: documentId, asset_id: asset.assetId, ...values })
      .onConflict((oc) => oc.columns(['document_id', 'asset_id']).doUpdateSet(values))
      .execute();
  }
}

/** The document's check rows. */
export function checksOf(db: Kysely<Database>, documentId: number): Promise<AssetCheckRow[]> {
  return db.selectFrom('asset_check').selectAll().where('document_id', '=', documentId).execute();
}

/** The oldest checks waiting for a lookup. */
export function pendingChecks(db: Kysely<Database>, limit: number): Promise<AssetCheckRow[]> {
  return db.selectFrom('asset_check').selectAll().where('status', '=', 'tikrinamas').orderBy('requested_at').limit(limit).execute();
}

/** Records a lookup's outcome, unless the number changed (or another process answered) meanwhile. */
export async function settleCheck(db: Kysely<Database>, row: AssetCheckRow, status: 'tinkamas' | 'patikslinti', at: string): Promise<void> {
  await db
    .updateTable('asset_check')
    .set({ status, checked_at: at })
    .where('document_id', '=', row.document_id)
    .where('asset_id', '=', row.asset_id)
    .where('unique_number', '=', row.unique_number)
    .where('status', '=', 'tikrinamas')
    .execute();
}
