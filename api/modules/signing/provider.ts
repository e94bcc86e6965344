/**
 * The signing-provider interface (ARCHITECTURE.md: external systems are interfaces with a
 * built-in local implementation). A provider turns the bytes of a signed data object into a
 * signed container and checks a container: who signed what, and when.
 * The built-in provider (local-signer.ts) signs at once with a per-user key kept here. An
 * external e-signature service (mobile ID, smart card) signs asynchronously: the browser is
 * sent to the provider and comes back to /sign/{objektasID}; such a provider would add a
 * `begin`/`complete` pair and use the `pending` status of the signing state.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface SignRequest {
  signer: { userId: number; name: string };
  /** the signed data object's bytes */
  content: Buffer;
  /** ISO instant of signing */
  at: string;
}

/** Why a container does not verify (texts: lifecycle.signature.<reason>). */
export const CONTAINER_FAULTS = ['malformed', 'data_digest_mismatch', 'properties_digest_mismatch', 'unknown_key', 'bad_signature'] as const;

export type Verification =
  | { valid: true; signerUserId: number; signerName: string; signedAt: string; content: Buffer }
  | { valid: false; reason: (typeof CONTAINER_FAULTS)[number] };

export interface SigningProvider {
  /** stored with each signature, e.g. 'local' */
  readonly id: string;
  /** a signed container over `request.content` */
  sign(db: Kysely<Database>, request: SignRequest): Promise<Buffer>;
  /** checks the container's structure, digests and signature against the signer's key */
  verify(db: Kysely<Database>, container: Buffer): Promise<Verification>;
}
