/** SQL of the field help texts an administrator edits (table tooltip). */
import type { Kysely, Selectable } from 'kysely';
import type { Database, TooltipTable } from '../../db/schema.js';

export type TooltipRow = Selectable<TooltipTable>;

export const listTooltips = (db: Kysely<Database>) => db.selectFrom('tooltip').selectAll().orderBy('code').execute();

export const getTooltip = (db: Kysely<Database>, code: string) => db.selectFrom('tooltip').selectAll().where('code', '=', code).executeTakeFirst();

/** Writes a code's texts and state, creating its row when none exists. */
export async function writeTooltip(db: Kysely<Database>, row: Omit<TooltipRow, 'updated_at'>, at: string): Promise<void> {
  await db
    .insertInto('tooltip')
    .values({ ...row, updated_at: at })
    .onConflict((oc) => oc.column('code').doUpdateSet({ text: row.text, text_en: row.text_en, active: row.active, updated_at: at }))
    .execute();
}
