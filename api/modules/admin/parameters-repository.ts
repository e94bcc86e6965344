/** SQL of the system parameters an administrator changes (table system_parameter). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const readParameters = (db: Kysely<Database>, codes: readonly string[]) =>
  db
    .selectFrom('system_parameter')
    .select(['code', 'value'])
    .where('code', 'in', [...codes])
    .execute();

/** Writes one parameter, creating its row when the seed never did. */
export async function writeParameter(db: Kysely<Database>, code: string, value: string, at: string): Promise<void> {
  await db
    .insertInto('system_parameter')
    .values({ code, value, description: code, updated_at: at })
    .onConflict((oc) => oc.column('code').doUpdateSet({ value, updated_at: at }))
    .execute();
}
