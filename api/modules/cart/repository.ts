/** SQL of the cart: payments (the price list is prices.ts). */
import type { Kysely, Selectable } from 'kysely';
import type { CartPaymentTable, Database } from '../../db/schema.js';

export type PaymentRow = Selectable<CartPaymentTable>;

export async function insertPayment(db: Kysely<Database>, row: PaymentRow): Promise<void> {
  await db.insertInto('cart_payment').values(row).execute();
}

export async function findPayment(db: Kysely<Database>, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('cart_payment').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The payments of one item, oldest first. */
export async function paymentsOf(db: Kysely<Database>, documentId: number): Promise<PaymentRow[]> {
  return db.selectFrom('cart_payment').selectAll().where('document_id', '=', documentId).orderBy('created_at').orderBy('id').execute();
}

/** Completes a started payment; false when it was no longer started (completed once only). */
export async function completePayment(db: Kysely<Database>, id: string, status: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('cart_payment')
    .set({ status, completed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pradetas')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
