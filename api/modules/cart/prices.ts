/**
 * The price list (table `service_price`, migration 0011): what a catalogue type costs. Read
 * on every use (one indexed row), so a changed fee applies at once in every API process.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface Price {
  amountCents: number;
  currency: string;
}

/**
 * The type's price, or null when it is free (no row, or its fee switched off on /admin/parametrai,
 * decision 0133). `evenSwitchedOff`: the listed fee even while switched off — what an order that
 * already waits for payment still pays.
 */
export async function priceOf(db: Kysely<Database>, typeId: string, evenSwitchedOff = false): Promise<Price | null> {
  let query = db.selectFrom('service_price').select(['amount_cents', 'currency']).where('type_id', '=', typeId);
  if (!evenSwitchedOff) query = query.where('enabled', '=', 1);
  const row = await query.executeTakeFirst();
  return row ? { amountCents: Number(row.amount_cents), currency: row.currency } : null;
}
