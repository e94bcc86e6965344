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

/** The type's price, or null when it is free (no row). */
export async function priceOf(db: Kysely<Database>, typeId: string): Promise<Price | null> {
  const row = await db.selectFrom('service_price').select(['amount_cents', 'currency']).where('type_id', '=', typeId).executeTakeFirst();
  return row ? { amountCents: Number(row.amount_cents), currency: row.currency } : null;
}
