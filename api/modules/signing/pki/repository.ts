/** SQL of the test PKI (`pki_certificate`) and of the trusted-issuers list (`trusted_issuer`). */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PkiCertificateTable, TrustedIssuerTable } from '../../../db/schema.js';

export type PkiCertificateRow = Selectable<PkiCertificateTable>;
export type TrustedIssuerRow = Selectable<TrustedIssuerTable>;

export async function insertCertificate(db: Kysely<Database>, row: Insertable<PkiCertificateTable>): Promise<void> {
  await db.insertInto('pki_certificate').values(row).execute();
}

/** The newest certificate of a kind (root, seal), or of a person. */
export async function latestCertificate(db: Kysely<Database>, kind: string, userId: number | null = null): Promise<PkiCertificateRow | undefined> {
  let query = db.selectFrom('pki_certificate').selectAll().where('kind', '=', kind);
  query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
  return query.orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The test PKI's root whose certificate (DER, base64) this is, if any. */
export async function rootWithCertificate(db: Kysely<Database>, certificate: string): Promise<PkiCertificateRow | undefined> {
  return db.selectFrom('pki_certificate').selectAll().where('kind', '=', 'root').where('certificate', '=', certificate).executeTakeFirst();
}

export async function certificateBySerial(db: Kysely<Database>, serial: string): Promise<PkiCertificateRow | undefined> {
  return db.selectFrom('pki_certificate').selectAll().where('serial', '=', serial).executeTakeFirst();
}

export async function revokedCertificates(db: Kysely<Database>): Promise<{ serial: string; revoked_at: string }[]> {
  const rows = await db.selectFrom('pki_certificate').select(['serial', 'revoked_at']).where('revoked_at', 'is not', null).orderBy('id').execute();
  return rows.map((r) => ({ serial: r.serial, revoked_at: r.revoked_at! }));
}

export async function markRevoked(db: Kysely<Database>, serial: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('pki_certificate')
    .set({ revoked_at: at })
    .where('serial', '=', serial)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function trustedIssuers(db: Kysely<Database>, activeOnly: boolean): Promise<TrustedIssuerRow[]> {
  let query = db.selectFrom('trusted_issuer').selectAll();
  if (activeOnly) query = query.where('active', '=', 1);
  return query.orderBy('id').execute();
}

/** Adds an issuer (already listed: nothing changes); true when a row was added. */
export async function insertTrustedIssuer(db: Kysely<Database>, row: Insertable<TrustedIssuerTable>): Promise<boolean> {
  const result = await db
    .insertInto('trusted_issuer')
    .values(row)
    .onConflict((oc) => oc.column('fingerprint').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function setIssuerActive(db: Kysely<Database>, id: number, active: boolean): Promise<boolean> {
  const result = await db
    .updateTable('trusted_issuer')
    .set({ active: active ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
