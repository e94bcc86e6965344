/**
 * The seal of a sealed PDF as a visitor's validator reads it (pades.ts writes it): the last
 * signature dictionary's /ByteRange and /Contents (a detached CMS SignedData), its signer's
 * certificate, whether the CMS checks over exactly the bytes the range covers and the range
 * covers the whole file (nothing was added after sealing), and the certificate's standing in
 * the trusted-issuers list and the CRL (pki/trust.ts). Read from the PDF itself, so what the
 * verification page says cannot disagree with the file.
 */
import type { Kysely } from 'kysely';
import type * as pkijs from 'pkijs';
import type { FromSchema } from 'json-schema-to-ts';
import type { pdfSealView } from '../../../src/domain/contracts/extracts.js';
import type { Database } from '../../db/schema.js';
import { certificateStanding } from './pki/trust.js';
import { asn1Js, bytesOf, commonName, peculiarX509, pkiJs, type x509 } from './pki/x509.js';

/** Why a PDF's seal does not verify (texts: lifecycle.signature.<reason>). */
export type PdfSealFault = 'bad_signature' | 'data_digest_mismatch' | 'untrusted' | 'revoked' | 'not_valid_at_signing_time';

export interface PdfSeal {
  /** the seal checks: CMS over the whole file, a trusted issuer, valid when sealed, not revoked */
  valid: boolean;
  reason: PdfSealFault | null;
  /** the signer's common name */
  signer: string;
  /** the signature dictionary's /M (or the CMS signing time), ISO */
  signedAt: string | null;
  subject: string;
  issuer: string;
  /** the certificate's serial number, hex */
  serial: string;
  notBefore: string;
  notAfter: string;
  /** the certificate is issued by an active trusted issuer */
  trusted: boolean;
  /** the certificate is on its issuer's revocation list */
  revoked: boolean;
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
const PDF_DATE = /\/M\s*\(D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:Z|([+-])(\d{2})'?(\d{2})'?)?\)/;
const SIGNING_TIME_OID = '1.2.840.113549.1.9.5';

/** The last signature's byte range, or null when the PDF has none. */
function lastByteRange(pdf: Buffer): [number, number, number, number] | null {
  let found: [number, number, number, number] | null = null;
  for (const m of pdf.toString('latin1').matchAll(BYTE_RANGE)) found = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
  return found;
}

/**
 * The CMS signature (DER, its exact length) in the gap of the PDF's last /ByteRange, or null.
 * The gap is zero-padded hex; the DER's own length says where it ends (a signature may itself
 * end in zero bytes, so trimming zeros would cut it).
 */
export const pdfSignatureDer = async (pdf: Buffer): Promise<Buffer | null> => (await signatureGap(pdf))?.der ?? null;

/** The last /ByteRange and the signature DER in its gap, or null. */
async function signatureGap(pdf: Buffer): Promise<{ range: [number, number, number, number]; der: Buffer } | null> {
  const range = lastByteRange(pdf);
  if (!range) return null;
  const [a, b, c, d] = range;
  if (b < a || c < a + b + 2 || c + d > pdf.length) return null;
  const hex = pdf.subarray(a + b + 1, c - 1).toString('latin1');
  if (!/^[0-9A-Fa-f]*$/.test(hex)) return null;
  const bytes = Buffer.from(hex, 'hex');
  const parsed = (await asn1Js()).fromBER(bytesOf(bytes));
  return parsed.offset === -1 ? null : { range, der: bytes.subarray(0, parsed.offset) };
}

/** A PDF date (D:YYYYMMDDHHmmSS+HH'mm') as ISO, or null. */
function pdfDate(text: string): string | null {
  const m = PDF_DATE.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, sign, oh, om] = m;
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om ?? 0)) : 0;
  const at = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) - offset * 60_000);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

function cmsSigningTime(signer: pkijs.SignerInfo): string | null {
  const attr = signer.signedAttrs?.attributes.find((a) => a.type === SIGNING_TIME_OID);
  const value = attr?.values[0] as { toDate?: () => Date } | undefined;
  return value?.toDate ? value.toDate().toISOString() : null;
}

/**
 * A CMS signature's SignedData and the certificate of its first signer (matched by issuer and
 * serial number among the certificates it carries), or null when either cannot be read.
 */
export async function cmsSigner(der: Buffer): Promise<{ signed: pkijs.SignedData; certificate: x509.X509Certificate } | null> {
  const x509 = await peculiarX509();
  const pkijs = await pkiJs(); // outside the try: a missing package is not an unreadable signature
  try {
    const info = pkijs.ContentInfo.fromBER(bytesOf(der));
    const signed = new pkijs.SignedData({ schema: info.content });
    const sid = signed.signerInfos[0]?.sid;
    const match = signed.certificates?.find(
      (x): x is pkijs.Certificate =>
        x instanceof pkijs.Certificate &&
        sid instanceof pkijs.IssuerAndSerialNumber &&
        x.serialNumber.isEqual(sid.serialNumber) &&
        x.issuer.isEqual(sid.issuer),
    );
    return match ? { signed, certificate: new x509.X509Certificate(bytesOf(Buffer.from(match.toSchema().toBER(false)))) } : null;
  } catch {
    return null;
  }
}

/**
 * The seal of `pdf`, or null when it carries no signature whose certificate can be read.
 * @param now the current instant (revocation is judged as of now)
 */
export async function readPdfSeal(db: Kysely<Database>, pdf: Buffer, now: string): Promise<PdfSeal | null> {
  const gap = await signatureGap(pdf);
  if (!gap) return null;
  const {
    der,
    range: [a, b, c, d],
  } = gap;
  const signer = await cmsSigner(der);
  if (!signer) return null;
  const { signed, certificate: cert } = signer;
  const content = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const verified = await signed.verify({ signer: 0, data: bytesOf(content).buffer, checkChain: false }).catch(() => false);
  const dictionary = pdf.subarray(Math.max(0, a + b - 4096), Math.min(pdf.length, c + d, c + 4096)).toString('latin1');
  const signedAt = pdfDate(dictionary) ?? cmsSigningTime(signed.signerInfos[0]);
  const standing = await certificateStanding(db, cert, signedAt, now);
  const reason: PdfSealFault | null = !verified
    ? 'bad_signature'
    : a !== 0 || c + d !== pdf.length
      ? 'data_digest_mismatch'
      : !standing.validAtSigningTime
        ? 'not_valid_at_signing_time'
        : !standing.trusted
          ? 'untrusted'
          : standing.revoked
            ? 'revoked'
            : null;
  return {
    valid: reason === null,
    reason,
    signer: commonName(cert),
    signedAt,
    subject: cert.subject,
    issuer: cert.issuer,
    serial: cert.serialNumber,
    notBefore: cert.notBefore.toISOString(),
    notAfter: cert.notAfter.toISOString(),
    trusted: standing.trusted,
    revoked: standing.revoked,
  };
}

/** The seal as the verification page's contract names it (src/domain/contracts/extracts.ts pdfSealView). */
export type PdfSealFacts = FromSchema<typeof pdfSealView>;

export const pdfSealFacts = (seal: PdfSeal | null): PdfSealFacts | null =>
  seal && {
    galioja: seal.valid,
    priezastis: seal.reason,
    pasirase: seal.signer,
    laikas: seal.signedAt,
    subjektas: seal.subject,
    isdavejas: seal.issuer,
    serijosNr: seal.serial,
    galiojaNuo: seal.notBefore,
    galiojaIki: seal.notAfter,
    patikimas: seal.trusted,
    atsauktas: seal.revoked,
  };
