/**
 * The registry's seal on an extract: the PDF is sealed through the signing provider's
 * `sealPdf` (PAdES, the registry's seal credentials, a visible stamp) — never with a clerk's
 * personal certificate. The record keeps the seal's CMS signature (base64), so the
 * verification page can name the sealer after the PDF itself was swept; while the PDF is
 * kept, the record must match the kept file (its digest and its signature).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { cmsSigner, pdfSignatureDer } from '../signing/pdf-seal.js';
import { commonName } from '../signing/pki/x509.js';
import type { SigningProvider } from '../signing/provider.js';

/** The PAdES signature (CMS, base64) of a sealed PDF, or null when it carries none. */
export async function pdfSealOf(pdf: Buffer): Promise<string | null> {
  return (await pdfSignatureDer(pdf))?.toString('base64') ?? null;
}

/** The common name of the certificate that made the seal (its signer's), or null when unreadable. */
export async function sealerOf(seal: string): Promise<string | null> {
  const signer = await cmsSigner(Buffer.from(seal, 'base64'));
  return signer ? commonName(signer.certificate) : null;
}

/** The PDF sealed with the registry's seal, and the seal the record keeps. */
export async function sealExtractPdf(
  provider: SigningProvider,
  db: Kysely<Database>,
  pdf: Uint8Array,
  at: string,
  code: string,
): Promise<{ bytes: Buffer; seal: string }> {
  const bytes = await provider.sealPdf(db, { pdf, at, reason: `Registro išrašas ${code}` });
  const seal = await pdfSealOf(bytes);
  if (!seal) throw new Error(`signing provider ${provider.id} returned a PDF without a seal`);
  return { bytes, seal };
}

export type SealCheck = { valid: true; signerName: string } | { valid: false; reason: 'malformed' | 'not_current' };

/**
 * Does the record's seal stand? Its signature names a sealer, and — while the PDF is kept —
 * the kept file is the one the record certifies (same SHA-256, same seal).
 */
export async function checkSeal(record: { seal: string; sha256: string }, kept: { bytes: Buffer; sha256: string } | null): Promise<SealCheck> {
  const signerName = await sealerOf(record.seal);
  if (!signerName) return { valid: false, reason: 'malformed' };
  if (kept && (kept.sha256 !== record.sha256 || (await pdfSealOf(kept.bytes)) !== record.seal)) return { valid: false, reason: 'not_current' };
  return { valid: true, signerName };
}
