/**
 * The local signer's per-user key pairs (ECDSA P-256), generated on a user's first signature
 * and kept in `signing_key`: the public key as SPKI DER, the private key as PKCS#8 DER
 * encrypted with AES-256-GCM under a key derived (HKDF-SHA256) from a server secret, bound to
 * the user by the GCM additional data so a row copied to another user does not decrypt.
 * (key-seal.ts, shared with the test PKI's root and seal keys). This protects the keys no
 * better than the database itself — it is a stand-in for the user's e-signature certificate,
 * not a substitute for one.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sha256Hex } from './canonical.js';
import { openSealed, seal, sealingSecret } from './key-seal.js';

export const KEY_ALGORITHM = 'ecdsa-p256-sha256';

export interface SigningKeyPair {
  userId: number;
  fingerprint: string;
  publicKey: KeyObject;
  privateKey: KeyObject;
}

const userLabel = (userId: number) => `signing-key:${userId}`;

/**
 * The user's key pair, generated and stored on first use (concurrent first uses: one row wins
 * and both read it back).
 */
export async function keyPairOf(db: Kysely<Database>, userId: number, now: string): Promise<SigningKeyPair> {
  const secret = await sealingSecret(db, now);
  let row = await db.selectFrom('signing_key').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const spki = publicKey.export({ type: 'spki', format: 'der' });
    await db
      .insertInto('signing_key')
      .values({
        user_id: userId,
        fingerprint: sha256Hex(spki),
        algorithm: KEY_ALGORITHM,
        public_key: spki.toString('base64'),
        private_key_enc: seal(secret, userLabel(userId), privateKey.export({ type: 'pkcs8', format: 'der' })),
        created_at: now,
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    row = await db.selectFrom('signing_key').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  }
  return {
    userId,
    fingerprint: row.fingerprint,
    publicKey: createPublicKey({ key: Buffer.from(row.public_key, 'base64'), format: 'der', type: 'spki' }),
    privateKey: createPrivateKey({ key: openSealed(secret, userLabel(userId), row.private_key_enc), format: 'der', type: 'pkcs8' }),
  };
}
