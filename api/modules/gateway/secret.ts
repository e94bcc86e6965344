/**
 * The gateway stand-in's HMAC key: GATEWAY_SECRET when set, otherwise a random key generated
 * on the first start and kept in server_secret, so every API process sharing the database
 * signs and checks with the same key (first writer wins; the others read it back).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const NAME = 'GATEWAY_SECRET';

export async function gatewaySecret(db: Kysely<Database>, configured: string | null, now: string): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('server_secret')
    .values({ name: NAME, value: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secret').select('value').where('name', '=', NAME).executeTakeFirstOrThrow();
  return row.value;
}
