/**
 * The checks of a native-signature sign-in before any account is looked at (decision 0127):
 * 1. the challenge is one the server issued for this face, not used before, not expired (it
 *    is used up by this very check, whatever follows);
 * 2. the container verifies with the signing provider's verifier: structure, digests,
 *    signature, certificate trusted, valid at signing time, not revoked;
 * 3. what was signed is exactly this challenge's content;
 * 4. the certificate's subject names a personal code.
 * Answers the personal code, or why the attempt is refused (audited, never shown).
 */
import type { Kysely } from 'kysely';
import { signInContent } from '../../../src/domain/contracts/signature-sign-in.js';
import type { Database } from '../../db/schema.js';
import type { Face } from '../../plugins/faces.js';
import { canonicalJson } from '../signing/canonical.js';
import type { SigningProvider } from '../signing/provider.js';
import { consumeChallenge } from './challenge-repository.js';

export type SignedChallengeCheck = { personCode: string } | { refused: string };

export async function checkSignedChallenge(
  db: Kysely<Database>,
  provider: SigningProvider,
  attempt: { challenge: string; container: string; face: Face },
  now: string,
): Promise<SignedChallengeCheck> {
  // 1.
  const row = await consumeChallenge(db, attempt.challenge, now);
  if (!row) return { refused: 'challenge_unknown_or_used' };
  if (row.face !== attempt.face) return { refused: 'challenge_other_face' };
  if (row.expires_at <= now) return { refused: 'challenge_expired' };
  // 2.
  const verification = await provider.verify(db, Buffer.from(attempt.container, 'base64'), now);
  if (!verification.valid) return { refused: `signature_${verification.reason}` };
  // 3.
  if (!verification.content.equals(Buffer.from(canonicalJson(signInContent(attempt.challenge, attempt.face)), 'utf8'))) return { refused: 'content_mismatch' };
  // 4.
  const { personCode } = verification.signer;
  return personCode ? { personCode } : { refused: 'no_person_code' };
}
