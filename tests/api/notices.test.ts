import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDocument } from '../../api/modules/items/repository.js';
import { notifyParties } from '../../api/modules/notices/notify.js';
import { recipientsOf } from '../../api/modules/notices/recipients.js';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { REJECT_FORM, RETURN_FORM, act, createDocument, fixture } from '../helpers/lifecycle.js';

describe('who is informed', () => {
  it('the owner in the application and every informed person by e-mail', () => {
    const owner = { face: 'workplace' as const, userId: 1, officeId: 2, personCode: null, companyCode: null };
    const data = {
      informavimas: [
        { asmensTipas: 'juridinis', pavadinimas: 'UAB Informuojama', elPastas: 'info@imone.lt' },
        { asmensTipas: 'fizinis', vardas: 'Ona', pavarde: 'Onaitė' },
      ],
    };
    expect(recipientsOf(owner, 'Biuras', data)).toEqual([
      { channel: 'sistema', name: 'Biuras', email: null, stamp: owner },
      { channel: 'el_pastas', name: 'UAB Informuojama', email: 'info@imone.lt', stamp: null },
      { channel: 'el_pastas', name: 'Ona Onaitė', email: null, stamp: null },
    ]);
    expect(recipientsOf(owner, 'Biuras', {})).toHaveLength(1);
  });
});

describe.each(TEST_DIALECTS)('notices to interested parties [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let assistant: SignedIn;
  let bailiff: SignedIn;
  let registrar: SignedIn;
  let citizen: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    [notary, assistant, bailiff, registrar] = await Promise.all(
      ['DT_notaras', 'DT_notaro_padejejas', 'DT_antstolis', 'RG_STSR_registrat'].map((u) => login(t.app, u)),
    );
    citizen = await gatewayLogin(t.app, '/sav', '38703181745/');
  });
  afterAll(() => t.close());

  async function decided(action: 'iregistruoti' | 'grazinti' | 'atmesti', form: Record<string, unknown>): Promise<number> {
    const id = await createDocument(t.app, notary, fixture('visos-rusys-16-turto-rusiu'));
    await act(t.app, notary, id, 'pasirasyti');
    await act(t.app, notary, id, 'perduoti');
    expect((await act(t.app, registrar, id, action, form)).statusCode).toBe(200);
    return id;
  }
  const list = (who: SignedIn, base = '/api') =>
    t.app.inject({ method: 'GET', url: `${base}/notices?pageSize=200`, headers: who.headers }).then((r) => r.json());

  it('notify the provider in the application and the informed persons by e-mail on registration, return and rejection', async () => {
    for (const [action, form, kind] of [
      ['iregistruoti', {}, 'iregistruotas'],
      ['grazinti', RETURN_FORM, 'grazintas'],
      ['atmesti', REJECT_FORM, 'atmestas'],
    ] as const) {
      const id = await decided(action, form);
      const sent = (await t.app.inject({ method: 'GET', url: `/api/documents/${id}/notices`, headers: notary.headers })).json().items;
      expect(sent).toEqual([
        expect.objectContaining({
          kind,
          channel: 'sistema',
          journalStatus: 'pateiktas',
          recipientName: 'Vilniaus miesto 5-asis notarų biuras',
          deliveredAt: TEST_NOW,
        }),
        expect.objectContaining({
          kind,
          channel: 'el_pastas',
          journalStatus: 'suformuotas',
          recipientName: 'UAB Informuojama',
          recipientEmail: 'pastas@imone.lt',
          deliveredAt: null,
        }),
      ]);
      // the whole office receives it, no one else
      for (const who of [notary, assistant])
        expect((await list(who)).items.filter((n: { documentId: number }) => n.documentId === id)).toEqual([expect.objectContaining({ kind })]);
      expect((await list(bailiff)).items.filter((n: { documentId: number }) => n.documentId === id)).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: `/api/documents/${id}/notices`, headers: bailiff.headers })).statusCode).toBe(404);
    }
  });

  it('open the received-notice page by its token to anyone holding it, without internal reasons', async () => {
    const id = await decided('grazinti', { ...RETURN_FORM, praleistoTerminoPriezastis: 'Vidinė priežastis' });
    const notice = (await list(notary)).items.find((n: { documentId: number }) => n.documentId === id);
    expect(notice.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const page = await t.app.inject({ method: 'GET', url: `/api/notices/${notice.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      kind: 'grazintas',
      content: {
        documentId: id,
        documentType: 'sutartine-hipoteka',
        status: 'grazintas',
        decidedBy: 'Inga Balčiūnienė',
        providerName: 'Vilniaus miesto 5-asis notarų biuras',
        grazinimas: RETURN_FORM,
      },
    });
    expect(JSON.stringify(page.json())).not.toContain('Vidinė priežastis');
    expect((await t.app.inject({ method: 'GET', url: `/sav/notices/${notice.token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/notices/${'A'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/notices/not*a*token' })).statusCode).toBe(400);
  });

  it('list what the user received, newest first, paged and filtered by kind; nothing of others in the portal', async () => {
    const first = await list(notary);
    const page = (await t.app.inject({ method: 'GET', url: '/api/notices?page=1&pageSize=1&kind=iregistruotas', headers: notary.headers })).json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0].kind).toBe('iregistruotas');
    expect(page.total).toBe(first.items.filter((n: { kind: string }) => n.kind === 'iregistruotas').length);
    const dates = first.items.map((n: { createdAt: string }) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // the citizen's own notices are about his requests (demo seed), none about the office's documents
    const portal = await list(citizen, '/sav');
    expect(portal.items.filter((n: { documentType: string }) => n.documentType === 'sutartine-hipoteka')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/notices' })).statusCode).toBe(401);
  });

  it('mark an e-mail notice that cannot be formed (no address) nesuformuotas', async () => {
    const id = await createDocument(t.app, notary);
    const row = (await findDocument(t.app.db.kysely, id))!;
    const withoutAddress = {
      ...row,
      data: JSON.stringify({ ...JSON.parse(row.data), informavimas: [{ asmensTipas: 'fizinis', vardas: 'Ona', pavarde: 'Onaitė' }] }),
    };
    await notifyParties(t.app.db.kysely, withoutAddress, {
      status: 'atmestas',
      form: REJECT_FORM,
      at: TEST_NOW,
      actor: { id: registrar.body.naudotojas.snau_id, name: 'Inga Balčiūnienė' },
      entryRegistryNumber: null,
    });
    const rows = await t.app.db.kysely.selectFrom('notice').select(['channel', 'journal_status']).where('document_id', '=', id).orderBy('id').execute();
    expect(rows).toEqual([
      { channel: 'sistema', journal_status: 'pateiktas' },
      { channel: 'el_pastas', journal_status: 'nesuformuotas' },
    ]);
  });
});
