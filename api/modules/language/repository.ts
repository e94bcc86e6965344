/** SQL of the user's language. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function setLanguage(db: Kysely<Database>, userId: number, language: string, at: string): Promise<void> {
  await db.updateTable('app_user').set({ language, updated_at: at }).where('id', '=', userId).execute();
}

export async function languageOf(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('app_user').select('language').where('id', '=', userId).executeTakeFirst();
  return row?.language ?? null;
}
