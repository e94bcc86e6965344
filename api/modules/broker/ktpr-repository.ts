/** SQL of the KTPR notices (migration 0028): the journal tab's page, one notice with its entry's type, the acknowledgement. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type KtprSort = 'received_at' | 'registry_number' | 'id';

export interface KtprFilter {
  /** neperskaitytas / perskaitytas */
  states?: readonly string[];
  /** a registry number or unique number prefix */
  q?: string;
}

const withType = (db: Kysely<Database>) => db.selectFrom('ktpr_notice as k').innerJoin('document as d', 'd.id', 'k.document_id');

export async function listKtpr(db: Kysely<Database>, f: KtprFilter, page: { sort: KtprSort; direction: 'asc' | 'desc'; limit: number; offset: number }) {
  let q = db.selectFrom('ktpr_notice');
  const states = f.states ?? [];
  if (states.length === 1) q = q.where('acknowledged_at', states[0] === 'perskaitytas' ? 'is not' : 'is', null);
  if (f.q) {
    const prefix = `${f.q.trim().toUpperCase()}%`;
    q = q.where((eb) => eb.or([eb('registry_number', 'like', prefix), eb('unique_number', 'like', prefix)]));
  }
  const [{ total }] = await q.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const items = await q.selectAll().orderBy(page.sort, page.direction).orderBy('id', page.direction).limit(page.limit).offset(page.offset).execute();
  return { total: Number(total), items };
}

export async function findKtpr(db: Kysely<Database>, id: number) {
  return withType(db).selectAll('k').select('d.type_id').where('k.id', '=', id).executeTakeFirst();
}

/** Acknowledged by the user, only if it was not yet. @returns whether it was acknowledged now */
export async function acknowledgeKtpr(db: Kysely<Database>, id: number, by: { id: number; name: string }, at: string): Promise<boolean> {
  const result = await db
    .updateTable('ktpr_notice')
    .set({ acknowledged_at: at, acknowledged_by: by.id, acknowledged_by_name: by.name })
    .where('id', '=', id)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
