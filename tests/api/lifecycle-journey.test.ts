/**
 * The API journey of the "Lifecycle" issue: a notary files and signs a contractual mortgage
 * and transfers it; a registrar returns it with a reason; the notary fixes it, signs and
 * resubmits; the registrar registers it; the notary sees the received notice with the registry
 * number. (The browser journey over the same API lives in e2e/.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { RETURN_FORM, act, createDocument, fixture, getDocument, lifecycleOf } from '../helpers/lifecycle.js';

describe.each(TEST_DIALECTS)('lifecycle journey: file, sign, transfer, return, fix, resubmit, register, notice [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let registrar: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    [notary, registrar] = await Promise.all(['DT_notaras', 'RG_STSR_registrat'].map((u) => login(t.app, u)));
  });
  afterAll(() => t.close());

  it('goes the whole way and leaves a complete history', async () => {
    const { app } = t;
    const data = fixture('visos-rusys-16-turto-rusiu');
    const id = await createDocument(app, notary, data);
    expect((await getDocument(app, notary, id)).body).toMatchObject({ status: 'rengiamas', version: 1, allowedActions: ['pasirasyti'] });

    // the notary signs: a signed ASiC-E container over the current data
    const signed = await act(app, notary, id, 'pasirasyti');
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      status: 'rengiamas',
      version: 2,
      allowedActions: ['rengti', 'perduoti'],
      signing: { type: 'document', status: 'signed', provider: 'local' },
    });
    expect(signed.headers.etag).toBe('"2"');
    const container = await app.inject({ method: 'GET', url: `/api/documents/${id}/signature/container`, headers: notary.headers });
    expect(container.statusCode).toBe(200);
    expect(container.headers['content-type']).toBe('application/vnd.etsi.asic-e+zip');
    expect(container.rawPayload.subarray(30, 38).toString()).toBe('mimetype');

    // … and transfers it; the registrar must decide by the next working day (Fri 20 Nov → Mon 23 Nov)
    const transferred = await act(app, notary, id, 'perduoti');
    expect(transferred.json()).toMatchObject({ status: 'perduotas', allowedActions: [] });
    const seen = await lifecycleOf(app, registrar, id);
    expect(seen).toMatchObject({
      status: 'perduotas',
      decisionDeadline: '2026-11-23',
      allowedActions: ['iregistruoti', 'grazinti', 'atmesti'],
      defaults: { grazinti: { terminas: '2026-11-27' } },
    });

    // the registrar returns it with a deadline and reasons
    const returned = await act(app, registrar, id, 'grazinti', RETURN_FORM);
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ status: 'grazintas' });
    const afterReturn = await getDocument(app, notary, id);
    expect(afterReturn.body).toMatchObject({ status: 'grazintas', editable: true, allowedActions: ['pasirasyti'] });
    // its registrui tab says why, beside when
    expect(await lifecycleOf(app, notary, id)).toMatchObject({ status: 'grazintas', returnReason: RETURN_FORM.priezastis });

    // the notary received the return notice
    const inbox = (await app.inject({ method: 'GET', url: '/api/notices', headers: notary.headers })).json();
    const returnNotice = inbox.items.find((n: { documentId: number; kind: string }) => n.documentId === id && n.kind === 'grazintas');
    expect(returnNotice).toBeDefined();
    const returnPage = (await app.inject({ method: 'GET', url: `/api/notices/${returnNotice.token}` })).json();
    expect(returnPage.content.grazinimas).toMatchObject({ terminas: '2026-11-27', priezastis: RETURN_FORM.priezastis, teisesAktai: RETURN_FORM.teisesAktai });

    // the notary fixes the data, signs again and resubmits
    const fixedData = { ...afterReturn.body.data, dokumentas: { ...(afterReturn.body.data.dokumentas as object), registroNr: '7-777' } };
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/documents/${id}`,
      headers: { ...notary.headers, 'if-match': `"${afterReturn.body.version}"` },
      payload: { data: fixedData },
    });
    expect(saved.statusCode).toBe(200);
    expect((await act(app, notary, id, 'pasirasyti')).statusCode).toBe(200);
    expect((await act(app, notary, id, 'perduoti')).json()).toMatchObject({ status: 'perduotas' });
    expect(await lifecycleOf(app, registrar, id)).toMatchObject({ status: 'perduotas', returnReason: null });

    // the registrar registers it: a registry number, the registered version frozen
    const registered = await act(app, registrar, id, 'iregistruoti', {});
    expect(registered.statusCode).toBe(200);
    const { registryNumber, version } = registered.json();
    expect(registryNumber).toMatch(/^STSR-2026-\d{6}$/);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/documents/${id}`,
      headers: { ...notary.headers, 'if-match': `"${version}"` },
      payload: { data: fixedData },
    });
    expect(edit.statusCode).toBe(409);

    // the notary sees the received notice and the registry number
    const notices = (await app.inject({ method: 'GET', url: '/api/notices', headers: notary.headers })).json();
    const registration = notices.items.find((n: { documentId: number; kind: string }) => n.documentId === id && n.kind === 'iregistruotas');
    expect(registration).toMatchObject({ registryNumber, documentType: 'sutartine-hipoteka' });
    const page = await app.inject({ method: 'GET', url: `/api/notices/${registration.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      kind: 'iregistruotas',
      recipientName: 'Vilniaus miesto 5-asis notarų biuras',
      content: { registryNumber, status: 'iregistruotas', decidedBy: 'Inga Balčiūnienė' },
    });

    // the interested party of the informavimas tab was informed too, by e-mail (formed, waiting for the sender)
    const informed = (await app.inject({ method: 'GET', url: `/api/documents/${id}/notices`, headers: notary.headers })).json().items;
    expect(
      informed
        .filter((n: { kind: string }) => n.kind === 'iregistruotas')
        .map((n: { channel: string; journalStatus: string; recipientEmail: string | null }) => [n.channel, n.journalStatus, n.recipientEmail]),
    ).toEqual([
      ['sistema', 'pateiktas', null],
      ['el_pastas', 'suformuotas', 'pastas@imone.lt'],
    ]);

    // the history: every version, the registered one marked, and every action with from/to
    const history = (await app.inject({ method: 'GET', url: `/api/documents/${id}/history`, headers: notary.headers })).json();
    expect(history.events.map((e: { action: string; fromState: string | null; toState: string | null }) => [e.action, e.fromState, e.toState])).toEqual([
      ['document.create', null, null],
      ['lifecycle.pasirasyti', 'rengiamas', 'rengiamas'],
      ['lifecycle.perduoti', 'rengiamas', 'perduotas'],
      ['lifecycle.grazinti', 'perduotas', 'grazintas'],
      ['document.update', null, null],
      ['lifecycle.pasirasyti', 'grazintas', 'grazintas'],
      ['lifecycle.perduoti', 'grazintas', 'perduotas'],
      ['lifecycle.iregistruoti', 'perduotas', 'iregistruotas'],
    ]);
    expect(history.events[3]).toMatchObject({ actorName: 'Inga Balčiūnienė', reason: RETURN_FORM.priezastis, form: RETURN_FORM });
    expect(history.versions.map((v: { status: string }) => v.status)).toEqual([
      'rengiamas',
      'perduotas',
      'grazintas',
      'grazintas',
      'perduotas',
      'iregistruotas',
    ]);
    const frozen = history.versions.filter((v: { registered: boolean }) => v.registered);
    expect(frozen).toEqual([expect.objectContaining({ version, registryNumber, status: 'iregistruotas' })]);
    const snapshot = (await app.inject({ method: 'GET', url: `/api/documents/${id}/versions/${version}`, headers: registrar.headers })).json();
    expect(snapshot.data.dokumentas.registroNr).toBe('7-777');
    // the version's action as the history lists it (both answers declare it a string, never null)
    const listed = history.versions.find((v: { version: number }) => v.version === version);
    expect(snapshot.action).toBe(listed.action);
    expect(typeof snapshot.action === 'string' && snapshot.action.length > 0).toBe(true);
  });
});
