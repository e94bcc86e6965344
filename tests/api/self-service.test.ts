/**
 * Self-service objects (issue #8 item 5): the pledges, mortgages and contracts a portal user is
 * a party of, the read-only view for parties, the actions each party may take now — and that
 * nobody else ever sees or acts on them (IDOR). Runs on the seeded demo data
 * (api/db/seed/self-service.ts) through the real app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const BASIS = { pagrindas: 'Pasikeitė įkeisto automobilio valstybinis numeris', data: '2026-11-19' };

interface Item {
  id: number;
  type: string;
  version: number;
  roles: string[];
  allowedActions: string[];
}

describe.each(TEST_DIALECTS)('self-service objects [%s]', (dialect) => {
  let t: TestApp;
  let jonas: SignedIn;
  let company: SignedIn;
  let ruta: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [jonas, company, ruta] = await Promise.all(['38703181745/', '48502253414/304512345', '49206111231/'].map((id) => gatewayLogin(t.app, '/sav', id)));
    // booting loads the whole catalogue and seeds it; on the shared machine that can pass the 30 s default
  }, 120_000);
  afterAll(() => t.close());

  const list = async (who: SignedIn, kind: string, purpose = 'salis') => {
    const res = await t.app.inject({ method: 'GET', url: `/sav/objects?kind=${kind}&purpose=${purpose}`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { total: number; items: Item[] };
  };
  const get = (who: SignedIn, id: number) => t.app.inject({ method: 'GET', url: `/sav/objects/${id}`, headers: who.headers });
  const act = (who: SignedIn, id: number, action: string, version: number | null, form?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/sav/objects/${id}/actions/${action}`,
      headers: { ...who.headers, ...(version === null ? {} : { 'if-match': `"${version}"` }) },
      payload: form ? { form } : {},
    });
  const only = async (who: SignedIn, kind: string, type?: string) => {
    const { items } = await list(who, kind);
    const found = items.filter((i) => !type || i.type === type);
    expect(found).toHaveLength(1);
    return found[0];
  };
  const ruthsPledge = async () => (await only(ruta, 'pledge')).id;

  describe('GET /sav/objects', () => {
    it('lists the registered pledge where the citizen is the debtor, with the pledgor’s actions', async () => {
      const pledge = await only(jonas, 'pledge');
      expect(pledge).toMatchObject({ type: 'sutartinis-ikeitimas', roles: ['skolininkai'], allowedActions: ['perziureti', 'pranesti-apie-pakeitima'] });
    });

    it('gives the company (the creditor) the creditor’s actions on the same pledge', async () => {
      const pledge = await only(company, 'pledge');
      expect(pledge).toMatchObject({ id: (await only(jonas, 'pledge')).id, roles: ['kreditoriai'], allowedActions: ['perziureti', 'keisti', 'isregistruoti'] });
    });

    it('never lists another citizen’s pledge', async () => {
      const theirs = await ruthsPledge();
      for (const who of [jonas, company]) expect((await list(who, 'pledge')).items.map((i) => i.id)).not.toContain(theirs);
    });

    it('filters by purpose: a debtor of a mortgage can change nothing in self-service, its creditor can', async () => {
      expect(await list(jonas, 'mortgage', 'keitimas')).toMatchObject({ total: 0, items: [] });
      expect((await list(jonas, 'mortgage')).items[0].allowedActions).toEqual(['perziureti']);
      expect((await list(company, 'mortgage', 'keitimas')).items[0].allowedActions).toEqual(['perziureti', 'keisti', 'isregistruoti']);
    });

    it('lists contracts for each contract purpose by the party’s role', async () => {
      const types = async (who: SignedIn, purpose: string) => (await list(who, 'contract', purpose)).items.map((i) => i.type).sort();
      expect(await types(jonas, 'atpirkimas')).toEqual(['pardavimas-su-atpirkimo-teise']);
      expect(await types(company, 'atpirkimas')).toEqual([]);
      expect(await types(company, 'davejas')).toEqual(['nuoma']);
      expect(await types(jonas, 'davejas')).toEqual([]);
      expect(await types(jonas, 'pasibaigusios')).toEqual([]);
      expect(await types(jonas, 'automatinis')).toEqual(['nuoma', 'pardavimas-su-atpirkimo-teise']);
    });

    it('refuses a purpose the kind does not have, and an unknown kind', async () => {
      const wrong = await t.app.inject({ method: 'GET', url: '/sav/objects?kind=pledge&purpose=atpirkimas', headers: jonas.headers });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('errors.object_purpose_invalid');
      expect((await t.app.inject({ method: 'GET', url: '/sav/objects?kind=laivas', headers: jonas.headers })).statusCode).toBe(400);
    });

    it('is a portal feature: a workplace session does not count there, and the workplace has no such route', async () => {
      const notary = await login(t.app, 'DT_notaras');
      expect((await t.app.inject({ method: 'GET', url: '/sav/objects?kind=pledge', headers: notary.headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/sav/objects?kind=pledge' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/objects?kind=pledge', headers: notary.headers })).statusCode).toBe(404);
    });
  });

  describe('GET /sav/objects/:id', () => {
    it('shows a party the registered data read-only with the actions', async () => {
      const pledge = await only(jonas, 'pledge');
      const res = await get(jonas, pledge.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(`"${pledge.version}"`);
      const view = res.json();
      expect(view).toMatchObject({ own: false, status: 'iregistruotas', kind: 'pledge', allowedActions: ['perziureti', 'pranesti-apie-pakeitima'] });
      expect(view.registryNumber).toMatch(/^STSR-\d{4}-\d{6}$/);
      expect(view.data.skolininkai[0].asmensKodas).toBe('38703181745');
    });

    it('is 404 for another citizen’s object, and for a party’s entry that is not registered', async () => {
      expect((await get(jonas, await ruthsPledge())).statusCode).toBe(404);
      expect((await get(company, await ruthsPledge())).statusCode).toBe(404);
      // the demo notary's returned mortgage names Jonas as debtor, but it is no registered entry
      const returned = await t.db.kysely.selectFrom('document').select('id').where('status', '=', 'grazintas').executeTakeFirstOrThrow();
      expect((await get(jonas, Number(returned.id))).statusCode).toBe(404);
      expect((await get(jonas, 999999)).statusCode).toBe(404);
    });
  });

  describe('POST /sav/objects/:id/actions/:action', () => {
    it('refuses every action on another citizen’s object with 404, and changes nothing', async () => {
      const theirs = await ruthsPledge();
      const before = await t.db.kysely
        .selectFrom('document')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      for (const action of [
        'keisti',
        'pranesti-apie-pakeitima',
        'isregistruoti',
        'pageidauti-atpirkti',
        'neisregistruoti-automatiskai',
        'pasirasyti',
        'salinti',
      ]) {
        const res = await act(jonas, theirs, action, 1, action === 'keisti' ? { pagrindas: BASIS } : undefined);
        expect(res.statusCode, action).toBe(404);
      }
      const after = await t.db.kysely
        .selectFrom('document')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('refuses another party’s action with 403 and an action of no party with 409', async () => {
      const pledge = await only(jonas, 'pledge');
      expect((await act(jonas, pledge.id, 'isregistruoti', pledge.version, { pagrindas: BASIS })).statusCode).toBe(403);
      expect((await act(jonas, pledge.id, 'keisti', pledge.version, { pagrindas: BASIS })).statusCode).toBe(403);
      expect((await act(company, pledge.id, 'pranesti-apie-pakeitima', pledge.version, { pagrindas: BASIS })).statusCode).toBe(403);
      const refused = await act(jonas, pledge.id, 'pageidauti-atpirkti', pledge.version);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('errors.action_not_allowed_in_status');
      // the buyer may not wish to repurchase; the lessee may not end a valid lease
      const sale = await only(company, 'contract', 'pardavimas-su-atpirkimo-teise');
      expect((await act(company, sale.id, 'pageidauti-atpirkti', sale.version)).statusCode).toBe(403);
      const lease = await only(jonas, 'contract', 'nuoma');
      expect((await act(jonas, lease.id, 'isregistruoti', lease.version, { pagrindas: BASIS })).statusCode).toBe(403);
    });

    it('needs If-Match with the current version and a form with only the action’s fields', async () => {
      const pledge = await only(jonas, 'pledge');
      expect((await act(jonas, pledge.id, 'pranesti-apie-pakeitima', null, { pagrindas: BASIS })).statusCode).toBe(428);
      expect((await act(jonas, pledge.id, 'pranesti-apie-pakeitima', pledge.version - 1, { pagrindas: BASIS })).statusCode).toBe(412);
      const missing = await act(jonas, pledge.id, 'pranesti-apie-pakeitima', pledge.version, {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual([{ path: '/pagrindas', messageKey: 'validation.required', severity: 'critical' }]);
      const extra = await act(jonas, pledge.id, 'pranesti-apie-pakeitima', pledge.version, { pagrindas: BASIS, kaina: 1 });
      expect(extra.json().errors).toEqual([{ path: '/kaina', messageKey: 'validation.unknownField', severity: 'critical' }]);
      const badBasis = await act(jonas, pledge.id, 'pranesti-apie-pakeitima', pledge.version, { pagrindas: { pagrindas: '', data: 'vakar' } });
      expect(badBasis.statusCode).toBe(422);
      expect(
        badBasis
          .json()
          .errors.map((e: { path: string }) => e.path)
          .sort(),
      ).toEqual(['/pagrindas/data', '/pagrindas/pagrindas']);
      const unknownAction = await act(jonas, pledge.id, 'perziureti', pledge.version);
      expect(unknownAction.statusCode).toBe(400);
      expect((await list(jonas, 'pledge')).items[0].version).toBe(pledge.version);
    });

    it('records the seller’s repurchase wish once, tells the buyer, and lets the seller cancel it', async () => {
      const sale = await only(jonas, 'contract', 'pardavimas-su-atpirkimo-teise');
      expect(sale.allowedActions).toEqual(['perziureti', 'keisti', 'isregistruoti', 'pageidauti-atpirkti', 'neisregistruoti-automatiskai']);
      const wished = await act(jonas, sale.id, 'pageidauti-atpirkti', sale.version);
      expect(wished.statusCode).toBe(200);
      expect(wished.json()).toMatchObject({
        id: sale.id,
        status: 'iregistruotas',
        allowedActions: ['perziureti', 'keisti', 'isregistruoti', 'atsaukti-pageidavima', 'neisregistruoti-automatiskai'],
        created: null,
      });
      expect((await act(jonas, sale.id, 'pageidauti-atpirkti', sale.version)).statusCode).toBe(409);
      expect((await get(jonas, sale.id)).json().facts.repurchaseWish).toMatchObject({ byName: 'Jonas Petraitis' });
      expect((await list(jonas, 'contract', 'atpirkimo-atsaukimas')).items.map((i) => i.id)).toEqual([sale.id]);

      const inbox = (await t.app.inject({ method: 'GET', url: '/sav/notices', headers: company.headers })).json();
      const notice = inbox.items.find((n: { documentId: number; kind: string }) => n.documentId === sale.id && n.kind === 'atpirkimas');
      expect(notice).toBeDefined();
      expect(
        (await t.app.inject({ method: 'GET', url: '/sav/notices', headers: ruta.headers }))
          .json()
          .items.some((n: { documentId: number }) => n.documentId === sale.id),
      ).toBe(false);
      const audit = await t.db.kysely.selectFrom('audit_event').selectAll().where('action', '=', 'self_service.pageidauti-atpirkti').execute();
      expect(audit).toHaveLength(1);

      const cancelled = await act(jonas, sale.id, 'atsaukti-pageidavima', sale.version);
      expect(cancelled.json().allowedActions).toContain('pageidauti-atpirkti');
      expect((await act(jonas, sale.id, 'atsaukti-pageidavima', sale.version)).statusCode).toBe(409);
      expect((await get(jonas, sale.id)).json().facts.repurchaseWish).toBeNull();
    });

    it('starts the citizen’s own change notice, which they sign (and so submit) — invisible to anyone else', async () => {
      const pledge = await only(jonas, 'pledge');
      const started = await act(jonas, pledge.id, 'pranesti-apie-pakeitima', pledge.version, { pagrindas: BASIS });
      expect(started.statusCode).toBe(200);
      const created = started.json().created as { id: number; version: number };
      expect(created.version).toBe(1);
      const own = (await get(jonas, created.id)).json();
      expect(own).toMatchObject({
        own: true,
        noticeKind: 'pakeitimas',
        status: 'rengiamas',
        entry: { id: pledge.id },
        basis: BASIS,
        allowedActions: ['perziureti', 'redaguoti', 'pasirasyti', 'salinti'],
      });
      expect((await get(ruta, created.id)).statusCode).toBe(404);
      expect((await get(company, created.id)).statusCode).toBe(404);
      expect((await act(company, created.id, 'pasirasyti', 1)).statusCode).toBe(404);

      const edited = await act(jonas, created.id, 'redaguoti', 1, { pagrindas: { ...BASIS, aprasymas: 'Numeris pakeistas į KLM457' } });
      expect(edited.json()).toMatchObject({ status: 'rengiamas', version: 2 });
      const signed = await act(jonas, created.id, 'pasirasyti', 2);
      expect(signed.statusCode).toBe(200);
      expect(signed.json()).toMatchObject({ status: 'perduotas', allowedActions: ['perziureti'] });
      expect((await act(jonas, created.id, 'salinti', signed.json().version)).statusCode).toBe(409);
      const history = await t.db.kysely.selectFrom('document_version').select('action').where('document_id', '=', created.id).orderBy('version').execute();
      expect(history.map((h) => h.action)).toEqual(['pasirasyti', 'perduoti']);
    });

    it('removes a notice never submitted, with everything it had', async () => {
      const mortgage = (await list(company, 'mortgage', 'keitimas')).items[0];
      const started = await act(company, mortgage.id, 'isregistruoti', mortgage.version, { pagrindas: { pagrindas: 'Paskola grąžinta', data: '2026-11-20' } });
      const id = started.json().created.id as number;
      expect((await get(company, id)).json()).toMatchObject({ noticeKind: 'nutraukimas', own: true });
      const removed = await act(company, id, 'salinti', 1);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ status: 'pasalintas', allowedActions: [] });
      expect((await get(company, id)).statusCode).toBe(404);
      expect(await t.db.kysely.selectFrom('document_party').select('document_id').where('document_id', '=', id).execute()).toEqual([]);
    });

    it('allows nothing but viewing once an entry is terminated', async () => {
      const mortgage = (await list(company, 'mortgage')).items[0];
      await t.db.kysely.updateTable('document').set({ status: 'nutrauktas' }).where('id', '=', mortgage.id).execute();
      expect((await get(company, mortgage.id)).json().allowedActions).toEqual(['perziureti']);
      for (const action of ['keisti', 'isregistruoti']) {
        expect((await act(company, mortgage.id, action, mortgage.version, { pagrindas: BASIS })).statusCode, action).toBe(409);
      }
      await t.db.kysely.updateTable('document').set({ status: 'iregistruotas' }).where('id', '=', mortgage.id).execute();
    });
  });
});
