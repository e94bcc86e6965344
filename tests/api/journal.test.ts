import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { RETURN_FORM, act, createDocument, fixture } from '../helpers/lifecycle.js';

interface Item {
  id: number;
  status: string;
  decisionDeadline: string | null;
  correctionDeadline: string | null;
  overdue: boolean;
  registryNumber: string | null;
  providerName: string | null;
  parties: { name: string }[];
}
interface Page<T = Item> {
  total: number;
  page: number;
  pageSize: number;
  items: T[];
}

describe.each(TEST_DIALECTS)('journal, work lists and dashboard [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let bailiff: SignedIn;
  let court: SignedIn;
  let registrar: SignedIn;
  let ntrRegistrar: SignedIn;
  let viewer: SignedIn;
  let ids: { draft: number; sent: number; returned: number; registered: number };

  const get = async <T = Page>(who: SignedIn, url: string): Promise<{ status: number; body: T }> => {
    const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
    return { status: res.statusCode, body: res.json() as T };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [notary, bailiff, court, registrar, ntrRegistrar, viewer] = await Promise.all(
      ['DT_notaras', 'DT_antstolis', 'DT_teismas', 'RG_STSR_registrat', 'RG_NTR_registrat', 'RGV'].map((u) => login(t.app, u)),
    );
    const draft = await createDocument(t.app, notary);
    const transfer = async (data?: unknown) => {
      const id = await createDocument(t.app, notary, data);
      await act(t.app, notary, id, 'pasirasyti');
      await act(t.app, notary, id, 'perduoti');
      return id;
    };
    const sent = await transfer(fixture('visos-rusys-16-turto-rusiu'));
    const returned = await transfer();
    await act(t.app, registrar, returned, 'grazinti', RETURN_FORM);
    const registered = await transfer();
    await act(t.app, registrar, registered, 'iregistruoti', {});
    ids = { draft, sent, returned, registered };
  });
  afterAll(() => t.close());

  describe('GET /api/journal', () => {
    it("opens each tab to the roles of its feature; ktpr-pranesimai lists the KTPR notices the broker received (the demo seed's)", async () => {
      const tabs = ['gaunami', 'ntr-gaunami', 'siunciami', 'ktpr-pranesimai', 'dt-rengiami'];
      const statuses = async (who: SignedIn) => Promise.all(tabs.map(async (tab) => (await get(who, `/api/journal?tab=${tab}`)).status));
      expect(await statuses(registrar)).toEqual([200, 403, 200, 200, 200]); // the NTR journal excludes STSR registrars
      expect(await statuses(ntrRegistrar)).toEqual([200, 200, 200, 200, 200]);
      expect(await statuses(viewer)).toEqual([200, 200, 200, 200, 200]);
      expect(await statuses(notary)).toEqual([403, 403, 403, 403, 403]);
      const ktpr = (await get(ntrRegistrar, '/api/journal?tab=ktpr-pranesimai')).body;
      expect(ktpr.total).toBe(3);
      expect(ktpr.items.map((i) => i.registryNumber).sort()).toEqual(['NTR-2026-000001', 'STSR-2026-000001', 'STSR-2026-000003']);
      // ntr-gaunami lists requests (the demo seed's transferred ones), never the STSR's documents
      const ntr = (await get(ntrRegistrar, '/api/journal?tab=ntr-gaunami&pageSize=200')).body;
      expect(ntr.total).toBeGreaterThan(0);
      expect(ntr.items.map((i) => i.id).filter((id) => Object.values(ids).includes(id))).toEqual([]);
      expect((await get(registrar, '/api/journal')).status).toBe(400);
      expect((await get(registrar, '/api/journal?tab=kiti')).status).toBe(400);
    });

    it('gaunami: what the registry received, soonest decision deadline first, with the overdue flag', async () => {
      const { body } = await get(registrar, '/api/journal?tab=gaunami&pageSize=200');
      const mine = body.items.filter((i) => Object.values(ids).includes(i.id));
      expect(mine.map((i) => i.id).sort()).toEqual([ids.sent, ids.returned, ids.registered].sort());
      expect(body.items.find((i) => i.id === ids.sent)).toMatchObject({
        status: 'perduotas',
        decisionDeadline: '2026-11-23',
        overdue: false,
        providerName: 'Vilniaus miesto 5-asis notarų biuras',
      });
      expect(body.items.find((i) => i.id === ids.returned)).toMatchObject({ status: 'grazintas', correctionDeadline: RETURN_FORM.terminas });
      expect(body.items.find((i) => i.id === ids.registered)!.registryNumber).toMatch(/^STSR-2026-\d{6}$/);
      const deadlines = body.items.map((i) => i.decisionDeadline);
      const firstNull = deadlines.indexOf(null);
      expect(deadlines.slice(firstNull).every((d) => d === null)).toBe(true); // NULLs last on both dialects
      expect(deadlines.slice(0, firstNull)).toEqual([...deadlines.slice(0, firstNull)].sort());
      expect(body.items.some((i) => i.id === ids.draft)).toBe(false);

      t.clock.set('2026-11-24T10:00:00.000Z');
      try {
        const late = await login(t.app, 'RG_STSR_registrat');
        expect((await get(late, '/api/journal?tab=gaunami&status=perduotas&pageSize=200')).body.items.find((i) => i.id === ids.sent)).toMatchObject({
          overdue: true,
        });
      } finally {
        t.clock.set(TEST_NOW);
      }
    });

    it('pages, sorts and filters on the server, refusing what the tab cannot do', async () => {
      const all = (await get(registrar, '/api/journal?tab=gaunami&sort=id&direction=asc&pageSize=200')).body;
      const page2 = (await get(registrar, '/api/journal?tab=gaunami&sort=id&direction=asc&page=2&pageSize=2')).body;
      expect(page2).toMatchObject({ total: all.total, page: 2, pageSize: 2 });
      expect(page2.items.map((i) => i.id)).toEqual(all.items.slice(2, 4).map((i) => i.id));
      const registered = (await get(registrar, '/api/journal?tab=gaunami&status=iregistruotas&pageSize=200')).body;
      expect(registered.items.every((i) => i.status === 'iregistruotas')).toBe(true);
      const number = registered.items.find((i) => i.id === ids.registered)!.registryNumber!;
      expect((await get(registrar, `/api/journal?tab=gaunami&q=${number}`)).body.items.map((i) => i.id)).toEqual([ids.registered]);
      // a party's name without diacritics finds the document (UAB Informuojama is informed, Jonas Jonaitis is a debtor)
      const byName = (await get(registrar, '/api/journal?tab=gaunami&q=jonaitis&pageSize=200')).body.items.map((i) => i.id);
      expect(byName).toEqual(expect.arrayContaining([ids.sent, ids.returned, ids.registered]));
      expect((await get(registrar, '/api/journal?tab=gaunami&status=rengiamas')).status).toBe(400);
      expect((await get(registrar, '/api/journal?tab=siunciami&sort=decision_deadline')).status).toBe(400);
      expect((await get(registrar, '/api/journal?tab=dt-rengiami&pageSize=200')).body.items.map((i) => i.id)).toContain(ids.draft);
    });

    it('siunciami: the notices sent, with their journal statuses', async () => {
      type Notice = { documentId: number; kind: string; channel: string; journalStatus: string; recipientEmail: string | null };
      const { body } = await get<Page<Notice>>(registrar, '/api/journal?tab=siunciami&pageSize=200');
      expect(body.items.filter((n) => n.documentId === ids.registered).map((n) => [n.kind, n.channel, n.journalStatus])).toEqual([
        ['iregistruotas', 'sistema', 'pateiktas'],
      ]);
      const formed = (await get<Page<Notice>>(registrar, '/api/journal?tab=siunciami&status=suformuotas&pageSize=200')).body;
      expect(formed.items.length).toBeGreaterThan(0);
      expect(formed.items.every((n) => n.journalStatus === 'suformuotas' && n.channel === 'el_pastas')).toBe(true);
    });
  });

  describe('GET /api/work-lists/:list', () => {
    it("lists the office's own documents in preparation and transferred", async () => {
      const rengiami = (await get(notary, '/api/work-lists/rengiami?pageSize=200')).body;
      expect(rengiami.items.map((i) => i.id)).toEqual(expect.arrayContaining([ids.draft, ids.returned]));
      expect(rengiami.items.every((i) => ['rengiamas', 'patvirtinti', 'grazintas'].includes(i.status))).toBe(true);
      const perduoti = (await get(notary, '/api/work-lists/perduoti?tab=hipotekos&pageSize=200')).body;
      expect(perduoti.items.map((i) => i.id)).toEqual(expect.arrayContaining([ids.sent, ids.registered]));
      expect(perduoti.items.some((i) => i.id === ids.draft)).toBe(false);
      expect((await get(bailiff, '/api/work-lists/perduoti?pageSize=200')).body.total).toBe(0);
      const returned = (await get(notary, '/api/work-lists/rengiami?status=grazintas')).body;
      expect(returned.items.every((i) => i.status === 'grazintas')).toBe(true);
      expect((await get(notary, '/api/work-lists/rengiami?status=iregistruotas')).status).toBe(400);
      expect((await get(notary, '/api/work-lists/kiti')).status).toBe(400);
    });

    it('keeps the prasymai tab for notaries (empty until requests exist)', async () => {
      expect((await get(notary, '/api/work-lists/rengiami?tab=prasymai')).body).toEqual({ total: 0, page: 1, pageSize: 25, items: [] });
      expect((await get(court, '/api/work-lists/rengiami?tab=prasymai')).status).toBe(403);
      expect((await get(court, '/api/work-lists/rengiami?tab=hipotekos')).status).toBe(200);
    });
  });

  describe('GET /api/dashboard', () => {
    type Dashboard = {
      today: string;
      queues: { id: string; count: number; route: string }[];
      notices: { documentId: number; kind: string }[];
      deadlines: { kind: string; documentId: number; deadline: string; overdue: boolean }[];
    };
    it("shows a provider's queues, returned documents with their correction deadline, and the latest notices", async () => {
      const { body } = await get<Dashboard>(notary, '/api/dashboard');
      expect(body.today).toBe('2026-11-20');
      const rengiami = (await get(notary, '/api/work-lists/rengiami')).body.total;
      const grazinti = (await get(notary, '/api/work-lists/rengiami?status=grazintas')).body.total;
      expect(body.queues.map((q) => [q.id, q.count])).toEqual([
        ['rengiami', rengiami],
        ['grazinti', grazinti],
        ['perduoti', (await get(notary, '/api/work-lists/perduoti')).body.total],
      ]);
      expect(body.deadlines).toContainEqual({
        kind: 'correction',
        documentId: ids.returned,
        type: 'sutartine-hipoteka',
        status: 'grazintas',
        registryNumber: null,
        providerName: 'Vilniaus miesto 5-asis notarų biuras',
        deadline: RETURN_FORM.terminas,
        overdue: false,
      });
      expect(body.deadlines.every((d) => d.kind === 'correction')).toBe(true);
      expect(body.notices.map((n) => n.documentId)).toEqual(expect.arrayContaining([ids.registered, ids.returned]));
    });

    it("shows a registrar's queue and the decisions due", async () => {
      const { body } = await get<Dashboard>(registrar, '/api/dashboard');
      const waiting = (await get(registrar, '/api/journal?tab=gaunami&status=perduotas,nepatikslintas')).body.total;
      expect(body.queues.map((q) => [q.id, q.count])).toEqual([
        ['gaunami', waiting],
        // the demo mortgage transferred a week before the seed's clock, past its next-working-day term
        ['veluojantys', 1],
      ]);
      expect(body.deadlines).toContainEqual(expect.objectContaining({ kind: 'decision', documentId: ids.sent, deadline: '2026-11-23', overdue: false }));
      expect(body.notices).toEqual([]);
    });
  });
});
