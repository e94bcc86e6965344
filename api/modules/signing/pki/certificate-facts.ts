/** What the administration shows of a certificate: subject, issuer, serial, validity, fingerprint. */
import type { SealCertificate } from '../../../../src/domain/contracts/trust.js';
import { sha256Hex } from '../canonical.js';
import { bytesOf, peculiarX509 } from './x509.js';

/** What the API shows of a certificate: subject, issuer, serial (hex), validity, SHA-256 of the DER (the contract's `sealCertificate`). */
export type CertificateFacts = SealCertificate;

/** The facts of a certificate (DER). */
export async function certificateFacts(der: Buffer): Promise<CertificateFacts> {
  const x509 = await peculiarX509();
  const cert = new x509.X509Certificate(bytesOf(der));
  return {
    subject: cert.subject,
    issuer: cert.issuer,
    serial: cert.serialNumber,
    notBefore: cert.notBefore.toISOString(),
    notAfter: cert.notAfter.toISOString(),
    fingerprint: sha256Hex(der),
  };
}
