/**
 * The payment stand-in's HMAC key: PAYMENT_SECRET in server_secret, generated on the first
 * start and shared by every API process (api/lib/server-secret.ts). A real provider brings its
 * own keys instead.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sharedServerSecret } from '../../lib/server-secret.js';

/** The shared key (created when missing). */
export function paymentSecret(db: Kysely<Database>, now: string): Promise<string> {
  return sharedServerSecret(db, 'PAYMENT_SECRET', now);
}
