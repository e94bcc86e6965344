/**
 * Approval by the other parties (decision 0126): a loan for use (`panauda`, registry.approval)
 * filed by a legal person (DT_JA, UAB „Baltijos lizingas“) that names other parties — a citizen,
 * a company in the portal and a company that is a workplace office — must be confirmed by each
 * before it goes to the registry. `patvirtinti` opens the round; each party answers from their
 * own face (POST {base}/documents/:id/approval); the last confirmation transfers it, a refusal
 * returns it to the filer with the reason; only a party may answer, once; a round past its
 * working-day deadline ends.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { act, lifecycleCounts, lifecycleOf } from '../helpers/lifecycle.js';

type Json = Record<string, unknown>;
const fixture = () =>
  (JSON.parse(fs.readFileSync('tests/fixtures/panauda/valid/minimalus.json', 'utf8')) as { data: Json & { davejai: Json[]; gavejai: Json[] } }).data;

/** The loan: the filer's company lends; Jonas Petraitis, UAB „Nemuno prekyba“ and AB „Pavyzdžių bankas“ borrow. */
function loan(): Json {
  const data = fixture();
  const company = data.davejai[0]!;
  const person = data.gavejai[0]!;
  data.davejai = [{ ...company, pavadinimas: 'UAB „Baltijos lizingas“', jaKodas: '305123456' }];
  data.gavejai = [
    { ...person, vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: '38703181745' },
    { ...company, pavadinimas: 'UAB „Nemuno prekyba“', jaKodas: '304512345' },
    { ...company, pavadinimas: 'AB „Pavyzdžių bankas“', jaKodas: '112233445' },
  ];
  return data;
}

describe.each(TEST_DIALECTS)('approval by the other parties [%s]', (dialect) => {
  let t: TestApp;
  let filer: SignedIn;
  let registrar: SignedIn;
  let bank: SignedIn;
  let jonas: SignedIn;
  let nemunas: SignedIn;
  let stranger: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [filer, registrar, bank] = await Promise.all(['DT_JA', 'RG_STSR_registrat', 'P_S_pagal_JA'].map((u) => login(t.app, u)));
    [jonas, nemunas, stranger] = await Promise.all(['38703181745/', '48502253414/304512345', '48805141230/'].map((id) => gatewayLogin(t.app, '/sav', id)));
  }, 120_000);
  afterAll(() => t.close());

  const base = (who: SignedIn) => (who === bank || who === filer || who === registrar ? '/api' : '/sav');
  const answer = (who: SignedIn, id: number, payload: Json) =>
    t.app.inject({ method: 'POST', url: `${base(who)}/documents/${id}/approval`, headers: who.headers, payload });
  const confirm = (who: SignedIn, id: number) => answer(who, id, { decision: 'patvirtinti' });
  const status = async (id: number) => (await t.db.kysely.selectFrom('document').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  async function signedLoan(who = filer): Promise<number> {
    const created = await t.app.inject({ method: 'POST', url: '/api/documents', headers: who.headers, payload: { type: 'panauda', data: loan() } });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect((await act(t.app, who, id, 'pasirasyti')).statusCode).toBe(200);
    return id;
  }
  async function waitingLoan(): Promise<number> {
    const id = await signedLoan();
    const res = await act(t.app, filer, id, 'patvirtinti');
    expect(res.statusCode, res.body).toBe(200);
    return id;
  }

  describe('POST /api/documents/:id/actions/patvirtinti', () => {
    it('is the filer’s way on: perduoti is refused while the other parties have not confirmed', async () => {
      const id = await signedLoan();
      expect((await lifecycleOf(t.app, filer, id)).allowedActions).toEqual(expect.arrayContaining(['patvirtinti']));
      expect((await lifecycleOf(t.app, filer, id)).allowedActions).not.toContain('perduoti');
      const before = await lifecycleCounts(t.app);
      const transfer = await act(t.app, filer, id, 'perduoti');
      expect(transfer.statusCode).toBe(409);
      expect(transfer.json()).toMatchObject({ message: 'errors.action_not_allowed_in_status' });
      expect(await lifecycleCounts(t.app)).toEqual(before);
    });

    it('moves it to laukia_patvirtinimo and asks each other party once, with a deadline of five working days and a notice', async () => {
      const id = await waitingLoan();
      expect(await status(id)).toBe('laukia_patvirtinimo');
      const view = await lifecycleOf(t.app, filer, id);
      expect(view.approval).toEqual({
        mayAnswer: false,
        parties: ['Jonas Petraitis', 'UAB „Nemuno prekyba“', 'AB „Pavyzdžių bankas“'].map((name) => ({
          partyRole: 'gavejai',
          name,
          state: 'laukia',
          deadline: '2026-11-27',
          answeredAt: null,
          reason: null,
        })),
      });
      const notices = await t.db.kysely
        .selectFrom('notice')
        .select(['recipient_face', 'recipient_person_code', 'recipient_company_code', 'recipient_office_id'])
        .where('document_id', '=', id)
        .where('kind', '=', 'prasoma_patvirtinti')
        .execute();
      expect(
        notices
          .map((n) => `${n.recipient_face}:${n.recipient_person_code ?? n.recipient_company_code ?? (n.recipient_office_id === null ? '' : 'office')}`)
          .sort(),
      ).toEqual(['portal:38703181745', 'portal:304512345', 'portal:112233445', 'workplace:office'].sort());
    });

    it('is not asked of a document the registrar files: it goes to the registry as before', async () => {
      const id = await signedLoan(registrar);
      expect((await act(t.app, registrar, id, 'perduoti')).statusCode).toBe(200);
      expect(await status(id)).toBe('perduotas');
    });
  });

  describe('GET /api/dashboard', () => {
    type Queues = { queues: { id: string; route: string; count: number }[] };
    it('shows an asked workplace party the queue of what waits for them, with the count of the waiting list; the filer has none', async () => {
      await waitingLoan();
      const waiting = await t.app.inject({ method: 'GET', url: '/api/approvals', headers: bank.headers });
      const count = (waiting.json() as { items: unknown[] }).items.length;
      expect(count).toBeGreaterThan(0);
      const bankBoard = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bank.headers });
      expect(bankBoard.statusCode, bankBoard.body).toBe(200);
      expect((bankBoard.json() as Queues).queues).toContainEqual({ id: 'patvirtinimai', route: '/patvirtinimai', count });
      const filerBoard = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: filer.headers });
      expect((filerBoard.json() as Queues).queues.map((q) => q.id)).not.toContain('patvirtinimai');
    });
  });

  describe('POST {base}/documents/:id/approval', () => {
    it('each party confirms from their own face; the last confirmation transfers the document; the history shows each', async () => {
      const id = await waitingLoan();
      const listed = await t.app.inject({ method: 'GET', url: '/sav/approvals', headers: jonas.headers });
      expect((listed.json() as { items: { documentId: number; deadline: string }[] }).items).toContainEqual(
        expect.objectContaining({ documentId: id, deadline: '2026-11-27' }),
      );
      const page = await t.app.inject({ method: 'GET', url: `/sav/documents/${id}/lifecycle`, headers: jonas.headers });
      expect(page.statusCode, page.body).toBe(200);
      expect((page.json() as { approval: { mayAnswer: boolean } }).approval.mayAnswer).toBe(true);

      for (const [who, left, message] of [
        [jonas, 'laukia_patvirtinimo', 'messages.approvalConfirmed'],
        [nemunas, 'laukia_patvirtinimo', 'messages.approvalConfirmed'],
        [bank, 'perduotas', 'messages.approvalConfirmedLast'],
      ] as const) {
        const res = await confirm(who, id);
        expect(res.statusCode, res.body).toBe(200);
        // the success snackbar's text (spec §7, decision 0096)
        expect(res.json()).toMatchObject({ id, status: left, meta: { message } });
      }
      const history = await t.app.inject({ method: 'GET', url: `/api/documents/${id}/history`, headers: filer.headers });
      const events = (history.json() as { events: { action: string; actorName: string | null }[] }).events.map((e) => e.action);
      expect(events.filter((a) => a === 'lifecycle.salies_patvirtinimas')).toHaveLength(3);
      expect(events).toContain('lifecycle.patvirtinti');
      expect((await lifecycleOf(t.app, filer, id)).approval).toMatchObject({
        parties: [{ state: 'patvirtinta' }, { state: 'patvirtinta' }, { state: 'patvirtinta' }],
      });
    });

    it('a second answer of the same party is 409 and changes nothing', async () => {
      const id = await waitingLoan();
      expect((await confirm(jonas, id)).statusCode).toBe(200);
      const before = await lifecycleCounts(t.app);
      for (const payload of [{ decision: 'patvirtinti' }, { decision: 'atsisakyti', reason: 'Persigalvojau' }]) {
        const again = await answer(jonas, id, payload);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({ message: 'errors.approval_already_answered' });
      }
      expect(await lifecycleCounts(t.app)).toEqual(before);
    });

    it('the filer and a registrar get 403, a stranger 404; nothing changes', async () => {
      const id = await waitingLoan();
      const before = await lifecycleCounts(t.app);
      for (const who of [filer, registrar]) {
        const res = await confirm(who, id);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ message: 'errors.approval_not_a_party' });
      }
      const res = await confirm(stranger, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'errors.document_not_found' });
      expect(await lifecycleCounts(t.app)).toEqual(before);
      expect(await status(id)).toBe('laukia_patvirtinimo');
    });

    it('a refusal needs a reason (422, nothing written); with it the document returns to the filer, unsigned, with the reason', async () => {
      const id = await waitingLoan();
      expect((await confirm(jonas, id)).statusCode).toBe(200);
      const before = await lifecycleCounts(t.app);
      const bare = await answer(nemunas, id, { decision: 'atsisakyti', reason: '  ' });
      expect(bare.statusCode).toBe(422);
      expect(bare.json()).toMatchObject({ message: 'errors.approval_reason_required', errors: [{ path: '/reason', messageKey: 'validation.required' }] });
      expect(await lifecycleCounts(t.app)).toEqual(before);

      const refused = await answer(nemunas, id, { decision: 'atsisakyti', reason: 'Neteisinga panaudos pradžios data' });
      expect(refused.statusCode, refused.body).toBe(200);
      expect(refused.json()).toMatchObject({ status: 'rengiamas', meta: { message: 'messages.approvalRefused' } });
      const view = await lifecycleOf(t.app, filer, id);
      expect(view.approval).toMatchObject({
        parties: [{ state: 'patvirtinta' }, { state: 'atsisakyta', reason: 'Neteisinga panaudos pradžios data' }, { state: 'nebegalioja' }],
      });
      // the signature was cancelled: the filer corrects, signs and asks again
      expect(view.allowedActions).toContain('pasirasyti');
      const notice = await t.db.kysely
        .selectFrom('notice')
        .select(['content', 'recipient_office_id'])
        .where('document_id', '=', id)
        .where('kind', '=', 'salies_atsisakymas')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(notice.content)).toMatchObject({ patvirtinimas: { priezastis: 'Neteisinga panaudos pradžios data' } });
      expect(notice.recipient_office_id).not.toBeNull();
      const late = await confirm(bank, id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ message: 'errors.approval_not_waiting' });
    });

    it('past the deadline an answer is 409 errors.approval_expired; the sweep returns the document to the filer', async () => {
      const id = await waitingLoan();
      try {
        t.clock.set('2026-11-30T10:00:00.000Z');
        // sessions of ten days ago have ended: sign in again
        const [jonasNow, filerNow] = [await gatewayLogin(t.app, '/sav', '38703181745/'), await login(t.app, 'DT_JA')];
        const late = await confirm(jonasNow, id);
        expect(late.statusCode).toBe(409);
        expect(late.json()).toMatchObject({ message: 'errors.approval_expired' });
        expect(await t.app.lifecycleEngine.sweep()).toBeGreaterThanOrEqual(1);
        expect(await status(id)).toBe('rengiamas');
        expect((await lifecycleOf(t.app, filerNow, id)).approval).toMatchObject({
          parties: [{ state: 'nebegalioja' }, { state: 'nebegalioja' }, { state: 'nebegalioja' }],
        });
      } finally {
        t.clock.set(TEST_NOW);
      }
    });
  });
});
