/** SQL of classifier values (table classifier_value, migration 0027). */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ClassifierValueTable, Database } from '../../db/schema.js';

export type ClassifierValueRow = Selectable<ClassifierValueTable>;

export interface ValueQuery {
  classifier: string;
  q?: string;
  state: 'current' | 'retired' | 'all';
  sort: 'code' | 'name_lt' | 'name_en' | 'valid_from' | 'valid_to';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** Values valid at `at`: started, and not ended. */
const validAt = (at: string) => sql<boolean>`valid_from <= ${at} and (valid_to is null or valid_to > ${at})`;

/** Per classifier: how many values it has, and how many are valid at `at`. */
export async function counts(db: Kysely<Database>, at: string): Promise<Map<string, { current: number; total: number }>> {
  const rows = await db
    .selectFrom('classifier_value')
    .select(['classifier', sql<number>`count(*)`.as('total'), sql<number>`sum(case when ${validAt(at)} then 1 else 0 end)`.as('current')])
    .groupBy('classifier')
    .execute();
  return new Map(rows.map((r) => [r.classifier, { current: Number(r.current ?? 0), total: Number(r.total) }]));
}

/** One page of a classifier's values (filter by text and state, sorted, ties by id). */
export async function page(db: Kysely<Database>, query: ValueQuery, at: string): Promise<{ total: number; rows: ClassifierValueRow[] }> {
  let base = db.selectFrom('classifier_value').where('classifier', '=', query.classifier);
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(
      sql<boolean>`(lower(code) like ${like} escape '\\' or lower(name_lt) like ${like} escape '\\' or lower(name_en) like ${like} escape '\\')`,
    );
  }
  if (query.state === 'current') base = base.where(validAt(at));
  if (query.state === 'retired') base = base.where('valid_to', '<=', at);
  const { total } = await base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(query.sort, query.order)
    .orderBy('id', query.order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { total: Number(total), rows };
}

export type Validity = Pick<ClassifierValueRow, 'code' | 'valid_from' | 'valid_to'>;

/** Every value of a classifier with its validity (the classifier check's copy, value-cache.ts). */
export const validities = (db: Kysely<Database>, classifier: string): Promise<Validity[]> =>
  db.selectFrom('classifier_value').select(['code', 'valid_from', 'valid_to']).where('classifier', '=', classifier).execute();

/** Every value of a classifier valid at `at`, by code. */
export const currentValues = (db: Kysely<Database>, classifier: string, at: string) =>
  db.selectFrom('classifier_value').select(['code', 'name_lt', 'name_en']).where('classifier', '=', classifier).where(validAt(at)).orderBy('code').execute();

/** Every value of a classifier, retired ones too, by code. */
export const allNames = (db: Kysely<Database>, classifier: string) =>
  db.selectFrom('classifier_value').select(['code', 'name_lt', 'name_en']).where('classifier', '=', classifier).orderBy('code').execute();

export const byCode = (db: Kysely<Database>, classifier: string, code: string) =>
  db.selectFrom('classifier_value').selectAll().where('classifier', '=', classifier).where('code', '=', code).executeTakeFirst();

export const byId = (db: Kysely<Database>, classifier: string, id: number) =>
  db.selectFrom('classifier_value').selectAll().where('classifier', '=', classifier).where('id', '=', id).executeTakeFirst();

export async function insert(db: Kysely<Database>, row: Omit<ClassifierValueRow, 'id'>): Promise<number> {
  const { id } = await db.insertInto('classifier_value').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

export async function update(
  db: Kysely<Database>,
  id: number,
  change: Partial<Pick<ClassifierValueRow, 'name_lt' | 'name_en' | 'valid_to'>>,
  at: string,
): Promise<void> {
  await db
    .updateTable('classifier_value')
    .set({ ...change, updated_at: at })
    .where('id', '=', id)
    .execute();
}
