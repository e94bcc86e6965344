/** SQL of the system-information banner rows (table system_info, migration 0001). */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, SystemInfoTable } from '../../db/schema.js';

export type BannerRow = Selectable<SystemInfoTable>;

export const listBanners = (db: Kysely<Database>) => db.selectFrom('system_info').selectAll().orderBy('id', 'desc').execute();

export const getBanner = (db: Kysely<Database>, id: number) => db.selectFrom('system_info').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertBanner(db: Kysely<Database>, values: Insertable<SystemInfoTable>): Promise<number> {
  return (await db.insertInto('system_info').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateBanner(db: Kysely<Database>, id: number, values: Updateable<SystemInfoTable>): Promise<void> {
  await db.updateTable('system_info').set(values).where('id', '=', id).execute();
}
