/**
 * The local signer's per-user key pairs (ECDSA P-256), generated on a user's first signature
 * and kept in `signing_key`: the public key as SPKI DER, the private key as PKCS#8 DER
 * encrypted with AES-256-GCM under a key derived (HKDF-SHA256) from a server secret, bound to
 * the user by the GCM additional data so a row copied to another user does not decrypt.
 * The secret is generated on first use and kept in `server_secret`, so every API process
 * sharing the database uses the same one (first writer wins). This protects the keys no
 * better than the database itself — it is a stand-in for the user's e-signature certificate,
 * not a substitute for one.
 */
import { createCipheriv, createDecipheriv, createPrivateKey, createPublicKey, generateKeyPairSync, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sha256Hex } from './canonical.js';

const SECRET_NAME = 'SIGNING_KEY_SECRET';
export const KEY_ALGORITHM = 'ecdsa-p256-sha256';

export interface SigningKeyPair {
  userId: number;
  fingerprint: string;
  publicKey: KeyObject;
  privateKey: KeyObject;
}

async function serverSecret(db: Kysely<Database>, now: string): Promise<Buffer> {
  await db
    .insertInto('server_secret')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secret').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

const wrappingKey = (secret: Buffer) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'registry signing keys', 32));
const aad = (userId: number) => Buffer.from(`signing-key:${userId}`, 'utf8');

function encrypt(secret: Buffer, userId: number, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(secret), iv);
  cipher.setAAD(aad(userId));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function decrypt(secret: Buffer, userId: number, sealed: string): Buffer {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', wrappingKey(secret), iv);
  decipher.setAAD(aad(userId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

/**
 * The user's key pair, generated and stored on first use (concurrent first uses: one row wins
 * and both read it back).
 */
export async function keyPairOf(db: Kysely<Database>, userId: number, now: string): Promise<SigningKeyPair> {
  const secret = await serverSecret(db, now);
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
        private_key_enc: encrypt(secret, userId, privateKey.export({ type: 'pkcs8', format: 'der' })),
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
    privateKey: createPrivateKey({ key: decrypt(secret, userId, row.private_key_enc), format: 'der', type: 'pkcs8' }),
  };
}

/** The public key named by a fingerprint, with its owner; undefined for an unknown key. */
export async function publicKeyOf(db: Kysely<Database>, fingerprint: string): Promise<{ userId: number; publicKey: KeyObject } | undefined> {
  const row = await db.selectFrom('signing_key').select(['user_id', 'public_key']).where('fingerprint', '=', fingerprint).executeTakeFirst();
  if (!row) return undefined;
  return { userId: Number(row.user_id), publicKey: createPublicKey({ key: Buffer.from(row.public_key, 'base64'), format: 'der', type: 'spki' }) };
}
