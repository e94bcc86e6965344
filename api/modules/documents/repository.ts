/** SQL for documents and their derived search rows. Callers pass a transaction for writes. */
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, DocumentTable } from '../../db/schema.js';
import type { OwnerStamp } from '../../../src/domain/access/ownership.js';
import type { AssetRow, PartyRow } from '../../../src/domain/documents/index-rows.js';
import type { Family } from '../../../src/domain/schema/vocabulary.js';

export type DocumentRow = Selectable<DocumentTable>;

export interface NewDocument {
  /** the catalogue family of the type (default documents) */
  family?: Family;
  typeId: string;
  status: string;
  schemaVersion: string;
  data: unknown;
  owner: OwnerStamp;
  at: string;
  /** a notary's assistant prepares it: the notary approves before signing (lifecycle) */
  needsNotaryApproval?: boolean;
}

export const ownerOf = (row: DocumentRow): OwnerStamp => ({
  face: row.owner_face as OwnerStamp['face'],
  userId: row.owner_user_id,
  officeId: row.owner_office_id,
  personCode: row.owner_person_code,
  companyCode: row.owner_company_code,
});

export async function insertDocument(db: Kysely<Database>, doc: NewDocument): Promise<number> {
  const row = await db
    .insertInto('document')
    .values({
      family: doc.family ?? 'documents',
      type_id: doc.typeId,
      status: doc.status,
      version: 1,
      schema_version: doc.schemaVersion,
      data: JSON.stringify(doc.data),
      owner_face: doc.owner.face,
      owner_user_id: doc.owner.userId,
      owner_office_id: doc.owner.officeId,
      owner_person_code: doc.owner.personCode,
      owner_company_code: doc.owner.companyCode,
      created_at: doc.at,
      updated_at: doc.at,
      updated_by: doc.owner.userId,
      needs_notary_approval: doc.needsNotaryApproval ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findDocument(db: Kysely<Database>, id: number): Promise<DocumentRow | undefined> {
  return db.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Writes new data only if the stored version is still `expectedVersion` (optimistic
 * concurrency): of two writers carrying one version exactly one succeeds.
 * @returns the new version, or null when the version had moved on
 */
export async function updateDocumentData(
  db: Kysely<Database>,
  id: number,
  expectedVersion: number,
  change: { data: unknown; schemaVersion: string; at: string; userId: number },
): Promise<number | null> {
  const result = await db
    .updateTable('document')
    .set({
      data: JSON.stringify(change.data),
      schema_version: change.schemaVersion,
      version: expectedVersion + 1,
      updated_at: change.at,
      updated_by: change.userId,
    })
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? expectedVersion + 1 : null;
}

/** Replaces the party and asset rows of a document. */
export async function replaceIndexRows(db: Kysely<Database>, id: number, rows: { parties: PartyRow[]; assets: AssetRow[] }): Promise<void> {
  await db.deleteFrom('document_party').where('document_id', '=', id).execute();
  await db.deleteFrom('document_asset').where('document_id', '=', id).execute();
  if (rows.parties.length > 0) {
    await db
      .insertInto('document_party')
      .values(rows.parties.map((p) => ({ document_id: id, role: p.role, person_type: p.personType, code: p.code, name: p.name, name_key: p.nameKey })))
      .execute();
  }
  if (rows.assets.length > 0) {
    await db
      .insertInto('document_asset')
      .values(rows.assets.map((a) => ({ document_id: id, item_id: a.itemId, kind: a.kind, identifier: a.identifier, value_eur: a.valueEur })))
      .execute();
  }
}

/**
 * Whose items a list holds besides the user's own: nobody else's; every workplace item and
 * every transferred one (registry staff and readers on documents); every transferred item of
 * any face (the NTR journal's users on requests and certificates). See policy.ts mayView.
 */
export type ListScope = 'own' | 'workplace' | 'transferred';

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
