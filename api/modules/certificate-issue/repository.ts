/** SQL of the certificates module: the land plot stand-in, the issued PDFs, the certificates waiting to be issued. */
import type { Kysely, Selectable } from 'kysely';
import type { CertificatePdfTable, Database, LandPlotTable } from '../../db/schema.js';

export type LandPlotRow = Selectable<LandPlotTable>;
export type CertificatePdfRow = Selectable<CertificatePdfTable>;

/** The rows `query` finds for a list of keys; none, without a query, for an empty list (SQL has no `in ()`). */
function forAny<K, R>(keys: readonly K[], query: (list: K[]) => Promise<R[]>): Promise<R[]> {
  return keys.length === 0 ? Promise.resolve([]) : query([...keys]);
}

/** The land plots of one owner (personal or legal-entity code), in unique-number order. */
export function plotsOf(db: Kysely<Database>, ownerCode: string): Promise<LandPlotRow[]> {
  return db.selectFrom('land_plot').selectAll().where('owner_code', '=', ownerCode).orderBy('unique_number').execute();
}

/** Plots by unique number, whoever owns them. */
export function plotsByNumber(db: Kysely<Database>, uniqueNumbers: readonly string[]): Promise<LandPlotRow[]> {
  return forAny(uniqueNumbers, (list) => db.selectFrom('land_plot').selectAll().where('unique_number', 'in', list).execute());
}

export async function insertPdf(db: Kysely<Database>, row: Omit<CertificatePdfRow, 'id' | 'deleted_at'>): Promise<void> {
  await db
    .insertInto('certificate_pdf')
    .values({ ...row, deleted_at: null })
    .execute();
}

export function pdfOf(db: Kysely<Database>, documentId: number): Promise<CertificatePdfRow | undefined> {
  return db.selectFrom('certificate_pdf').selectAll().where('document_id', '=', documentId).executeTakeFirst();
}

/** The PDFs of these certificates (for lists). */
export function pdfsOf(db: Kysely<Database>, documentIds: readonly number[]): Promise<CertificatePdfRow[]> {
  return forAny(documentIds, (list) => db.selectFrom('certificate_pdf').selectAll().where('document_id', 'in', list).execute());
}

/** Kept PDFs whose last day has passed (today is after keep_until). */
export function duePdfs(db: Kysely<Database>, today: string, limit: number): Promise<CertificatePdfRow[]> {
  return db.selectFrom('certificate_pdf').selectAll().where('deleted_at', 'is', null).where('keep_until', '<', today).orderBy('id').limit(limit).execute();
}

/** Marks a PDF deleted; false when another process did it first. */
export async function markDeleted(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('certificate_pdf').set({ deleted_at: at }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Transferred certificates of these types (a non-empty list) that have no PDF yet (issuing failed or has not run). */
function withoutPdf(db: Kysely<Database>, typeIds: readonly string[]) {
  return db
    .selectFrom('document')
    .leftJoin('certificate_pdf', 'certificate_pdf.document_id', 'document.id')
    .select('document.id')
    .where('document.type_id', 'in', [...typeIds])
    .where('document.status', '=', 'perduotas')
    .where('certificate_pdf.id', 'is', null);
}

/** Transferred certificates (of these types: the module's, content.ts) that have no PDF yet, oldest first. */
export async function awaitingIssue(db: Kysely<Database>, typeIds: readonly string[], limit: number) {
  if (typeIds.length === 0) return [];
  return withoutPdf(db, typeIds).orderBy('document.id').limit(limit).execute();
}

/** The same for one portal owner (issued when they open their list). */
export async function awaitingIssueOf(db: Kysely<Database>, typeIds: readonly string[], owner: { personCode: string | null; companyCode: string | null }) {
  if (typeIds.length === 0) return [];
  let q = withoutPdf(db, typeIds).where('document.owner_face', '=', 'portal');
  q = owner.companyCode
    ? q.where('document.owner_company_code', '=', owner.companyCode)
    : q.where('document.owner_person_code', '=', owner.personCode ?? '').where('document.owner_company_code', 'is', null);
  return q.orderBy('document.id').limit(50).execute();
}

/**
 * The issued certificates a portal owner may download (the /dokumentai list): owner by
 * company code when acting for a company, else by personal code.
 */
export async function issuedOf(db: Kysely<Database>, typeIds: readonly string[], owner: { personCode: string | null; companyCode: string | null }) {
  if (typeIds.length === 0) return [];
  let q = db
    .selectFrom('certificate_pdf')
    .innerJoin('document', 'document.id', 'certificate_pdf.document_id')
    .select([
      'document.id as id',
      'document.type_id as type_id',
      'certificate_pdf.number as number',
      'certificate_pdf.issued_at as issued_at',
      'certificate_pdf.keep_until as keep_until',
      'certificate_pdf.deleted_at as deleted_at',
      'certificate_pdf.size_bytes as size_bytes',
      'certificate_pdf.file_name as file_name',
    ])
    .where('document.type_id', 'in', [...typeIds])
    .where('document.owner_face', '=', 'portal');
  q = owner.companyCode
    ? q.where('document.owner_company_code', '=', owner.companyCode)
    : q.where('document.owner_person_code', '=', owner.personCode ?? '').where('document.owner_company_code', 'is', null);
  return q.orderBy('certificate_pdf.issued_at', 'desc').orderBy('document.id', 'desc').execute();
}
