/** SQL of the gateway: the stand-in's directory of people, and used assertion nonces. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const listIdentities = (db: Kysely<Database>) =>
  db.selectFrom('gateway_identity').selectAll().orderBy('last_name').orderBy('first_name').orderBy('company_name').execute();

export const findIdentity = (db: Kysely<Database>, identityKey: string) =>
  db.selectFrom('gateway_identity').selectAll().where('identity_key', '=', identityKey).executeTakeFirst();

/**
 * Records the use of an assertion nonce; false when it was used before (a replay). The
 * primary key makes this atomic across processes. Rows long past their expiry are pruned.
 */
export async function useNonce(db: Kysely<Database>, nonce: string, audience: string, expiresAt: string, at: string, pruneBefore: string): Promise<boolean> {
  await db.deleteFrom('gateway_assertion').where('expires_at', '<', pruneBefore).execute();
  const result = await db
    .insertInto('gateway_assertion')
    .values({ nonce, audience, expires_at: expiresAt, used_at: at })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
