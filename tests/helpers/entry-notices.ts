/**
 * The set-up of the notice tests (open-notices, notice-scope, self-service-open-notices): a
 * registered entry with DT_JA's company among its creditors (so it may change its own address),
 * the basis of a workplace notice, and the refusal of a second open notice of a kind.
 */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './auth.js';
import { act, createDocument, fixture } from './lifecycle.js';

export const NOTICE_BASIS = { pagrindas: 'Šalių susitarimas', aprasymas: 'Pakeitimas pagal šalių susitarimą', data: '2026-11-19', laikas: '09:30' };
/** DT_JA's company (its demo user's office). */
export const DT_JA_COMPANY = { asmensTipas: 'juridinis', pavadinimas: 'UAB „Baltijos lizingas“', jaKodas: '305123456' };

/** A notary's entry (with DT_JA's company as a creditor), signed, sent and registered; answers its id. */
export async function registeredEntry(app: FastifyInstance, notary: SignedIn, registrar: SignedIn): Promise<number> {
  const data = fixture('paprastas-vienas-turtas') as { kreditoriai: unknown[] };
  data.kreditoriai = [...data.kreditoriai, DT_JA_COMPANY];
  const id = await createDocument(app, notary, data);
  for (const action of ['pasirasyti', 'perduoti']) expect((await act(app, notary, id, action)).statusCode).toBe(200);
  expect((await act(app, registrar, id, 'iregistruoti', {})).statusCode).toBe(200);
  return id;
}

/** The 409 body refusing a second notice of a kind while the filer's own is open. */
export const alreadyOpen = (noticeId: number, noticeKind: string, status = 'rengiamas') => ({
  message: 'errors.notice_already_open',
  errors: [{ path: '', messageKey: 'errors.notice_already_open', params: { noticeId, noticeKind, status }, severity: 'critical' }],
});
