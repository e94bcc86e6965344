/** SQL for users, roles and sessions (the sign-in throttle's is throttle-repository.ts). */
import { PostgresAdapter, sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { columnsOf } from '../../db/columns.js';
import { prepared } from '../../db/prepared.js';
import type { AppUserTable, Database } from '../../db/schema.js';

export type UserRow = Selectable<AppUserTable> & { office_name: string | null; office_type: string | null };

function selectUser(db: Kysely<Database>) {
  return db
    .selectFrom('app_user')
    .leftJoin('office', 'office.id', 'app_user.office_id')
    .selectAll('app_user')
    .select(['office.name as office_name', 'office.type as office_type']);
}

export const findUserByUsername = (db: Kysely<Database>, username: string): Promise<UserRow | undefined> =>
  selectUser(db).where('app_user.username', '=', username).executeTakeFirst();

export const findUserById = (db: Kysely<Database>, id: number): Promise<UserRow | undefined> => selectUser(db).where('app_user.id', '=', id).executeTakeFirst();

/** The account of an identity the gateway asserts (person code + company code, see identityKey). */
export const findUserByIdentity = (db: Kysely<Database>, identityKey: string): Promise<UserRow | undefined> =>
  selectUser(db).where('app_user.identity_key', '=', identityKey).executeTakeFirst();

export async function listRoles(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('user_role').select('role').where('user_id', '=', userId).orderBy('role').execute();
  return rows.map((r) => r.role);
}

export interface NewSession {
  token_hash: string;
  user_id: number;
  face: string;
  method: string;
  at: string;
  idle_minutes: number;
  ip: string | null;
}

export async function insertSession(db: Kysely<Database>, s: NewSession): Promise<number> {
  const row = await db
    .insertInto('session')
    .values({
      token_hash: s.token_hash,
      user_id: s.user_id,
      face: s.face,
      method: s.method,
      created_at: s.at,
      last_activity_at: s.at,
      idle_minutes: s.idle_minutes,
      revoked_at: null,
      revoke_reason: null,
      ip: s.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The user's roles, sorted as listRoles sorts them, as one value of the session's row: a text
 * array on PostgreSQL (null without roles), a JSON array text on SQLite.
 */
function rolesOfSessionUser(db: Kysely<Database>): RawBuilder<string[] | string | null> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string[] | null>`(select array_agg(r.role order by r.role) from user_role r where r.user_id = ${sql.ref('session.user_id')})`
    : sql<string>`(select json_group_array(r.role order by r.role) from user_role r where r.user_id = ${sql.ref('session.user_id')})`;
}

/**
 * The session of a token hash — revoked or not (the caller decides) — with its user and all the
 * user's roles, as one row (`sessionOf` reads it). A route may join what it reads next to it, so
 * that both come in one statement (decision 0179): the session's own columns that a joined table
 * could also have are named `session_id` and `session_created_at`.
 */
export function selectSession(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select(['session.id as session_id', 'session.created_at as session_created_at'])
    .select(columnsOf('session', ['user_id', 'face', 'last_activity_at', 'idle_minutes', 'revoked_at']))
    .select(columnsOf('app_user', ['username', 'first_name', 'last_name', 'disabled', 'office_id', 'person_code', 'company_code']))
    .select(rolesOfSessionUser(db).as('roles'))
    .where('session.token_hash', '=', tokenHash);
}

/** A row of `selectSession`, with whatever a route joined to it. */
export type SessionRow = Awaited<ReturnType<ReturnType<typeof selectSession>['executeTakeFirstOrThrow']>>;

/** The session, its user and roles of a `selectSession` row. */
export const sessionOf = (row: SessionRow) => ({
  id: row.session_id,
  user_id: row.user_id,
  face: row.face,
  created_at: row.session_created_at,
  last_activity_at: row.last_activity_at,
  idle_minutes: row.idle_minutes,
  revoked_at: row.revoked_at,
  username: row.username,
  first_name: row.first_name,
  last_name: row.last_name,
  disabled: row.disabled,
  office_id: row.office_id,
  person_code: row.person_code,
  company_code: row.company_code,
  roles: Array.isArray(row.roles) ? row.roles : row.roles === null ? [] : (JSON.parse(row.roles) as string[]),
});

export type SessionWithRoles = ReturnType<typeof sessionOf>;

const sessionWithRoles = prepared((db, v: { tokenHash: string }) => selectSession(db, v.tokenHash));

/**
 * The session of a token hash with its user and roles (`selectSession`), in one statement:
 * every authenticated request asks this, so it is one round trip rather than two. Roles are
 * still read from the database on every request (ARCHITECTURE.md "Sessions").
 */
export async function findSessionWithRoles(db: Kysely<Database>, tokenHash: string): Promise<SessionWithRoles | undefined> {
  const [row] = (await sessionWithRoles(db, { tokenHash })).rows;
  return row && sessionOf(row);
}

const touch = prepared((db, v: { id: number; at: string }) =>
  db.updateTable('session').set({ last_activity_at: v.at }).where('id', '=', v.id).where('revoked_at', 'is', null),
);

export async function touchSession(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await touch(db, { id, at });
}

export async function revokeSession(db: Kysely<Database>, id: number, at: string, reason: string): Promise<void> {
  await db.updateTable('session').set({ revoked_at: at, revoke_reason: reason }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

/** Revokes every live session of a user; returns how many there were. */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, at: string, reason: string): Promise<number> {
  const result = await db
    .updateTable('session')
    .set({ revoked_at: at, revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Stamps a successful sign-in. The first one also resets the self-service contract acceptance (spec §4). */
export async function recordSignIn(db: Kysely<Database>, userId: number, at: string, first: boolean): Promise<void> {
  await db
    .updateTable('app_user')
    .set(first ? { last_login_at: at, self_service_contract: 0 } : { last_login_at: at })
    .where('id', '=', userId)
    .execute();
}

/** The user's accessibility mode (spec §9), 0/1. */
export async function setAccessibilityMode(db: Kysely<Database>, userId: number, on: boolean, at: string): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ accessibility_mode: on ? 1 : 0, updated_at: at })
    .where('id', '=', userId)
    .execute();
}
