/**
 * The gateway stand-in's HMAC key: GATEWAY_SECRET when set, otherwise a random key kept in
 * server_secret and shared by every API process (api/lib/server-secret.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sharedServerSecret } from '../../lib/server-secret.js';

export async function gatewaySecret(db: Kysely<Database>, configured: string | null, now: string): Promise<string> {
  if (configured) return configured;
  return sharedServerSecret(db, 'GATEWAY_SECRET', now);
}
