/** SQL of published messages (table admin_message, migration 0015). */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AdminMessageTable, Database } from '../../db/schema.js';

export type MessageRow = Selectable<AdminMessageTable>;

/** Texts of the messages valid at `at` for this user (to all, to one of their roles, or to them), oldest first. */
export async function activeMessagesFor(db: Kysely<Database>, userId: number, roles: readonly string[], at: string): Promise<string[]> {
  const rows = await db
    .selectFrom('admin_message')
    .select('text')
    .where('withdrawn_at', 'is', null)
    .where('valid_from', '<=', at)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', at)]))
    .where((eb) =>
      eb.or([
        eb('audience', '=', 'all'),
        eb.and([eb('audience', '=', 'user'), eb('user_id', '=', userId)]),
        ...(roles.length ? [eb.and([eb('audience', '=', 'role'), eb('role', 'in', [...roles])])] : []),
      ]),
    )
    .orderBy('valid_from')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.text);
}

export async function countMessages(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom('admin_message')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A page of messages, newest first. */
export const listMessages = (db: Kysely<Database>, limit: number, offset: number) =>
  db.selectFrom('admin_message').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();

export const getMessage = (db: Kysely<Database>, id: number) => db.selectFrom('admin_message').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertMessage(db: Kysely<Database>, values: Insertable<AdminMessageTable>): Promise<number> {
  return (await db.insertInto('admin_message').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function withdrawMessage(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('admin_message').set({ withdrawn_at: at }).where('id', '=', id).where('withdrawn_at', 'is', null).execute();
}
