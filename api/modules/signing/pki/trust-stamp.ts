/**
 * The trust a signature is judged under, as one digest: the active trusted issuers and the
 * revocations in effect at `now`. Equal stamps mean a verification's outcome still holds
 * (file-signatures.ts keeps outcomes by it); a change of the list, or a revocation taking
 * effect, changes the stamp.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { sha256Hex } from '../canonical.js';

export async function trustStamp(db: Kysely<Database>, now: string): Promise<string> {
  const [issuers, revoked] = await Promise.all([
    db.selectFrom('trusted_issuer').select('fingerprint').where('active', '=', 1).orderBy('fingerprint').execute(),
    db.selectFrom('pki_certificate').select(['serial', 'revoked_at']).where('revoked_at', '<=', now).orderBy('serial').execute(),
  ]);
  return sha256Hex(JSON.stringify([issuers.map((i) => i.fingerprint), revoked.map((r) => [r.serial, r.revoked_at])]));
}
