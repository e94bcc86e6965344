/**
 * SQL of the administration's reports (decision 0145): the database does the counting. Filings
 * of a period are counted per type, status and office against the decision term, which comes
 * with the query as data — intervals of transfer instants sharing one term end (calendar.ts) —
 * so SQL compares instants only, the same on both dialects. Overdue items are counted into
 * lateness bands by deadline ranges (calendar.ts `bandFloors`) and paged in deadline order,
 * reading the indexes of migration 0037.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { AWAITING_DECISION } from '../../../src/domain/lifecycle/statuses.js';
import type { Database } from '../../db/schema.js';
import type { TermInterval } from './calendar.js';

type Count = number | string | bigint;

export interface FilingCount {
  type_id: string;
  status: string;
  office_id: number | string | null;
  office_name: string | null;
  transferred: Count;
  in_term: Count;
  late: Count;
}

/** Filings of a family transferred within the intervals (a period's days), counted per type, status and office. */
export async function filingCounts(db: Kysely<Database>, family: 'documents' | 'requests', intervals: readonly TermInterval[]): Promise<FilingCount[]> {
  const calendar = sql.join(intervals.map((i) => sql`(${i.startsAt}, ${i.endsAt}, ${i.termEndsAt})`));
  // the calendar drives the join (SQLite keeps a cross join's order): one index range per interval
  const { rows } = await sql<FilingCount>`
    with term (starts_at, ends_at, term_ends_at) as (values ${calendar})
    select g.type_id, g.status, g.office_id, office.name as office_name, g.transferred, g.in_term, g.late
    from (
      select d.type_id, d.status, d.owner_office_id as office_id, count(*) as transferred,
        sum(case when d.registered_at < t.term_ends_at then 1 else 0 end) as in_term,
        sum(case when d.registered_at >= t.term_ends_at then 1 else 0 end) as late
      from term t cross join document d
      where d.family = ${family} and d.transferred_at >= t.starts_at and d.transferred_at < t.ends_at
      group by d.type_id, d.status, d.owner_office_id
    ) g
    left join office on office.id = g.office_id`.execute(db);
  return rows;
}

export interface OverdueRow {
  id: number;
  family: string;
  type_id: string;
  status: string;
  deadline: string;
  term: 'decision' | 'correction';
  office_name: string | null;
}

const FAMILIES = sql.join(['documents', 'requests'].map((f) => sql.lit(f)));

/** Items past their term on `today` (YYYY-MM-DD) as (id, term, deadline): a decision awaited or a correction due. */
function overdue(today: string): RawBuilder<unknown> {
  const awaiting = sql.join(AWAITING_DECISION.map((s) => sql.lit(s)));
  return sql`
    select d.id, 'decision' as term, d.decision_deadline as deadline from document d
    where d.status in (${awaiting}) and d.decision_deadline < ${today} and d.family in (${FAMILIES})
    union all
    select d.id, 'correction' as term, d.correction_deadline as deadline from document d
    where d.status = 'grazintas' and d.correction_deadline < ${today} and d.family in (${FAMILIES})`;
}

/** The overdue items in report order (oldest deadline first); `page` limits them. */
async function overdueRows(db: Kysely<Database>, today: string, page?: { limit: number; offset: number }): Promise<OverdueRow[]> {
  const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const { rows } = await sql<OverdueRow>`
    select d.id, d.family, d.type_id, d.status, p.deadline, p.term, office.name as office_name
    from (select o.id, o.term, o.deadline from (${overdue(today)}) o order by o.deadline, o.id ${limit}) p
    join document d on d.id = p.id
    left join office on office.id = d.owner_office_id
    order by p.deadline, p.id`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** One page of the overdue items. */
export const overduePage = (db: Kysely<Database>, today: string, limit: number, offset: number): Promise<OverdueRow[]> =>
  overdueRows(db, today, { limit, offset });

/** Every item past its term on `today`, for the CSV. */
export const allOverdueItems = (db: Kysely<Database>, today: string): Promise<OverdueRow[]> => overdueRows(db, today);

/**
 * The overdue items counted per term and band: band i holds the deadlines on or after
 * floors[i] and before floors[i - 1]; the band with a null floor takes every earlier deadline
 * (-1 when there is none).
 */
export async function overdueByBand(
  db: Kysely<Database>,
  today: string,
  floors: readonly (string | null)[],
): Promise<{ term: 'decision' | 'correction'; band: number; n: number }[]> {
  const open = floors.indexOf(null);
  const whens = floors.flatMap((floor, i) => (floor === null ? [] : [sql`when o.deadline >= ${floor} then ${sql.lit(i)}`]));
  const band = sql`${sql.join(whens, sql` `)} else ${sql.lit(open)}`;
  const { rows } = await sql<{ term: 'decision' | 'correction'; band: Count; n: Count }>`
    select o.term, case ${band} end as band, count(*) as n from (${overdue(today)}) o group by 1, 2`.execute(db);
  return rows.map((r) => ({ term: r.term, band: Number(r.band), n: Number(r.n) }));
}
