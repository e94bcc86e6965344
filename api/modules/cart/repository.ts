/** SQL of the cart: payments (the price list is prices.ts). */
import type { Kysely, Selectable } from 'kysely';
import type { CartItemTable, CartPaymentTable, Database } from '../../db/schema.js';

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

// ── the cart's items (migration 0014): paid orders of several items, one payment for all
export type CartItemRow = Selectable<CartItemTable>;

/** Whose items: the company a portal user acts for, else the person. */
export interface ItemOwner {
  personCode: string | null;
  companyCode: string | null;
}

export async function insertItem(db: Kysely<Database>, row: Omit<CartItemRow, 'id'>): Promise<number> {
  const inserted = await db.insertInto('cart_item').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export const findItem = (db: Kysely<Database>, id: number): Promise<CartItemRow | undefined> =>
  db.selectFrom('cart_item').selectAll().where('id', '=', id).executeTakeFirst();

/** An item with the registry number of the entry it is about. */
export type CartItemListRow = CartItemRow & { registry_number: string | null };

/** The owner's items (in these statuses), newest first. */
export function itemsOf(db: Kysely<Database>, owner: ItemOwner, statuses?: readonly string[]): Promise<CartItemListRow[]> {
  let q = db.selectFrom('cart_item').innerJoin('document', 'document.id', 'cart_item.document_id').selectAll('cart_item').select('document.registry_number');
  q = owner.companyCode
    ? q.where('cart_item.owner_company_code', '=', owner.companyCode)
    : q.where('cart_item.owner_person_code', '=', owner.personCode ?? '').where('cart_item.owner_company_code', 'is', null);
  if (statuses) q = q.where('cart_item.status', 'in', [...statuses]);
  return q.orderBy('cart_item.created_at', 'desc').orderBy('cart_item.id', 'desc').execute();
}

/** Points the items still in the cart at a started payment (the latest payment covers them). */
export async function attachPayment(db: Kysely<Database>, ids: readonly number[], paymentId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('cart_item')
    .set({ payment_id: paymentId })
    .where('id', 'in', [...ids])
    .where('status', '=', 'krepselyje')
    .execute();
}

/** The items a completed payment covers: in the cart → paid. The amounts (cents) of those it moved. */
export async function markItemsPaid(db: Kysely<Database>, paymentId: string, at: string): Promise<number[]> {
  const moved = await db
    .updateTable('cart_item')
    .set({ status: 'apmoketas', paid_at: at })
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'krepselyje')
    .returning('amount_cents')
    .execute();
  return moved.map((r) => Number(r.amount_cents));
}

/** Paid items of a kind waiting for the customer centre, oldest payment first. */
export const paidItems = (db: Kysely<Database>, kind: string): Promise<CartItemListRow[]> =>
  db
    .selectFrom('cart_item')
    .innerJoin('document', 'document.id', 'cart_item.document_id')
    .selectAll('cart_item')
    .select('document.registry_number')
    .where('cart_item.kind', '=', kind)
    .where('cart_item.status', '=', 'apmoketas')
    .orderBy('cart_item.paid_at')
    .orderBy('cart_item.id')
    .execute();

/**
 * paid → issued, once (claimed first in the issuing transaction, so of two concurrent
 * approvals one waits for the other and then finds nothing to claim): false when the item
 * was no longer paid and waiting.
 */
export async function claimItemForIssue(db: Kysely<Database>, id: number, by: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('cart_item')
    .set({ status: 'isduotas', decided_by: by, decided_at: at })
    .where('id', '=', id)
    .where('status', '=', 'apmoketas')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The extract an issued item produced. */
export async function setItemExtract(db: Kysely<Database>, id: number, extractId: number): Promise<void> {
  await db.updateTable('cart_item').set({ extract_id: extractId }).where('id', '=', id).execute();
}
