/** SQL of the documents API's lists (one family at a time, in the user's scope). */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Family } from '../../../src/domain/schema/vocabulary.js';
import type { ListScope } from '../items/policy.js';

export interface ListFilter {
  family: Family;
  /** documents owned by this office (workplace) … */
  officeId?: number | null;
  /** … or by this user when the user has no office */
  userId?: number;
  /** portal: owned by this person / company */
  personCode?: string | null;
  companyCode?: string | null;
  face: 'workplace' | 'portal';
  scope: ListScope;
  statuses?: string[];
  typeIds?: string[];
}

/** The rows the session owns: src/domain/access/ownership.ts ownsObject, as SQL. */
function ownedBy(eb: ExpressionBuilder<Database, 'document'>, f: ListFilter) {
  const face = eb('owner_face', '=', f.face);
  if (f.face === 'portal') {
    return f.companyCode
      ? eb.and([face, eb('owner_company_code', '=', f.companyCode)])
      : eb.and([face, eb('owner_person_code', '=', f.personCode ?? ''), eb('owner_company_code', 'is', null)]);
  }
  if (f.officeId) return eb.and([face, eb('owner_office_id', '=', f.officeId)]);
  return eb.and([face, eb('owner_user_id', '=', f.userId ?? -1), eb('owner_office_id', 'is', null)]);
}

export type SortKey = 'updated_at' | 'created_at' | 'id' | 'status' | 'type_id';

export async function listDocuments(
  db: Kysely<Database>,
  filter: ListFilter,
  page: { limit: number; offset: number; sort: SortKey; direction: 'asc' | 'desc' },
) {
  let q = db.selectFrom('document').where('family', '=', filter.family);
  if (filter.scope === 'workplace') q = q.where((eb) => eb.or([eb('owner_face', '=', 'workplace'), eb('transferred_at', 'is not', null)]));
  else if (filter.scope === 'transferred') q = q.where((eb) => eb.or([eb('transferred_at', 'is not', null), ownedBy(eb, filter)]));
  else q = q.where((eb) => ownedBy(eb, filter));
  if (filter.statuses?.length) q = q.where('status', 'in', filter.statuses);
  if (filter.typeIds?.length) q = q.where('type_id', 'in', filter.typeIds);
  const [{ total }] = await q.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const items = await q
    .select(['id', 'type_id', 'status', 'version', 'created_at', 'updated_at'])
    .orderBy(page.sort, page.direction)
    .orderBy('id', page.direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total: Number(total), items };
}

/** The parties of many documents at once (list pages show debtors and creditors). */
export async function partiesOf(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('document_party').select(['document_id', 'role', 'name', 'code']).where('document_id', 'in', ids).execute();
}
