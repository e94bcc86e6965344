/**
 * The project's verifier of signed containers (ASiC-E, ADOC): for each signature document,
 * every referenced file is in the container with its digest, every file is signed, the
 * signing certificate matches its digest in the signed properties, the signature value checks
 * against the certificate's key, and the certificate is trusted, valid at the signing time and
 * not revoked (pki/trust.ts). The signer is named by the certificate; a certificate of the
 * test PKI also names the user it was issued to.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ContainerError, openContainer, type ContainerStructureFault } from './asic.js';
import { certificateBySerial } from './pki/repository.js';
import { certificateFault, type TrustFault } from './pki/trust.js';
import { bytesOf, commonName, peculiarX509, personCodeOf, publicKeyOfCertificate, type x509 } from './pki/x509.js';
import { fileDigest, parseXadesSignature, xmlTools, signatureMatches, XadesError, type XadesFault } from './xades.js';

export type ContainerFault = ContainerStructureFault | XadesFault | TrustFault | 'data_digest_mismatch' | 'certificate_digest_mismatch' | 'bad_signature';

export interface SignerInfo {
  /** the certificate subject's common name */
  name: string;
  /** the certificate's serial (hex) and issuer */
  serial: string;
  issuer: string;
  /** the user a certificate of the test PKI was issued to, else null */
  userId: number | null;
  /** the Lithuanian personal code the certificate's subject names (serialNumber PNOLT-…), else null */
  personCode: string | null;
  /** the claimed signing time (xades:SigningTime) */
  signedAt: string;
}

export type ContainerVerification =
  | { valid: true; signers: SignerInfo[]; files: Map<string, Buffer> }
  | { valid: false; reason: ContainerFault; /** the signer, when the signature could be read */ signer?: SignerInfo };

async function signerOf(db: Kysely<Database>, cert: x509.X509Certificate, signedAt: string): Promise<SignerInfo> {
  const row = await certificateBySerial(db, cert.serialNumber);
  const ours = row?.kind === 'person' && row.user_id !== null && Buffer.from(row.certificate, 'base64').equals(Buffer.from(cert.rawData));
  return {
    name: commonName(cert),
    serial: cert.serialNumber,
    issuer: cert.issuer,
    userId: ours ? Number(row.user_id) : null,
    personCode: personCodeOf(cert),
    signedAt,
  };
}

/** Does the signature verify with the certificate's key? A key the crypto library cannot load (a crafted container) does not. */
function matchesCertificate(parsed: Parameters<typeof signatureMatches>[0], cert: x509.X509Certificate): boolean {
  try {
    return signatureMatches(parsed, publicKeyOfCertificate(cert));
  } catch {
    return false;
  }
}

/**
 * Verifies a container in full.
 * @param now the current instant (revocation is checked against the CRL of now)
 */
export async function verifyContainer(db: Kysely<Database>, container: Buffer, now: string, mimetypes?: readonly string[]): Promise<ContainerVerification> {
  const x509 = await peculiarX509();
  let opened;
  try {
    opened = await openContainer(container, mimetypes);
  } catch (error) {
    if (error instanceof ContainerError) return { valid: false, reason: error.reason };
    throw error;
  }
  const signers: SignerInfo[] = [];
  const covered = new Set<string>();
  await xmlTools(); // loaded outside the verdicts below: a missing package fails loudly
  for (const document of opened.signatures) {
    let parsed;
    let cert;
    try {
      parsed = await parseXadesSignature(document.xml);
      cert = new x509.X509Certificate(bytesOf(parsed.certificate));
    } catch (error) {
      if (error instanceof XadesError) return { valid: false, reason: error.reason };
      return { valid: false, reason: 'malformed' };
    }
    const signer = await signerOf(db, cert, parsed.signingTime);
    for (const ref of parsed.files) {
      const data = opened.files.get(ref.name);
      if (!data || !fileDigest(ref.hash, data).equals(ref.digest)) return { valid: false, reason: 'data_digest_mismatch', signer };
      covered.add(ref.name);
    }
    if (!fileDigest(parsed.certificateDigest.hash, parsed.certificate).equals(parsed.certificateDigest.digest))
      return { valid: false, reason: 'certificate_digest_mismatch', signer };
    if (!matchesCertificate(parsed, cert)) return { valid: false, reason: 'bad_signature', signer };
    const fault = await certificateFault(db, cert, parsed.signingTime, now);
    if (fault) return { valid: false, reason: fault, signer };
    signers.push(signer);
  }
  if ([...opened.files.keys()].some((name) => !covered.has(name))) return { valid: false, reason: 'manifest_mismatch' };
  return { valid: true, signers, files: opened.files };
}
