/**
 * Signing an item and checking its signature, as plain functions over a database handle and a
 * provider, so the lifecycle (inside its transition's transaction) and the demo seed use the
 * very same code. The signing state of spec §3 is the item's latest `signature` row:
 * type (document | request | search), transaction id, status (pending | signed | failed |
 * cancelled).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sha256Hex } from './canonical.js';
import { CONTAINER_FAULTS, type SigningProvider } from './provider.js';
import * as repo from './repository.js';
import type { SigningState } from '../../../src/domain/contracts/lifecycle.js';

export const SIGNING_TYPES = ['document', 'request', 'search'] as const;
export type SigningType = (typeof SIGNING_TYPES)[number];

/** A signature's state: the lifecycle contract's shape (coversCurrentData is added by the lifecycle). */
export type { SigningState };

export const stateOf = (row: repo.SignatureRow): SigningState => ({
  type: row.type,
  transactionId: row.transaction_id,
  status: row.status,
  provider: row.provider,
  signerName: row.signer_name,
  itemVersion: Number(row.item_version),
  digest: row.digest,
  createdAt: row.created_at,
  signedAt: row.completed_at,
  cancelledAt: row.cancelled_at,
});

export interface SignInput {
  type: SigningType;
  itemId: number;
  itemVersion: number;
  signer: { userId: number; name: string };
  /** the canonical bytes of what is signed */
  content: Buffer;
  at: string;
}

/**
 * Signs an item: earlier signatures are cancelled, the provider's container is checked once
 * more (a provider must produce what it verifies) and stored as the signature in force.
 * @throws Error when the provider's own container does not verify (a server fault, 500)
 */
export async function signItem(db: Kysely<Database>, provider: SigningProvider, input: SignInput): Promise<SigningState> {
  await repo.cancelSignatures(db, input.type, input.itemId, input.at);
  const container = await provider.sign(db, { signer: input.signer, content: input.content, at: input.at });
  const check = await provider.verify(db, container, input.at);
  if (!check.valid || !check.content.equals(input.content) || check.signerUserId !== input.signer.userId) {
    throw new Error(`signing provider ${provider.id} produced a container that does not verify (${check.valid ? 'content or signer differs' : check.reason})`);
  }
  const row = {
    transaction_id: randomUUID(),
    type: input.type,
    item_id: input.itemId,
    item_version: input.itemVersion,
    provider: provider.id,
    status: 'signed' as const,
    signer_user_id: input.signer.userId,
    signer_name: input.signer.name,
    digest: sha256Hex(input.content),
    container: container.toString('base64'),
    created_at: input.at,
    completed_at: input.at,
    cancelled_at: null,
  };
  await repo.insertSignature(db, row);
  return stateOf({ id: 0, ...row });
}

/** Why the signature in force does not count (texts: lifecycle.signature.<reason>). */
export const SIGNATURE_FAULTS = ['missing', 'not_current', 'wrong_signer', ...CONTAINER_FAULTS] as const;

export type SignatureCheck = { ok: true; state: SigningState } | { ok: false; reason: (typeof SIGNATURE_FAULTS)[number] };

/**
 * Does the item's signature in force cover exactly `content` (its current canonical bytes)?
 * The container is verified in full: structure, digests, the signature against the key this
 * server holds for the signer, and the signer against the one recorded when it was signed.
 */
export async function checkSignature(
  db: Kysely<Database>,
  provider: SigningProvider,
  input: { type: SigningType; itemId: number; content: Buffer; /** revocation as of (app.signing.provider: its clock when not given) */ now?: string },
): Promise<SignatureCheck> {
  const row = await repo.activeSignature(db, input.type, input.itemId);
  if (!row?.container) return { ok: false, reason: 'missing' };
  const result = await provider.verify(db, Buffer.from(row.container, 'base64'), input.now);
  if (!result.valid) return { ok: false, reason: result.reason };
  if (result.signerUserId !== Number(row.signer_user_id)) return { ok: false, reason: 'wrong_signer' };
  if (!result.content.equals(input.content) || sha256Hex(input.content) !== row.digest) return { ok: false, reason: 'not_current' };
  return { ok: true, state: stateOf(row) };
}

/** The item's signing state (its latest signing, whatever its status), or null. */
export async function signingStateOf(db: Kysely<Database>, type: SigningType, itemId: number): Promise<SigningState | null> {
  const row = await repo.latestSignature(db, type, itemId);
  return row ? stateOf(row) : null;
}

/** The container of the item's signature in force, or null. */
export async function activeContainer(db: Kysely<Database>, type: SigningType, itemId: number): Promise<Buffer | null> {
  const row = await repo.activeSignature(db, type, itemId);
  return row?.container ? Buffer.from(row.container, 'base64') : null;
}

/** Cancels the item's signatures (rengti, grazinti): the item must be signed again. */
export const cancelItemSignatures = (db: Kysely<Database>, type: SigningType, itemId: number, at: string): Promise<number> =>
  repo.cancelSignatures(db, type, itemId, at);
