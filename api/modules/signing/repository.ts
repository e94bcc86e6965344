/** SQL of the signing state (`signature` rows). Callers pass a transaction for writes. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, SignatureTable } from '../../db/schema.js';

export type SignatureRow = Selectable<SignatureTable>;

export async function insertSignature(db: Kysely<Database>, row: Omit<SignatureRow, 'id'>): Promise<void> {
  await db.insertInto('signature').values(row).execute();
}

/** The latest signing of an item (any status). */
export async function latestSignature(db: Kysely<Database>, type: string, itemId: number): Promise<SignatureRow | undefined> {
  return db.selectFrom('signature').selectAll().where('type', '=', type).where('item_id', '=', itemId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The signature in force of an item: its latest with status 'signed'. */
export async function activeSignature(db: Kysely<Database>, type: string, itemId: number): Promise<SignatureRow | undefined> {
  return db
    .selectFrom('signature')
    .selectAll()
    .where('type', '=', type)
    .where('item_id', '=', itemId)
    .where('status', '=', 'signed')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findSignature(db: Kysely<Database>, id: number): Promise<SignatureRow | undefined> {
  return db.selectFrom('signature').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Cancels the item's pending and signed signatures. */
export async function cancelSignatures(db: Kysely<Database>, type: string, itemId: number, at: string): Promise<number> {
  const result = await db
    .updateTable('signature')
    .set({ status: 'cancelled', cancelled_at: at })
    .where('type', '=', type)
    .where('item_id', '=', itemId)
    .where('status', 'in', ['pending', 'signed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
