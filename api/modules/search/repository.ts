/**
 * SQL of register search: the index query (bounded, sorted on a whitelist), the entry an
 * opened result shows, the append-only log and its subjects, saved searches.
 */
import type { Kysely } from 'kysely';
import { inTransaction } from '../../lib/transaction.js';
import type { IndexQuery, SearchSort } from '../../../src/domain/search/criteria.js';
import type { SearchKind } from '../../../src/domain/search/scopes.js';
import type { Database } from '../../db/schema.js';

export interface IndexSearch {
  kind: SearchKind;
  query: IndexQuery;
  withHistory: boolean;
  sort: SearchSort;
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** counting stops here: the answer says "more than" instead of scanning on */
  cap: number;
  /** one row per entry (the exists level says only that an entry exists), else one per matched party or key */
  perEntry: boolean;
}

/** The first string after every string that starts with `prefix` (byte order: SQLite, and the "C" column of PostgreSQL). */
const after = (prefix: string) => prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);

function matching(db: Kysely<Database>, s: Pick<IndexSearch, 'kind' | 'query' | 'withHistory'>) {
  let q = db.selectFrom('search_index').where('kind', '=', s.kind);
  if (s.query.by === 'code') q = q.where('code', '=', s.query.value);
  else {
    // an index range, never LIKE '%…%': the prefix of one of the name's words
    q = q.where('name_key', '>=', s.query.prefix).where('name_key', '<', after(s.query.prefix));
    if (s.query.birthDate) q = q.where('birth_date', '=', s.query.birthDate);
  }
  return s.withHistory ? q : q.where('in_force', '=', 1);
}

const ENTRY_COLUMNS = ['document_id', 'in_force', 'registered_at', 'registry_number', 'type_id', 'family'] as const;
const RESULT_COLUMNS = [...ENTRY_COLUMNS, 'party_seq', 'role', 'code', 'name'] as const;
// the exists level sorts by name as by registry number: it shows no names
const ENTRY_SORT: Record<SearchSort, 'registered_at' | 'registry_number'> = {
  registeredAt: 'registered_at',
  registryNumber: 'registry_number',
  name: 'registry_number',
};
const SORT_COLUMN: Record<SearchSort, 'registered_at' | 'registry_number' | 'name'> = {
  registeredAt: 'registered_at',
  registryNumber: 'registry_number',
  name: 'name',
};

/** How many results match, counted up to `cap + 1`. */
export async function countMatches(db: Kysely<Database>, s: IndexSearch): Promise<number> {
  // one party is found by several of its name's words: grouping by (entry, party) answers it once
  const inner = matching(db, s)
    .select('document_id')
    .groupBy(s.perEntry ? [...ENTRY_COLUMNS] : [...RESULT_COLUMNS])
    .limit(s.cap + 1);
  const row = await db
    .selectFrom(inner.as('m'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of results (`party_seq`, `role`, `code`, `name` are null per entry). */
export async function pageOfMatches(db: Kysely<Database>, s: IndexSearch) {
  if (s.perEntry) {
    const rows = await matching(db, s)
      .select([...ENTRY_COLUMNS])
      .groupBy([...ENTRY_COLUMNS])
      .orderBy(ENTRY_SORT[s.sort], s.dir)
      .orderBy('document_id', s.dir)
      .limit(s.limit)
      .offset(s.offset)
      .execute();
    return rows.map((r) => ({ ...r, document_id: Number(r.document_id), party_seq: null, role: null, code: null, name: null }));
  }
  const rows = await matching(db, s)
    .select([...RESULT_COLUMNS])
    .groupBy([...RESULT_COLUMNS])
    .orderBy(SORT_COLUMN[s.sort], s.dir)
    .orderBy('document_id', s.dir)
    .orderBy('party_seq')
    .limit(s.limit)
    .offset(s.offset)
    .execute();
  return rows.map((r) => ({ ...r, document_id: Number(r.document_id) }));
}

/** The codes of the natural persons the search matched in entries `documentIds` (what an exists-level answer touched without showing it). */
export async function matchedCodes(db: Kysely<Database>, s: IndexSearch, documentIds: number[]): Promise<string[]> {
  if (documentIds.length === 0) return [];
  const rows = await matching(db, s).select('code').distinct().where('document_id', 'in', documentIds).where('code', 'is not', null).execute();
  return rows.map((r) => r.code!);
}

/** The index rows of one entry (one per party and key; empty when it is not a registered or deregistered entry). */
export async function entryRows(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('search_index')
    .select(['party_seq', 'kind', 'role', 'code', 'name', 'in_force', 'registered_at', 'registry_number', 'type_id', 'family'])
    .where('document_id', '=', id)
    .groupBy(['party_seq', 'kind', 'role', 'code', 'name', 'in_force', 'registered_at', 'registry_number', 'type_id', 'family'])
    .orderBy('party_seq')
    .execute();
}

/** The versions of an entry (its history), oldest first. */
export async function versionsOf(db: Kysely<Database>, id: number) {
  return db.selectFrom('document_version').select(['version', 'status', 'action', 'at']).where('document_id', '=', id).orderBy('version').execute();
}

interface NewLogRow {
  at: string;
  userId: number;
  face: string;
  actorName: string;
  officeId: number | null;
  kind: string;
  criteria: Record<string, string>;
  purpose: string | null;
  requesterName: string | null;
  requesterCode: string | null;
  resultCount: number;
  /** natural persons the search found or asked for by code */
  subjects: string[];
}

/** Appends one search to the log with its subjects, in one transaction (the caller's when there is one). */
export function appendLog(db: Kysely<Database>, r: NewLogRow): Promise<void> {
  return inTransaction(db, (trx) => insertLog(trx, r));
}

async function insertLog(db: Kysely<Database>, r: NewLogRow): Promise<void> {
  const office = r.officeId === null ? undefined : await db.selectFrom('office').select('name').where('id', '=', r.officeId).executeTakeFirst();
  const { id } = await db
    .insertInto('search_log')
    .values({
      at: r.at,
      user_id: r.userId,
      face: r.face,
      actor_name: r.actorName,
      actor_office: office?.name ?? null,
      kind: r.kind,
      criteria: JSON.stringify(r.criteria),
      purpose: r.purpose,
      requester_name: r.requesterName,
      requester_code: r.requesterCode,
      result_count: r.resultCount,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (r.subjects.length > 0)
    await db
      .insertInto('search_log_subject')
      .values(r.subjects.map((person_code) => ({ log_id: Number(id), person_code })))
      .execute();
}

/** The user's own searches, newest first. */
export async function logOfUser(db: Kysely<Database>, userId: number, face: string, offset: number, limit: number) {
  const base = db.selectFrom('search_log').where('user_id', '=', userId).where('face', '=', face);
  const [{ n }] = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).execute();
  const rows = await base.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return { total: Number(n), rows };
}

/** The searches that found a person (the data subject's view), newest first. */
/**
 * The search log rows that asked for or showed a person (search_log_subject), newest first:
 * the portal's "who searched my data" page reads a page of them, the administration report
 * susijusiems every row of a period [start, end).
 */
export async function logAboutPerson(
  db: Kysely<Database>,
  personCode: string,
  o: { page?: { offset: number; limit: number }; period?: { start: string; end: string } } = {},
) {
  let base = db
    .selectFrom('search_log_subject')
    .innerJoin('search_log', 'search_log.id', 'search_log_subject.log_id')
    .where('search_log_subject.person_code', '=', personCode);
  if (o.period) base = base.where('search_log.at', '>=', o.period.start).where('search_log.at', '<', o.period.end);
  const [{ n }] = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).execute();
  let rows = base
    .select(['search_log.at', 'search_log.actor_name', 'search_log.actor_office', 'search_log.purpose', 'search_log.kind', 'search_log.criteria'])
    .orderBy('search_log.at', 'desc')
    .orderBy('search_log.id', 'desc');
  if (o.page) rows = rows.limit(o.page.limit).offset(o.page.offset);
  return { total: Number(n), rows: await rows.execute() };
}

export const savedOfUser = (db: Kysely<Database>, userId: number, face: string) =>
  db
    .selectFrom('saved_search')
    .selectAll()
    .where('user_id', '=', userId)
    .where('face', '=', face)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const savedById = (db: Kysely<Database>, id: number, userId: number, face: string) =>
  db.selectFrom('saved_search').selectAll().where('id', '=', id).where('user_id', '=', userId).where('face', '=', face).executeTakeFirst();

export async function insertSaved(
  db: Kysely<Database>,
  v: { userId: number; face: string; name: string; kind: string; criteria: Record<string, string>; at: string },
) {
  const { id } = await db
    .insertInto('saved_search')
    .values({ user_id: v.userId, face: v.face, name: v.name, kind: v.kind, criteria: JSON.stringify(v.criteria), created_at: v.at, updated_at: v.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function renameSaved(db: Kysely<Database>, id: number, userId: number, face: string, name: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('saved_search')
    .set({ name, updated_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('face', '=', face)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteSaved(db: Kysely<Database>, id: number, userId: number, face: string): Promise<boolean> {
  const r = await db.deleteFrom('saved_search').where('id', '=', id).where('user_id', '=', userId).where('face', '=', face).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
