/**
 * SQL of the administration's reports. Filings are grouped in the database by type, status,
 * office and the UTC hours of their transfer and registration: an hour falls on one
 * Lithuanian calendar day (the offset is whole hours), so aggregate.ts can tell the day and
 * the legal term exactly without time-zone arithmetic in SQL, on both dialects.
 */
import { sql, type Kysely } from 'kysely';
import { AWAITING_DECISION } from '../../../src/domain/lifecycle/statuses.js';
import type { Database } from '../../db/schema.js';

export interface FilingGroup {
  type_id: string;
  status: string;
  office_id: number | null;
  office_name: string | null;
  /** UTC hour of the transfer: YYYY-MM-DDTHH */
  transferred_hour: string;
  /** UTC hour of the registration, null when not registered */
  registered_hour: string | null;
  n: number | string | bigint;
}

/** Filings of a family transferred in [start, end) (UTC instants), grouped for aggregate.ts. */
export async function filingGroups(db: Kysely<Database>, family: 'documents' | 'requests', start: string, end: string): Promise<FilingGroup[]> {
  const transferredHour = sql<string>`substr(document.transferred_at, 1, 13)`;
  const registeredHour = sql<string | null>`substr(document.registered_at, 1, 13)`;
  return db
    .selectFrom('document')
    .leftJoin('office', 'office.id', 'document.owner_office_id')
    .where('document.family', '=', family)
    .where('document.transferred_at', '>=', start)
    .where('document.transferred_at', '<', end)
    .select([
      'document.type_id',
      'document.status',
      'document.owner_office_id as office_id',
      'office.name as office_name',
      transferredHour.as('transferred_hour'),
      registeredHour.as('registered_hour'),
      (eb) => eb.fn.countAll().as('n'),
    ])
    .groupBy(['document.type_id', 'document.status', 'document.owner_office_id', 'office.name', transferredHour, registeredHour])
    .execute() as Promise<FilingGroup[]>;
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

function overdue(db: Kysely<Database>, today: string) {
  return db
    .selectFrom('document')
    .leftJoin('office', 'office.id', 'document.owner_office_id')
    .where('document.family', 'in', ['documents', 'requests'])
    .where((eb) =>
      eb.or([
        eb.and([eb('document.status', 'in', [...AWAITING_DECISION]), eb('document.decision_deadline', '<', today)]),
        eb.and([eb('document.status', '=', 'grazintas'), eb('document.correction_deadline', '<', today)]),
      ]),
    );
}

const deadline = sql<string>`coalesce(document.decision_deadline, document.correction_deadline)`;

/** The overdue items in report order (oldest deadline first); `page` limits them. */
async function overdueRows(db: Kysely<Database>, today: string, page?: { limit: number; offset: number }): Promise<OverdueRow[]> {
  let q = overdue(db, today)
    .select([
      'document.id',
      'document.family',
      'document.type_id',
      'document.status',
      deadline.as('deadline'),
      sql<'decision' | 'correction'>`case when document.status = 'grazintas' then 'correction' else 'decision' end`.as('term'),
      'office.name as office_name',
    ])
    .orderBy(deadline)
    .orderBy('document.id');
  if (page) q = q.limit(page.limit).offset(page.offset);
  return (await q.execute()).map((r) => ({ ...r, id: Number(r.id) })) as OverdueRow[];
}

/** Items past their term on `today` (YYYY-MM-DD): a decision awaited or a correction due; one page and the total. */
export async function overdueItems(db: Kysely<Database>, today: string, limit: number, offset: number): Promise<{ total: number; rows: OverdueRow[] }> {
  const [count, rows] = await Promise.all([
    overdue(db, today)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    overdueRows(db, today, { limit, offset }),
  ]);
  return { total: Number(count.n), rows };
}

/** The overdue items counted per term and deadline (few distinct deadlines), for the chart's bands. */
export async function overdueByDeadline(db: Kysely<Database>, today: string): Promise<{ term: 'decision' | 'correction'; deadline: string; n: number }[]> {
  const term = sql<'decision' | 'correction'>`case when document.status = 'grazintas' then 'correction' else 'decision' end`;
  const rows = await overdue(db, today)
    .select([term.as('term'), deadline.as('deadline'), (eb) => eb.fn.countAll().as('n')])
    .groupBy([term, deadline])
    .execute();
  return rows.map((r) => ({ term: r.term, deadline: r.deadline, n: Number(r.n) }));
}

/** Every item past its term on `today`, for the CSV (one query, no count). */
export const allOverdueItems = (db: Kysely<Database>, today: string): Promise<OverdueRow[]> => overdueRows(db, today);
