/**
 * Is a signer's certificate one to accept (decision 0085)? It must be issued (signature checked)
 * by an active entry of the trusted-issuers list, be valid at the signing time, and not be on
 * its issuer's CRL — the test PKI's root publishes one (authority.ts); an issuer added by hand
 * without a CRL source is trusted on its signature alone.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import * as repo from './repository.js';
import { bytesOf, peculiarX509, type x509 } from './x509.js';

export const TRUST_FAULTS = ['untrusted', 'revoked', 'not_valid_at_signing_time'] as const;
export type TrustFault = (typeof TRUST_FAULTS)[number];

async function issuerOf(db: Kysely<Database>, cert: x509.X509Certificate, at: Date): Promise<x509.X509Certificate | null> {
  const x509 = await peculiarX509();
  for (const row of await repo.trustedIssuers(db, true)) {
    const issuer = new x509.X509Certificate(bytesOf(Buffer.from(row.certificate, 'base64')));
    if (issuer.subject !== cert.issuer || issuer.notBefore > at || issuer.notAfter < at) continue;
    // a signature algorithm or key the crypto library cannot use is simply not this issuer's
    if (await cert.verify({ publicKey: issuer, signatureOnly: true }).catch(() => false)) return issuer;
  }
  return null;
}

/**
 * Is `cert` on its issuer's CRL? Only the test PKI's root publishes one, and its CRL lists
 * exactly the revoked rows of pki_certificate (authority.ts currentCrl): the row of this very
 * certificate answers, without signing a fresh CRL for every check.
 */
async function isRevoked(db: Kysely<Database>, cert: x509.X509Certificate, issuer: x509.X509Certificate, now: string): Promise<boolean> {
  const root = await repo.rootWithCertificate(db, Buffer.from(issuer.rawData).toString('base64'));
  if (!root) return false;
  const row = await repo.certificateBySerial(db, cert.serialNumber);
  return row !== undefined && row.certificate === Buffer.from(cert.rawData).toString('base64') && row.revoked_at !== null && row.revoked_at <= now;
}

export interface CertificateStanding {
  /** the signing time is a date within the certificate's validity */
  validAtSigningTime: boolean;
  /** issued (signature checked) by an active trusted issuer valid at the signing time */
  trusted: boolean;
  /** on its issuer's CRL as of now */
  revoked: boolean;
}

/**
 * Where the certificate stands for a signature made at `signedAt`: valid then, chaining to a
 * trusted issuer, revoked.
 * @param now the current instant (the CRL's)
 */
export async function certificateStanding(
  db: Kysely<Database>,
  cert: x509.X509Certificate,
  signedAt: string | null,
  now: string,
): Promise<CertificateStanding> {
  const at = new Date(signedAt ?? Number.NaN);
  const validAtSigningTime = !Number.isNaN(at.getTime()) && cert.notBefore <= at && at <= cert.notAfter;
  const issuer = validAtSigningTime ? await issuerOf(db, cert, at) : null;
  return { validAtSigningTime, trusted: issuer !== null, revoked: issuer !== null && (await isRevoked(db, cert, issuer, now)) };
}

/**
 * Why the certificate is not to be accepted for a signature made at `signedAt`, or null.
 * @param now the current instant (the CRL's)
 */
export async function certificateFault(db: Kysely<Database>, cert: x509.X509Certificate, signedAt: string, now: string): Promise<TrustFault | null> {
  const standing = await certificateStanding(db, cert, signedAt, now);
  if (!standing.validAtSigningTime) return 'not_valid_at_signing_time';
  if (!standing.trusted) return 'untrusted';
  return standing.revoked ? 'revoked' : null;
}
