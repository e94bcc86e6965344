/** SQL of user administration: users with their office and roles, and offices. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { AppUserTable, Database, OfficeTable } from '../../db/schema.js';

export type UserRecord = Selectable<AppUserTable> & { roles: string[]; office: Selectable<OfficeTable> | null };

export type UserSortKey = 'username' | 'first_name' | 'last_name' | 'last_login_at' | 'created_at';

export interface ListFilter {
  q?: string;
  /** exactly this username */
  username?: string;
  role?: string;
  disabled?: boolean;
  sort?: UserSortKey;
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function filtered(db: Kysely<Database>, filter: Omit<ListFilter, 'limit' | 'offset' | 'sort' | 'order'>) {
  let query = db.selectFrom('app_user');
  if (filter.disabled !== undefined) query = query.where('app_user.disabled', '=', filter.disabled ? 1 : 0);
  if (filter.username !== undefined) query = query.where('app_user.username', '=', filter.username);
  if (filter.q) {
    // an administrator's own % or _ only widens their search: nothing to escape
    const like = `%${filter.q.toLowerCase()}%`;
    query = query.where((eb) =>
      eb.or(['username', 'first_name', 'last_name'].map((col) => eb(eb.fn('lower', [eb.ref(`app_user.${col}` as 'app_user.username')]), 'like', eb.val(like)))),
    );
  }
  if (filter.role) {
    const role = filter.role;
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('user_role').select('user_role.role').whereRef('user_role.user_id', '=', 'app_user.id').where('user_role.role', '=', role)),
    );
  }
  return query;
}

/** Attaches roles and office to user rows (two queries for the whole page, not one per user). */
async function withRolesAndOffice(db: Kysely<Database>, users: Selectable<AppUserTable>[]): Promise<UserRecord[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const roles = await db.selectFrom('user_role').select(['user_id', 'role']).where('user_id', 'in', ids).orderBy('role').execute();
  const officeIds = [...new Set(users.map((u) => u.office_id).filter((id): id is number => id !== null))];
  const offices = officeIds.length ? await db.selectFrom('office').selectAll().where('id', 'in', officeIds).execute() : [];
  return users.map((u) => ({
    ...u,
    roles: roles.filter((r) => r.user_id === u.id).map((r) => r.role),
    office: offices.find((o) => o.id === u.office_id) ?? null,
  }));
}

export async function listUsers(db: Kysely<Database>, filter: ListFilter): Promise<{ items: UserRecord[]; total: number }> {
  const { n } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const sort = filter.sort ?? 'username';
  const order = filter.order ?? 'asc';
  let query = filtered(db, filter).selectAll('app_user').orderBy(`app_user.${sort}`, order);
  if (sort !== 'username') query = query.orderBy('app_user.username');
  const rows = await query.limit(filter.limit).offset(filter.offset).execute();
  return { items: await withRolesAndOffice(db, rows), total: Number(n) };
}

export async function getUser(db: Kysely<Database>, id: number): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withRolesAndOffice(db, [row]))[0] : undefined;
}

export const officeExists = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom('office').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const listOffices = (db: Kysely<Database>) => db.selectFrom('office').selectAll().orderBy('name').execute();

/** The id of the user holding `column = value`, other than `exceptId`. */
export async function holderOf(db: Kysely<Database>, column: 'username' | 'identity_key', value: string, exceptId: number | null): Promise<number | null> {
  let query = db.selectFrom('app_user').select('id').where(column, '=', value);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst())?.id ?? null;
}

export async function insertUser(db: Kysely<Database>, values: Insertable<AppUserTable>): Promise<number> {
  return (await db.insertInto('app_user').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateUser(db: Kysely<Database>, id: number, values: Updateable<AppUserTable>): Promise<void> {
  await db.updateTable('app_user').set(values).where('id', '=', id).execute();
}

/** Makes the user's roles exactly `roles`, keeping the grant time of those that stay. */
export async function replaceRoles(db: Kysely<Database>, userId: number, roles: readonly string[], current: readonly string[], at: string): Promise<void> {
  const removed = current.filter((r) => !roles.includes(r));
  const added = roles.filter((r) => !current.includes(r));
  if (removed.length) await db.deleteFrom('user_role').where('user_id', '=', userId).where('role', 'in', removed).execute();
  if (added.length)
    await db
      .insertInto('user_role')
      .values(added.map((role) => ({ user_id: userId, role, granted_at: at })))
      .execute();
}

/** True for the unique-constraint error of either database (two administrators saving the same username at once). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** How many enabled users hold the administrator role, leaving out `exceptId`. */
export async function countEnabledAdmins(db: Kysely<Database>, exceptId: number): Promise<number> {
  const { n } = await db
    .selectFrom('app_user')
    .innerJoin('user_role', 'user_role.user_id', 'app_user.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_role.role', '=', 'AD_administratorius')
    .where('app_user.disabled', '=', 0)
    .where('app_user.id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The enabled administrators' ids, their rows locked for the rest of the transaction
 * (PostgreSQL, FOR UPDATE in id order; SQLite runs one write transaction at a time anyway
 * and has no FOR UPDATE). Every change that could drop the last administrator takes the same
 * locks first, so two such changes run one after the other and the second sees the first's
 * result: two administrators disabling each other at once cannot leave none.
 */
export async function lockEnabledAdmins(db: Kysely<Database>, dialect: Dialect): Promise<number[]> {
  const query = db
    .selectFrom('app_user')
    .innerJoin('user_role', 'user_role.user_id', 'app_user.id')
    .select('app_user.id')
    .where('user_role.role', '=', 'AD_administratorius')
    .where('app_user.disabled', '=', 0)
    .orderBy('app_user.id');
  const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute();
  return rows.map((r) => Number(r.id));
}

/** The user's sessions not ended by anyone (idle ones included: the service drops them). */
export const unrevokedSessions = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('session')
    .select(['id', 'face', 'method', 'created_at', 'last_activity_at', 'idle_minutes', 'ip'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
