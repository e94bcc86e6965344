/**
 * What the public verification page says (/patikra/{code}): the record of the code, whether
 * its seal verifies over exactly the statement rebuilt from the record, and — when a PDF is
 * given — whether that PDF's bytes are the certified ones (SHA-256 equal; the file's name
 * plays no part). A tampered PDF has another digest and is not authentic. The seal is the
 * PDF's PAdES seal (seal.ts); the record must match the kept PDF while it is kept.
 */
import type { ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { getVerification } from '../../../src/domain/contracts/extracts.js';
import { isExpired } from '../certificate-issue/retention.js';
import { sha256Hex } from '../signing/canonical.js';
import type { ExtractRow } from './repository.js';
import { checkSeal } from './seal.js';

/** What the page is told: the contract's answer (src/domain/contracts/extracts.ts). */
export type VerificationView = ResponseOf<typeof getVerification>;

/** The verification of the record (against its kept PDF, when kept), and of `pdf` when given; the seal's certificate facts are read by the service (signing/pdf-seal.ts). */
export async function verifyExtract(
  row: ExtractRow,
  today: string,
  kept: Buffer | null,
  pdf?: Buffer,
): Promise<Omit<VerificationView, 'antspaudoSertifikatas'>> {
  const seal = await checkSeal(row, kept ? { bytes: kept, sha256: sha256Hex(kept) } : null);
  const given = pdf ? sha256Hex(pdf) : null;
  const contentDiffers = given !== null && given !== row.sha256;
  return {
    kodas: row.code,
    autentiskas: seal.valid && !contentDiffers,
    priezastis: seal.valid ? (contentDiffers ? 'content_differs' : null) : seal.reason,
    sha256: row.sha256,
    pateiktoSha256: given,
    registroNr: row.registry_number,
    suformuota: row.generated_at,
    saugomaIki: row.keep_until,
    failasSaugomas: row.deleted_at === null && !isExpired(row.keep_until, today),
    antspaudas: seal.valid ? { pasirase: seal.signerName, laikas: row.generated_at } : null,
  };
}
