/** SQL of the native-signature sign-in's one-time challenges (migration 0032). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Stores a new challenge; challenges expired before `pruneBefore` are deleted first. */
export async function insertChallenge(
  db: Kysely<Database>,
  c: { id: string; face: string; at: string; expiresAt: string; pruneBefore: string },
): Promise<void> {
  await db.deleteFrom('sign_in_challenge').where('expires_at', '<', c.pruneBefore).execute();
  await db.insertInto('sign_in_challenge').values({ id: c.id, face: c.face, created_at: c.at, expires_at: c.expiresAt, used_at: null }).execute();
}

/**
 * Marks a challenge used and returns it — only for the first attempt that names it (one
 * conditional UPDATE: atomic across processes); undefined for an unknown or used one.
 */
export async function consumeChallenge(db: Kysely<Database>, id: string, at: string) {
  const result = await db.updateTable('sign_in_challenge').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('sign_in_challenge').select(['face', 'expires_at']).where('id', '=', id).executeTakeFirst();
}
