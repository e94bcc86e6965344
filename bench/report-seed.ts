/**
 * What the administration's reports read, for bulk-seeded documents `first` … `first + count - 1`
 * (bench/bulk-seed.ts writes them as drafts): each is made a filing transferred on a day of
 * 2026 (id-spread over 12 × 28 days): 7 in 10 registered the next day, 2 awaiting a decision
 * past their deadline, 1 returned past its correction deadline (so `nep` has a long list); and
 * one search-log row per 10 documents naming a person of the search pool (personCodes), so
 * `susijusiems` of one person reads count / 10 / POOL rows. One UPDATE and two INSERT … SELECT,
 * then the statistics (and PostgreSQL's vacuum) autovacuum would bring.
 * @returns seconds taken
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../api/db/migrations/helpers.js';
import type { Database } from '../api/db/schema.js';
import { personCodes, POOL } from './search-index-seed.js';

export const REPORT_YEAR = 2026;

export async function seedReportRows(db: Kysely<Database>, first: number, count: number): Promise<number> {
  const started = performance.now();
  const pg = isPostgres(db as unknown as Kysely<unknown>);
  const last = first + count - 1;
  // the day of a document: month 1–12, day 1–28 (the next day, for the term, stays in the month)
  const two = (e: string) => (pg ? `lpad((${e})::text, 2, '0')` : `printf('%02d', ${e})`);
  const month = two('(id / 28) % 12 + 1');
  const day = two('id % 27 + 1');
  const nextDay = two('id % 27 + 2');
  const cat = (...parts: string[]) => parts.join(' || ');
  const at = (d: string) => cat(`'${REPORT_YEAR}-'`, month, `'-'`, d, `'T08:00:00.000Z'`);
  const date = (d: string) => cat(`'${REPORT_YEAR}-'`, month, `'-'`, d);
  await sql
    .raw(
      `update document set
        family = 'documents',
        transferred_at = ${at(day)},
        status = case when id % 10 < 7 then 'iregistruotas' when id % 10 < 9 then 'perduotas' else 'grazintas' end,
        registered_at = case when id % 10 < 7 then ${at(nextDay)} else null end,
        decision_deadline = case when id % 10 between 7 and 8 then ${date(nextDay)} else null end,
        correction_deadline = case when id % 10 = 9 then ${date(nextDay)} else null end
      where id between ${first} and ${last}`,
    )
    .execute(db);

  const user = await db.selectFrom('app_user').select(['id']).where('username', '=', 'DT_notaras').executeTakeFirstOrThrow();
  const codes = personCodes();
  const series = pg
    ? `select i from generate_series(${first}, ${last}, 10) as g(i)`
    : `with recursive n(i) as (select ${first} union all select i + 10 from n where i + 10 <= ${last}) select i from n`;
  const personOf = `case i % ${POOL} ${codes.map((c, k) => `when ${k} then '${c}'`).join(' ')} end`;
  const logAt = cat(`'${REPORT_YEAR}-'`, two('(i / 28) % 12 + 1'), `'-'`, two('i % 27 + 1'), `'T09:00:00.000Z'`);
  // ids far above the app's own rows, so the subjects can name their log row without a lookup
  const logId = `(i + 1000000000)`;
  await sql
    .raw(
      `insert into search_log (id, at, user_id, face, actor_name, actor_office, kind, criteria, purpose, requester_name, requester_code, result_count)
       select ${logId}, ${logAt}, ${Number(user.id)}, 'workplace', 'bench', null, 'fizinis', '{}', 'notarinis_veiksmas', null, null, 1 from (${series}) g`,
    )
    .execute(db);
  await sql.raw(`insert into search_log_subject (log_id, person_code) select ${logId}, ${personOf} from (${series}) g`).execute(db);
  // the state a live database is in once autovacuum has passed: statistics, and (PostgreSQL) the
  // visibility map that lets the reports read their covering indexes without the rows
  await sql.raw(pg ? 'vacuum analyze document' : 'analyze').execute(db);
  return (performance.now() - started) / 1000;
}
