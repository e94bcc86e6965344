/** SQL of consent: the user's consent flags. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface ConsentChange {
  consent_terms?: number;
  consent_ntr_services?: number;
  self_service_contract?: number;
}

export async function setConsent(db: Kysely<Database>, userId: number, change: ConsentChange, at: string): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ ...change, consent_at: at, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

export const consentOf = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('app_user').select(['id', 'consent_terms', 'consent_ntr_services', 'self_service_contract']).where('id', '=', userId).executeTakeFirstOrThrow();
