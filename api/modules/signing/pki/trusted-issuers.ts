/**
 * The trusted-issuers list as the administration section `pas-tvarkymas` sees it: list, add a
 * CA certificate (PEM or base64 DER; it must be a CA: basicConstraints cA; its subject at most
 * 400 characters, the column's width), trust an issuer again or no longer. Each change and its
 * audit event commit together.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Kysely } from 'kysely';
import type { trustedIssuer } from '../../../../src/domain/contracts/trust.js';
import type { Database } from '../../../db/schema.js';
import { writeAudit, type AuditOrigin } from '../../../lib/audit.js';
import { notFound, unprocessable } from '../../../lib/errors.js';
import { inTransaction } from '../../../lib/transaction.js';
import { sha256Hex } from '../canonical.js';
import * as repo from './repository.js';
import { bytesOf, peculiarX509 } from './x509.js';

export type TrustedIssuerView = FromSchema<typeof trustedIssuer>;

/** The width of trusted_issuer.name (migration 0017). */
export const MAX_ISSUER_NAME = 400;

async function viewOf(db: Kysely<Database>, row: repo.TrustedIssuerRow): Promise<TrustedIssuerView> {
  const x509 = await peculiarX509();
  const cert = new x509.X509Certificate(bytesOf(Buffer.from(row.certificate, 'base64')));
  return {
    id: Number(row.id),
    name: row.name,
    fingerprint: row.fingerprint,
    notBefore: cert.notBefore.toISOString(),
    notAfter: cert.notAfter.toISOString(),
    active: Number(row.active) === 1,
    testPki: (await repo.rootWithCertificate(db, row.certificate)) !== undefined,
    addedAt: row.added_at,
  };
}

export async function listTrustedIssuers(db: Kysely<Database>): Promise<TrustedIssuerView[]> {
  return Promise.all((await repo.trustedIssuers(db, false)).map((row) => viewOf(db, row)));
}

const refused = (key: string) => unprocessable([{ path: '/certificate', messageKey: key, severity: 'critical' }], key);
const invalid = () => refused('errors.trusted_issuer_invalid');

/** Reads a CA certificate from PEM or base64 DER. @throws 422 errors.trusted_issuer_invalid */
async function caCertificate(text: string): Promise<Buffer> {
  const x509 = await peculiarX509();
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) throw invalid();
  const der = Buffer.from(body, 'base64');
  let cert;
  try {
    cert = new x509.X509Certificate(bytesOf(der));
  } catch {
    throw invalid();
  }
  if (!cert.getExtension(x509.BasicConstraintsExtension)?.ca) throw invalid();
  return der;
}

export interface Actor {
  id: number;
  name: string;
}

/** @throws 422 errors.trusted_issuer_invalid, errors.trusted_issuer_name_too_long */
export async function addTrustedIssuer(db: Kysely<Database>, actor: Actor, certificate: string, at: string, origin: AuditOrigin): Promise<TrustedIssuerView> {
  const x509 = await peculiarX509();
  const der = await caCertificate(certificate);
  const cert = new x509.X509Certificate(bytesOf(der));
  if (cert.subject.length > MAX_ISSUER_NAME) throw refused('errors.trusted_issuer_name_too_long');
  const fingerprint = sha256Hex(der);
  const row = await inTransaction(db, async (trx) => {
    if (await repo.insertTrustedIssuer(trx, { name: cert.subject, fingerprint, certificate: der.toString('base64'), active: 1, added_at: at })) {
      await writeAudit(trx, at, origin, {
        actorId: actor.id,
        actorName: actor.name,
        action: 'trusted_issuer.added',
        objectType: 'trusted_issuer',
        details: { name: cert.subject, fingerprint },
      });
    }
    return (await repo.trustedIssuers(trx, false)).find((r) => r.fingerprint === fingerprint)!;
  });
  return viewOf(db, row);
}

/** @throws 404 unknown issuer */
export async function setTrustedIssuerActive(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  active: boolean,
  at: string,
  origin: AuditOrigin,
): Promise<TrustedIssuerView> {
  const row = await inTransaction(db, async (trx) => {
    if (!(await repo.setIssuerActive(trx, id, active))) throw notFound();
    const changed = (await repo.trustedIssuers(trx, false)).find((r) => Number(r.id) === id)!;
    await writeAudit(trx, at, origin, {
      actorId: actor.id,
      actorName: actor.name,
      action: active ? 'trusted_issuer.trusted' : 'trusted_issuer.distrusted',
      objectType: 'trusted_issuer',
      objectId: id,
      details: { name: changed.name },
    });
    return changed;
  });
  return viewOf(db, row);
}
