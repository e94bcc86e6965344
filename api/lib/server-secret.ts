/**
 * A key kept in server_secret under a name: generated on the first call, so every API process
 * sharing the database signs and checks with the same key (first writer wins; the others read
 * it back). The stand-ins' HMAC keys (payment, gateway) live here.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The key stored under `name` (created when missing). */
export async function sharedServerSecret(db: Kysely<Database>, name: string, now: string): Promise<string> {
  await db
    .insertInto('server_secret')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
