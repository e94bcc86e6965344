import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { REJECT_FORM, RETURN_FORM, act, createDocument, fixture, getDocument, lifecycleCounts, lifecycleOf } from '../helpers/lifecycle.js';

// TEST_NOW is Friday 2026-11-20, 10:00 UTC (12:00 in Vilnius).

describe.each(TEST_DIALECTS)('document lifecycle API [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let assistant: SignedIn;
  let bailiff: SignedIn;
  let registrar: SignedIn;
  let registrar2: SignedIn;
  let viewer: SignedIn;
  let reader: SignedIn;
  let ntrRegistrar: SignedIn;

  /** Signs everyone in at the clock's time (moving the clock by days ends idle sessions). */
  async function signIn() {
    [notary, assistant, bailiff, registrar, registrar2, viewer, reader, ntrRegistrar] = await Promise.all(
      ['DT_notaras', 'DT_notaro_padejejas', 'DT_antstolis', 'RG_STSR_registrat', 'RG', 'RGV', 'SK_skaitytojas', 'RG_NTR_registrat'].map((u) => login(t.app, u)),
    );
  }
  /** Moves the server's clock to 12:00 Vilnius time of `day` and signs everyone in again. */
  async function travel(day: string) {
    t.clock.set(`${day}T10:00:00.000Z`);
    await signIn();
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  beforeEach(async () => {
    t.clock.set(TEST_NOW);
    await signIn();
  });
  afterAll(() => t.close());

  /** A document of the notary's office, signed and transferred. */
  async function transferred(data?: unknown): Promise<number> {
    const id = await createDocument(t.app, notary, data);
    expect((await act(t.app, notary, id, 'pasirasyti')).statusCode).toBe(200);
    expect((await act(t.app, notary, id, 'perduoti')).statusCode).toBe(200);
    return id;
  }

  const audits = async (id: number, action: string) =>
    t.db.kysely
      .selectFrom('audit_event')
      .selectAll()
      .where('object_type', '=', 'document')
      .where('object_id', '=', String(id))
      .where('action', '=', action)
      .execute();

  describe('POST /api/documents/:id/actions/:action', () => {
    it('refuses an action of another role with 403 and one impossible in the status with 409, changing nothing', async () => {
      const id = await createDocument(t.app, notary);
      const before = await lifecycleCounts(t.app);
      const early = await act(t.app, registrar, id, 'iregistruoti', {});
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('errors.action_not_allowed_in_status');
      expect((await act(t.app, notary, id, 'perduoti')).statusCode).toBe(409); // not signed yet
      expect((await act(t.app, bailiff, id, 'pasirasyti')).statusCode).toBe(404); // another office's document does not exist for them
      expect((await act(t.app, registrar, id, 'pasirasyti')).json().message).toBe('errors.action_not_allowed_for_role');
      expect(await lifecycleCounts(t.app)).toEqual(before);

      expect((await act(t.app, notary, id, 'pasirasyti')).statusCode).toBe(200);
      expect((await act(t.app, notary, id, 'perduoti')).statusCode).toBe(200);
      const after = await lifecycleCounts(t.app);
      for (const who of [notary, assistant, viewer, reader, ntrRegistrar]) {
        const res = await act(t.app, who, id, 'iregistruoti', {});
        expect(res.statusCode, who.body.naudotojas.snau_vardas as string).toBe(403);
        expect(res.json().message).toBe('errors.action_not_allowed_for_role');
      }
      expect((await act(t.app, notary, id, 'perduoti')).statusCode).toBe(409);
      expect(await lifecycleCounts(t.app)).toEqual(after);
    });

    it('acts only on the version the client saw: 428 without If-Match, 412 when stale, 400 for an unknown action or property', async () => {
      const id = await createDocument(t.app, notary);
      const url = `/api/documents/${id}/actions/pasirasyti`;
      expect((await t.app.inject({ method: 'POST', url, headers: notary.headers, payload: {} })).statusCode).toBe(428);
      expect((await act(t.app, notary, id, 'pasirasyti', {}, 7)).statusCode).toBe(412);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/documents/${id}/actions/istrinti`, headers: { ...notary.headers, 'if-match': '1' }, payload: {} }))
          .statusCode,
      ).toBe(400);
      expect(
        (await t.app.inject({ method: 'POST', url, headers: { ...notary.headers, 'if-match': '1' }, payload: { form: {}, status: 'iregistruotas' } }))
          .statusCode,
      ).toBe(400);
      expect((await getDocument(t.app, notary, id)).body).toMatchObject({ status: 'rengiamas', version: 1 });
    });

    it('refuses a form with field errors (422), changing nothing', async () => {
      const id = await transferred();
      const before = await lifecycleCounts(t.app);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...RETURN_FORM, priezastis: undefined }, '/priezastis', 'validation.required'],
        [{ ...RETURN_FORM, kitas: 'x' }, '/kitas', 'validation.unknownField'],
        [{ ...RETURN_FORM, terminas: '2026-11-19' }, '/terminas', 'validation.notBeforeToday'],
        [{ ...RETURN_FORM, terminas: '2026-11-20' }, '/terminas', 'lifecycle.validation.deadlineNotAfterToday'],
        [{ ...RETURN_FORM, terminas: '2026-11-21' }, '/terminas', 'lifecycle.validation.deadlineNotWorkingDay'],
        [{ ...RETURN_FORM, terminas: '2026-12-24' }, '/terminas', 'lifecycle.validation.deadlineNotWorkingDay'],
        [{ ...RETURN_FORM, terminas: '2026-02-30' }, '/terminas', 'validation.date'],
        [{ ...RETURN_FORM, teisesAktai: 'x'.repeat(2001) }, '/teisesAktai', 'validation.maxLength'],
      ];
      for (const [form, path, messageKey] of cases) {
        const res = await act(t.app, registrar, id, 'grazinti', JSON.parse(JSON.stringify(form)));
        expect(res.statusCode, messageKey).toBe(422);
        expect(res.json().errors).toContainEqual(expect.objectContaining({ path, messageKey }));
      }
      const rejected = await act(t.app, registrar, id, 'atmesti', {});
      expect(
        rejected
          .json()
          .errors.map((e: { path: string }) => e.path)
          .sort(),
      ).toEqual(['/aprasymas', '/priezastys', '/teisinisPagrindas']);
      expect((await act(t.app, registrar, id, 'iregistruoti', { pastabos: 'x' })).statusCode).toBe(422);
      expect(await lifecycleCounts(t.app)).toEqual(before);
    });

    it('asks a registrar for the missed-deadline reason once the decision deadline has passed', async () => {
      const id = await transferred();
      await travel('2026-11-23'); // Monday: the deadline day itself
      expect((await lifecycleOf(t.app, registrar, id)).actions).toContainEqual(
        expect.objectContaining({ action: 'iregistruoti', missedDeadlineReasonRequired: false }),
      );
      await travel('2026-11-24');
      const view = await lifecycleOf(t.app, registrar, id);
      expect(view.actions).toContainEqual(expect.objectContaining({ action: 'atmesti', missedDeadlineReasonRequired: true }));
      const refused = await act(t.app, registrar, id, 'iregistruoti', {});
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        message: 'errors.missed_deadline_reason_required',
        errors: [{ path: '/praleistoTerminoPriezastis', messageKey: 'validation.required' }],
      });
      const reason = 'Registratorius sirgo';
      const ok = await act(t.app, registrar, id, 'iregistruoti', { praleistoTerminoPriezastis: reason });
      expect(ok.statusCode).toBe(200);
      const [event] = await audits(id, 'lifecycle.iregistruoti');
      expect(event).toMatchObject({ from_state: 'perduotas', to_state: 'iregistruotas', reason });
    });

    it("refuses checked actions with critical errors and the spec's exact message, unchecked ones go ahead", async () => {
      // the mortgage term is today (20 Nov): valid now, no longer tomorrow
      const data = fixture('pareikstine-be-kreditoriu-terminas-siandien');
      const draft = await createDocument(t.app, notary, data);
      expect((await act(t.app, notary, draft, 'pasirasyti')).statusCode).toBe(200);
      const sent = await transferred(data);
      await travel('2026-11-21');
      const before = await lifecycleCounts(t.app);
      const critical = { path: '/nustatymas/hipotekosTerminas', messageKey: 'validation.notBeforeToday', severity: 'critical' };

      const transfer = await act(t.app, notary, draft, 'perduoti');
      expect(transfer.statusCode).toBe(422);
      expect(transfer.json()).toMatchObject({ message: 'errors.transfer_critical_errors', errors: [critical] });
      const register = await act(t.app, registrar, sent, 'iregistruoti', {});
      expect(register.statusCode).toBe(422);
      expect(register.json()).toMatchObject({ message: 'errors.registration_critical_errors', errors: [critical] });
      expect(await lifecycleCounts(t.app)).toEqual(before);
      expect((await lifecycleOf(t.app, registrar, sent)).checks).toEqual([critical]);

      expect((await act(t.app, notary, draft, 'rengti')).statusCode).toBe(200);
      const sign = await act(t.app, notary, draft, 'pasirasyti');
      expect(sign.json()).toMatchObject({ message: 'errors.signing_critical_errors', errors: [critical] });
      expect((await act(t.app, registrar, sent, 'grazinti', { ...RETURN_FORM, terminas: '2026-11-27' })).statusCode).toBe(200);
    });

    it('needs a new signature after the data changes, and rengti cancels the signature', async () => {
      const id = await createDocument(t.app, notary);
      await act(t.app, notary, id, 'pasirasyti');
      const signed = (await getDocument(t.app, notary, id)).body;
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/documents/${id}`,
        headers: { ...notary.headers, 'if-match': `"${signed.version}"` },
        payload: { data: { ...signed.data, dokumentas: { ...(signed.data.dokumentas as object), registroNr: '1-1' } } },
      });
      expect(put.statusCode).toBe(200);
      expect((await getDocument(t.app, notary, id)).body.allowedActions).toEqual(['pasirasyti']);
      expect((await act(t.app, notary, id, 'perduoti')).statusCode).toBe(409);
      expect((await lifecycleOf(t.app, notary, id)).signing).toMatchObject({ status: 'signed', coversCurrentData: false });

      const resigned = await act(t.app, notary, id, 'pasirasyti');
      expect(resigned.json().signing).toMatchObject({ status: 'signed' });
      const cancelled = await act(t.app, notary, id, 'rengti');
      expect(cancelled.json()).toMatchObject({ status: 'rengiamas', allowedActions: ['pasirasyti'] });
      const rows = await t.db.kysely.selectFrom('signature').select('status').where('item_id', '=', id).orderBy('id').execute();
      expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
      expect((await t.app.inject({ method: 'GET', url: `/api/documents/${id}/signature/container`, headers: notary.headers })).statusCode).toBe(404);
    });

    it('refuses a tampered signature (409 errors.signature_invalid) and changes nothing', async () => {
      const db = t.db.kysely;
      const signedDoc = async () => {
        const id = await createDocument(t.app, notary);
        await act(t.app, notary, id, 'pasirasyti');
        return id;
      };
      const container = async (id: number) =>
        (await db.selectFrom('signature').select('container').where('item_id', '=', id).where('status', '=', 'signed').executeTakeFirstOrThrow()).container!;
      const setContainer = (id: number, value: string) =>
        db.updateTable('signature').set({ container: value }).where('item_id', '=', id).where('status', '=', 'signed').execute();
      const refusedWith = async (id: number, reason: string, who = notary, action = 'perduoti') => {
        const before = await lifecycleCounts(t.app);
        const res = await act(t.app, who, id, action, action === 'perduoti' ? undefined : {});
        expect(res.statusCode, reason).toBe(409);
        expect(res.json()).toMatchObject({ message: 'errors.signature_invalid', errors: [{ messageKey: `lifecycle.signature.${reason}` }] });
        expect(await lifecycleCounts(t.app)).toEqual(before);
      };

      const flipped = await signedDoc();
      const bytes = Buffer.from(await container(flipped), 'base64');
      bytes[bytes.length - 40] ^= 0xff;
      await setContainer(flipped, bytes.toString('base64'));
      await refusedWith(flipped, 'malformed');

      const [a, b] = [await signedDoc(), await signedDoc()];
      await setContainer(a, await container(b)); // a valid container of another document with the same data
      await refusedWith(a, 'not_current');

      const edited = await signedDoc(); // the data changed behind the API's back
      const row = await db.selectFrom('document').select('data').where('id', '=', edited).executeTakeFirstOrThrow();
      await db
        .updateTable('document')
        .set({ data: row.data.replace('"1-2345"', '"1-2346"') })
        .where('id', '=', edited)
        .execute();
      await refusedWith(edited, 'not_current');

      const impostor = await signedDoc(); // the recorded signer is not the key's owner
      await db.updateTable('signature').set({ signer_user_id: assistant.body.naudotojas.snau_id }).where('item_id', '=', impostor).execute();
      await refusedWith(impostor, 'wrong_signer');

      const atRegistry = await transferred(); // tampering after transfer is caught at registration
      // the registrar has opened it first: this process holds its data of that version (decision 0165)
      expect((await getDocument(t.app, registrar, atRegistry)).statusCode).toBe(200);
      const sent = await db.selectFrom('document').select('data').where('id', '=', atRegistry).executeTakeFirstOrThrow();
      await db
        .updateTable('document')
        .set({ data: sent.data.replace('"1-2345"', '"9-9999"') })
        .where('id', '=', atRegistry)
        .execute();
      await refusedWith(atRegistry, 'not_current', registrar, 'iregistruoti');
    });

    it('lets exactly one of two registrars acting at once win', async () => {
      for (const [first, second] of [
        ['iregistruoti', 'iregistruoti'],
        ['iregistruoti', 'grazinti'],
        ['atmesti', 'grazinti'],
      ] as const) {
        const id = await transferred();
        const { version } = (await getDocument(t.app, registrar, id)).body;
        const form = (a: string) => (a === 'grazinti' ? RETURN_FORM : a === 'atmesti' ? REJECT_FORM : {});
        const results = await Promise.all([act(t.app, registrar, id, first, form(first), version), act(t.app, registrar2, id, second, form(second), version)]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const winner = results.find((r) => r.statusCode === 200)!.json();
        expect((await getDocument(t.app, notary, id)).body).toMatchObject({ status: winner.status, version: version + 1 });
        const decisions = await t.db.kysely
          .selectFrom('audit_event')
          .select('action')
          .where('object_id', '=', String(id))
          .where('action', 'in', ['lifecycle.iregistruoti', 'lifecycle.grazinti', 'lifecycle.atmesti'])
          .execute();
        expect(decisions).toHaveLength(1);
        const snapshots = await t.db.kysely
          .selectFrom('document_version')
          .select('version')
          .where('document_id', '=', id)
          .where('version', '=', version + 1)
          .execute();
        expect(snapshots).toHaveLength(1);
      }
    });

    it("refuses an action while another user holds the document's lock (409 errors.document_locked)", async () => {
      const id = await transferred();
      const lock = await t.app.inject({ method: 'POST', url: '/api/document-lock', headers: registrar.headers, payload: { obj_id: id, lock: true } });
      expect(lock.json().lock).toMatchObject({ mine: true });
      const before = await lifecycleCounts(t.app);
      const refused = await act(t.app, registrar2, id, 'iregistruoti', {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('errors.document_locked');
      expect(await lifecycleCounts(t.app)).toEqual(before);
      expect((await act(t.app, registrar, id, 'iregistruoti', {})).statusCode).toBe(200);
    });

    it("has an assistant's document approved by the notary before it is signed", async () => {
      const id = await createDocument(t.app, assistant);
      expect((await getDocument(t.app, assistant, id)).body.allowedActions).toEqual([]);
      expect((await getDocument(t.app, notary, id)).body.allowedActions).toEqual(['patvirtinti']);
      expect((await act(t.app, assistant, id, 'patvirtinti')).statusCode).toBe(403);
      expect((await act(t.app, assistant, id, 'pasirasyti')).statusCode).toBe(409);
      expect((await act(t.app, notary, id, 'patvirtinti')).json()).toMatchObject({ status: 'patvirtinti' });
      expect((await getDocument(t.app, assistant, id)).body).toMatchObject({ editable: false, allowedActions: ['rengti', 'pasirasyti'] });
      expect((await act(t.app, assistant, id, 'rengti')).json()).toMatchObject({ status: 'rengiamas', allowedActions: [] });
      await act(t.app, notary, id, 'patvirtinti');
      await act(t.app, assistant, id, 'pasirasyti');
      expect((await act(t.app, assistant, id, 'perduoti')).json()).toMatchObject({ status: 'perduotas' });
    });

    it('writes one audit event (who, what, when, from, to, reason) and one version per transition', async () => {
      const id = await transferred();
      const result = await act(t.app, registrar, id, 'atmesti', REJECT_FORM);
      expect(result.json()).toMatchObject({ status: 'atmestas', allowedActions: [] });
      const events = await t.db.kysely
        .selectFrom('audit_event')
        .selectAll()
        .where('object_id', '=', String(id))
        .where('action', 'like', 'lifecycle.%')
        .orderBy('id')
        .execute();
      expect(events.map((e) => [e.action, e.from_state, e.to_state, e.actor_name])).toEqual([
        ['lifecycle.pasirasyti', 'rengiamas', 'rengiamas', 'Rasa Vaitkienė'],
        ['lifecycle.perduoti', 'rengiamas', 'perduotas', 'Rasa Vaitkienė'],
        ['lifecycle.atmesti', 'perduotas', 'atmestas', 'Inga Balčiūnienė'],
      ]);
      expect(events[2]).toMatchObject({ at: TEST_NOW, reason: REJECT_FORM.priezastys });
      expect(events[2].request_id).toBeTruthy();
      const versions = await t.db.kysely
        .selectFrom('document_version')
        .select(['version', 'status', 'action'])
        .where('document_id', '=', id)
        .orderBy('version')
        .execute();
      expect(versions.map((v) => [Number(v.version), v.status, v.action])).toEqual([
        [2, 'rengiamas', 'pasirasyti'],
        [3, 'perduotas', 'perduoti'],
        [4, 'atmestas', 'atmesti'],
      ]);
    });
  });

  describe('returned documents past their correction deadline', () => {
    it('become nepatikslintas when read, once, and the registrar may then only reject', async () => {
      const id = await transferred();
      await act(t.app, registrar, id, 'grazinti', { ...RETURN_FORM, terminas: '2026-11-23' });
      await travel('2026-11-23');
      expect((await getDocument(t.app, notary, id)).body.status).toBe('grazintas');
      await travel('2026-11-24');
      expect((await getDocument(t.app, notary, id)).body).toMatchObject({ status: 'nepatikslintas', editable: false, allowedActions: [] });
      await getDocument(t.app, registrar, id);
      const events = await audits(id, 'lifecycle.pasibaigimas');
      expect(events).toEqual([expect.objectContaining({ actor_id: null, from_state: 'grazintas', to_state: 'nepatikslintas' })]);
      expect(await lifecycleOf(t.app, registrar, id)).toMatchObject({ allowedActions: ['atmesti'], decisionDeadline: '2026-11-24' });
      expect((await act(t.app, registrar, id, 'atmesti', REJECT_FORM)).json()).toMatchObject({ status: 'atmestas' });
    });

    it('are expired by the sweep, each exactly once', async () => {
      const ids = [await transferred(), await transferred()];
      for (const id of ids) await act(t.app, registrar, id, 'grazinti', { ...RETURN_FORM, terminas: '2026-11-23' });
      await travel('2026-11-25');
      const [first, second] = await Promise.all([t.app.lifecycleEngine.sweep(), t.app.lifecycleEngine.sweep()]);
      expect(first + second).toBeGreaterThanOrEqual(2);
      expect(await t.app.lifecycleEngine.sweep()).toBe(0);
      for (const id of ids) expect(await audits(id, 'lifecycle.pasibaigimas')).toHaveLength(1);
    });
  });

  describe('change and termination notices of a registered entry', () => {
    const basis = { pagrindas: 'Prievolė įvykdyta', aprasymas: 'Kreditas grąžintas visas', data: '2026-11-19', laikas: '09:30' };
    async function registeredEntry(): Promise<number> {
      const id = await transferred();
      expect((await act(t.app, registrar, id, 'iregistruoti', {})).statusCode).toBe(200);
      return id;
    }
    const start = (who: SignedIn, id: number, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/documents/${id}/changes`, headers: who.headers, payload });

    it('refuses a basis with errors, an entry that is not registered, and users who may not file', async () => {
      const entry = await registeredEntry();
      const bad = await start(notary, entry, { kind: 'nutraukimas', pagrindas: { ...basis, data: '2026-11-21', kitas: 1 } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: '/pagrindas/data', messageKey: 'validation.notAfterToday' }),
          expect.objectContaining({ path: '/pagrindas/kitas', messageKey: 'validation.unknownField' }),
        ]),
      );
      const draft = await createDocument(t.app, notary);
      expect((await start(notary, draft, { kind: 'pakeitimas', pagrindas: basis })).json().message).toBe('errors.entry_not_registered');
      expect((await start(reader, entry, { kind: 'pakeitimas', pagrindas: basis })).statusCode).toBe(403); // sees the register, files nothing
      // the registry's viewer sees the register and files nothing (the per-type matrix: action-rights.test.ts)
      expect((await start(viewer, entry, { kind: 'nutraukimas', pagrindas: basis })).statusCode).toBe(403);
      expect((await start(notary, entry, { kind: 'istrynimas', pagrindas: basis })).statusCode).toBe(400);
    });

    it('terminates the entry when a termination notice is registered; a change notice still open is then refused', async () => {
      const entry = await registeredEntry();
      const first = (await start(notary, entry, { kind: 'nutraukimas', pagrindas: basis })).json().id;
      const second = (await start(notary, entry, { kind: 'pakeitimas', pagrindas: basis })).json().id;
      const view = await lifecycleOf(t.app, notary, first);
      expect(view).toMatchObject({ status: 'rengiamas', noticeKind: 'nutraukimas', basis, entry: { documentId: entry } });
      for (const id of [first, second]) {
        await act(t.app, notary, id, 'pasirasyti');
        await act(t.app, notary, id, 'perduoti');
      }
      const registered = await act(t.app, registrar, first, 'iregistruoti', {});
      expect(registered.statusCode).toBe(200);
      expect((await getDocument(t.app, notary, entry)).body.status).toBe('nutrauktas');
      const history = (await t.app.inject({ method: 'GET', url: `/api/documents/${entry}/history`, headers: registrar.headers })).json();
      expect(history.events.at(-1)).toMatchObject({
        action: 'lifecycle.nutraukimas',
        fromState: 'iregistruotas',
        toState: 'nutrauktas',
        reason: basis.pagrindas,
      });
      expect(history.changes).toEqual([
        expect.objectContaining({ documentId: first, noticeKind: 'nutraukimas', status: 'iregistruotas', registryNumber: registered.json().registryNumber }),
        expect.objectContaining({ documentId: second, noticeKind: 'pakeitimas', status: 'perduotas' }),
      ]);
      const again = await act(t.app, registrar, second, 'iregistruoti', {});
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe('errors.registration_critical_errors');
      expect(again.json().errors).toContainEqual({ path: '/pranesimas/irasas', messageKey: 'lifecycle.validation.entryNotRegistered', severity: 'critical' });
    });

    it('lets a change without a difference through with a warning, and a new basis needs a new signature', async () => {
      const entry = await registeredEntry();
      const change = (await start(notary, entry, { kind: 'pakeitimas', pagrindas: basis })).json().id;
      const warning = { path: '', messageKey: 'lifecycle.validation.changeWithoutDifference', severity: 'warning' };
      const signed = await act(t.app, notary, change, 'pasirasyti');
      expect(signed.json()).toMatchObject({ issues: [warning], allowedActions: ['rengti', 'perduoti'] });
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/documents/${change}/basis`,
        headers: { ...notary.headers, 'if-match': `"${signed.json().version}"` },
        payload: { pagrindas: { ...basis, pagrindas: 'Šalių susitarimas' } },
      });
      expect(put.statusCode).toBe(200);
      expect((await getDocument(t.app, notary, change)).body.allowedActions).toEqual(['pasirasyti']);
      await act(t.app, notary, change, 'pasirasyti');
      expect((await act(t.app, notary, change, 'perduoti')).json()).toMatchObject({ status: 'perduotas', issues: [warning] });
      expect((await getDocument(t.app, notary, entry)).body.status).toBe('iregistruotas');
      const notChange = await t.app.inject({
        method: 'PUT',
        url: `/api/documents/${entry}/basis`,
        headers: { ...notary.headers, 'if-match': '1' },
        payload: { pagrindas: basis },
      });
      expect(notChange.statusCode).toBe(409);
    });
  });

  describe('GET /api/documents/:id/lifecycle, history, versions, signature', () => {
    it('describe each allowed action and hide the document from those who may not see it', async () => {
      const id = await transferred();
      const view = await lifecycleOf(t.app, registrar, id);
      expect(view.actions).toEqual([
        {
          action: 'iregistruoti',
          confirmKey: 'lifecycle.confirm.iregistruoti',
          form: 'https://registrai.lt/lifecycle/forms/iregistruoti.schema.json',
          criticalKey: 'errors.registration_critical_errors',
          missedDeadlineReasonRequired: false,
        },
        {
          action: 'grazinti',
          confirmKey: 'lifecycle.confirm.grazinti',
          form: 'https://registrai.lt/lifecycle/forms/grazinti.schema.json',
          criticalKey: null,
          missedDeadlineReasonRequired: false,
        },
        {
          action: 'atmesti',
          confirmKey: 'lifecycle.confirm.atmesti',
          form: 'https://registrai.lt/lifecycle/forms/atmesti.schema.json',
          criticalKey: null,
          missedDeadlineReasonRequired: false,
        },
      ]);
      expect(view.signing).toMatchObject({ status: 'signed', coversCurrentData: true, signerName: 'Rasa Vaitkienė' });
      for (const path of ['lifecycle', 'history', 'versions/2', 'signature', 'signature/container', 'notices']) {
        expect((await t.app.inject({ method: 'GET', url: `/api/documents/${id}/${path}`, headers: bailiff.headers })).statusCode, path).toBe(404);
        expect((await t.app.inject({ method: 'GET', url: `/api/documents/${id}/${path}` })).statusCode, path).toBe(401);
      }
      expect((await t.app.inject({ method: 'GET', url: `/api/documents/${id}/versions/99`, headers: notary.headers })).statusCode).toBe(404);
    });
  });
});
