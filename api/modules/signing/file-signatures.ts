/**
 * The signatures of an uploaded ASiC-E or ADOC file, as the files tab shows them: who signed,
 * when, and whether it verifies (container-verify.ts: digests, signature, trusted issuer,
 * validity at the signing time, revocation). Checked when listed, so a revocation or a change
 * of the trusted-issuers list shows at once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ADOC_MIMETYPE, ASICE_MIMETYPE } from './asic.js';
import { verifyContainer } from './container-verify.js';

export interface FileSignature {
  valid: boolean;
  /** why it does not verify (texts: lifecycle.signature.<reason>), or null */
  reason: string | null;
  /** the signers as their certificates name them, with the claimed signing time */
  signers: { name: string; signedAt: string }[];
}

export async function signatureOfFile(db: Kysely<Database>, bytes: Buffer, now: string): Promise<FileSignature> {
  const result = await verifyContainer(db, bytes, now, [ASICE_MIMETYPE, ADOC_MIMETYPE]);
  const signers = (result.valid ? result.signers : result.signer ? [result.signer] : []).map((s) => ({ name: s.name, signedAt: s.signedAt }));
  return { valid: result.valid, reason: result.valid ? null : result.reason, signers };
}
