/**
 * Private keys at rest: PKCS#8 DER encrypted with AES-256-GCM under a key derived
 * (HKDF-SHA256) from the server secret `SIGNING_KEY_SECRET`, bound by the GCM additional data
 * to a label naming the key's owner (`signing-key:<user id>`, `pki:<serial>`), so a sealed key
 * copied to another row does not open. The secret is generated on first use and kept in
 * `server_secret`, so every API process sharing the database uses the same one (first writer
 * wins).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const SECRET_NAME = 'SIGNING_KEY_SECRET';

/** The sealing secret, created on first use. */
export async function sealingSecret(db: Kysely<Database>, now: string): Promise<Buffer> {
  await db
    .insertInto('server_secret')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secret').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

const wrappingKey = (secret: Buffer) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'registry signing keys', 32));

/** Encrypts `plain` for the owner named by `label`: iv.tag.body, base64url. */
export function seal(secret: Buffer, label: string, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(secret), iv);
  cipher.setAAD(Buffer.from(label, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** Decrypts what `seal` wrote for the same label. @throws when the label or the bytes differ */
export function openSealed(secret: Buffer, label: string, sealed: string): Buffer {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', wrappingKey(secret), iv);
  decipher.setAAD(Buffer.from(label, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}
