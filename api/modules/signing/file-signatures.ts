/**
 * The signatures of an uploaded ASiC-E or ADOC file, as the files tab shows them: who signed,
 * when, and whether it verifies (container-verify.ts: digests, signature, trusted issuer,
 * validity at the signing time, revocation). The outcome is kept per content hash with the
 * trust stamp it was judged under (`file_signature_check`, migration 0025): the same bytes are
 * verified again only when the active trusted issuers or the revocations in effect change, so
 * a revocation or a change of the trusted-issuers list still shows at once.
 */
import type { Kysely } from 'kysely';
import type { AttachedFile } from '../../../src/domain/contracts/files.js';
import type { Database } from '../../db/schema.js';
import { ADOC_MIMETYPE, ASICE_MIMETYPE } from './asic.js';
import { sha256Hex } from './canonical.js';
import { verifyContainer } from './container-verify.js';
import { trustStamp } from './pki/trust-stamp.js';

/** As the files contract shows it (src/domain/contracts/files.ts attachedFile.signature). */
export type FileSignature = NonNullable<AttachedFile['signature']>;

async function verified(db: Kysely<Database>, bytes: Buffer, now: string): Promise<FileSignature> {
  const result = await verifyContainer(db, bytes, now, [ASICE_MIMETYPE, ADOC_MIMETYPE]);
  const signers = (result.valid ? result.signers : result.signer ? [result.signer] : []).map((s) => ({ name: s.name, signedAt: s.signedAt }));
  return { valid: result.valid, reason: result.valid ? null : result.reason, signers };
}

/** The file's signatures as of `now`: the kept outcome while trust is as it was, else verified and kept. */
export async function signatureOfFile(db: Kysely<Database>, bytes: Buffer, now: string): Promise<FileSignature> {
  const contentSha256 = sha256Hex(bytes);
  const stamp = await trustStamp(db, now);
  const kept = await db.selectFrom('file_signature_check').select(['trust_stamp', 'outcome']).where('content_sha256', '=', contentSha256).executeTakeFirst();
  if (kept?.trust_stamp === stamp) return JSON.parse(kept.outcome) as FileSignature;
  const outcome = await verified(db, bytes, now);
  const row = { trust_stamp: stamp, checked_at: now, outcome: JSON.stringify(outcome) };
  await db
    .insertInto('file_signature_check')
    .values({ content_sha256: contentSha256, ...row })
    .onConflict((oc) => oc.column('content_sha256').doUpdateSet(row))
    .execute();
  return outcome;
}
