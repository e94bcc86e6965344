/**
 * The signing-provider interface: the seam for a real qualified signature service (smart card,
 * mobile signature, a qualified seal) — ARCHITECTURE.md: external systems are interfaces with a
 * built-in local implementation. The built-in one (local-signer.ts) is the local test PKI
 * (pki/, decision 0085). A provider turns the bytes of a signed data object into a signed
 * ASiC-E container, checks a container (who signed what, when, and whether the certificate
 * is trusted, valid then and not revoked), and seals a PDF with the registry's seal.
 * An external e-signature service signs asynchronously: the browser is sent to the provider
 * and comes back to /sign/{objektasID}; such a provider would add a `begin`/`complete` pair
 * and use the `pending` status of the signing state.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ContainerFault, SignerInfo } from './container-verify.js';

export interface SignRequest {
  signer: { userId: number; name: string };
  /** the signed data object's bytes (canonical JSON) */
  content: Buffer;
  /** ISO instant of signing */
  at: string;
}

/** Why a container does not verify (texts: lifecycle.signature.<reason>). */
export const CONTAINER_FAULTS = [
  'malformed',
  'manifest_mismatch',
  'data_digest_mismatch',
  'properties_digest_mismatch',
  'certificate_digest_mismatch',
  'bad_signature',
  'untrusted',
  'revoked',
  'not_valid_at_signing_time',
] as const satisfies readonly ContainerFault[];

export type Verification =
  | { valid: true; signerUserId: number | null; signerName: string; signedAt: string; content: Buffer; signer: SignerInfo }
  | { valid: false; reason: (typeof CONTAINER_FAULTS)[number]; signer?: SignerInfo };

export interface SealRequest {
  /** the PDF to seal */
  pdf: Uint8Array;
  /** ISO instant of sealing */
  at: string;
  /** the reason written into the signature, e.g. "Pažyma Nr. …" */
  reason: string;
}

export interface SigningProvider {
  /** stored with each signature, e.g. 'local' */
  readonly id: string;
  /** a signed container over `request.content` (and its human-readable PDF rendering) */
  sign(db: Kysely<Database>, request: SignRequest): Promise<Buffer>;
  /**
   * checks the container: structure, digests, signature, trust, validity at signing time,
   * revocation as of `now` — app.signing.provider fills in the application clock (api/lib/clock.ts)
   * when a caller gives none
   */
  verify(db: Kysely<Database>, container: Buffer, now?: string): Promise<Verification>;
  /** the PDF with the registry's PAdES seal and a visible stamp */
  sealPdf(db: Kysely<Database>, request: SealRequest): Promise<Buffer>;
  /** the registry's sealing certificate (DER) as of `at` */
  sealCertificate(db: Kysely<Database>, at: string): Promise<Buffer>;
}
