/**
 * The payment stand-in's HMAC key: PAYMENT_SECRET in server_secret, generated on the first
 * start, so every API process sharing the database signs and checks with the same key (first
 * writer wins; the others read it back). A real provider brings its own keys instead.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const NAME = 'PAYMENT_SECRET';

/** The shared key (created when missing). */
export async function paymentSecret(db: Kysely<Database>, now: string): Promise<string> {
  await db
    .insertInto('server_secret')
    .values({ name: NAME, value: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secret').select('value').where('name', '=', NAME).executeTakeFirstOrThrow();
  return row.value;
}
