/**
 * The trusted-issuers list as the administration section `pas-tvarkymas` sees it: list, add a
 * CA certificate (PEM or base64 DER; it must be a CA: basicConstraints cA), trust an issuer
 * again or no longer. Changes are audited.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { writeAudit, type AuditOrigin } from '../../../lib/audit.js';
import { notFound, unprocessable } from '../../../lib/errors.js';
import { sha256Hex } from '../canonical.js';
import * as repo from './repository.js';
import { bytesOf, x509 } from './x509.js';

export interface TrustedIssuerView {
  id: number;
  name: string;
  fingerprint: string;
  notBefore: string;
  notAfter: string;
  active: boolean;
  testPki: boolean;
  addedAt: string;
}

async function viewOf(db: Kysely<Database>, row: repo.TrustedIssuerRow): Promise<TrustedIssuerView> {
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

const invalid = () => unprocessable([{ path: '/certificate', messageKey: 'errors.trusted_issuer_invalid', severity: 'critical' }], 'errors.trusted_issuer_invalid');

/** Reads a CA certificate from PEM or base64 DER. @throws 422 errors.trusted_issuer_invalid */
function caCertificate(text: string): Buffer {
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

export async function addTrustedIssuer(db: Kysely<Database>, actor: Actor, certificate: string, at: string, origin: AuditOrigin): Promise<TrustedIssuerView> {
  const der = caCertificate(certificate);
  const cert = new x509.X509Certificate(bytesOf(der));
  const fingerprint = sha256Hex(der);
  if (await repo.insertTrustedIssuer(db, { name: cert.subject, fingerprint, certificate: der.toString('base64'), active: 1, added_at: at })) {
    await writeAudit(db, at, origin, { actorId: actor.id, actorName: actor.name, action: 'trusted_issuer.added', objectType: 'trusted_issuer', details: { name: cert.subject, fingerprint } });
  }
  const row = (await repo.trustedIssuers(db, false)).find((r) => r.fingerprint === fingerprint)!;
  return viewOf(db, row);
}

export async function setTrustedIssuerActive(db: Kysely<Database>, actor: Actor, id: number, active: boolean, at: string, origin: AuditOrigin): Promise<TrustedIssuerView> {
  if (!(await repo.setIssuerActive(db, id, active))) throw notFound();
  const row = (await repo.trustedIssuers(db, false)).find((r) => Number(r.id) === id)!;
  await writeAudit(db, at, origin, { actorId: actor.id, actorName: actor.name, action: active ? 'trusted_issuer.trusted' : 'trusted_issuer.distrusted', objectType: 'trusted_issuer', objectId: id, details: { name: row.name } });
  return viewOf(db, row);
}
