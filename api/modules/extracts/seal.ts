/**
 * The registry's seal on an extract, through the signing provider's interface only
 * (api/modules/signing/provider.ts): the provider signs a statement — canonical JSON of the
 * extract's code, the entry, and the SHA-256 of the PDF — not the PDF itself, so the
 * verification record outlives the file and a real provider (PKI/PAdES) can replace the
 * built-in one behind the same interface. Verifying the seal = the container verifies and
 * what it signed is exactly the statement rebuilt from the record.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { canonicalJson } from '../signing/canonical.js';
import type { SigningProvider } from '../signing/provider.js';

export interface SealedStatement {
  rusis: 'israsas';
  kodas: string;
  objektasId: number;
  registroNr: string | null;
  sha256: string;
  suformuota: string;
}

export const statementBytes = (s: SealedStatement): Buffer => Buffer.from(canonicalJson(s), 'utf8');

/** The seal (the provider's container, base64) over the statement. */
export async function sealStatement(provider: SigningProvider, db: Kysely<Database>, signer: { userId: number; name: string }, statement: SealedStatement, at: string): Promise<string> {
  return (await provider.sign(db, { signer, content: statementBytes(statement), at })).toString('base64');
}

export type SealCheck = { valid: true; signerName: string; signedAt: string } | { valid: false; reason: string };

/** Does the seal verify, over exactly this statement? */
export async function checkSeal(provider: SigningProvider, db: Kysely<Database>, seal: string, statement: SealedStatement): Promise<SealCheck> {
  const verification = await provider.verify(db, Buffer.from(seal, 'base64'));
  if (!verification.valid) return { valid: false, reason: verification.reason };
  if (!verification.content.equals(statementBytes(statement))) return { valid: false, reason: 'not_current' };
  return { valid: true, signerName: verification.signerName, signedAt: verification.signedAt };
}
