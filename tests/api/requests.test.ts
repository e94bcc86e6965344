/**
 * Requests on legal facts through the items engine (issue #9 items 5–6): the whole processing
 * path (a citizen creates, signs and transfers; an NTR registrar finds it in ntr-gaunami and
 * registers it; the citizen has the notice), notaries filing on a client's behalf (prasymai
 * work lists), who sees what (another citizen's request is 404 everywhere, STSR registrars do
 * not see requests, an id of another family is 404), role refusals, the seeded demo requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { itemsClient, JONAS, RUTA, validFixture, type ItemsClient } from '../helpers/items.js';
import { RETURN_FORM } from '../helpers/lifecycle.js';
import { pdf } from '../helpers/upload-corpus/builders.js';

const LEASE = 'nuomos-sutartis-sudarymas';

describe.each(TEST_DIALECTS)('requests API [%s]', (dialect) => {
  let t: TestApp;
  let jonas: SignedIn;
  let ruta: SignedIn;
  let notary: SignedIn;
  let ntr: SignedIn;
  let stsr: SignedIn;
  let citizenRequests: ItemsClient;
  let rutaRequests: ItemsClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    jonas = await gatewayLogin(t.app, '/sav', JONAS);
    ruta = await gatewayLogin(t.app, '/sav', RUTA);
    [notary, ntr, stsr] = await Promise.all(['DT_notaras', 'RG_NTR_registrat', 'RG_STSR_registrat'].map((u) => login(t.app, u)));
    citizenRequests = itemsClient(t.app, jonas, '/sav', 'requests');
    rutaRequests = itemsClient(t.app, ruta, '/sav', 'requests');
    // booting compiles the catalogue and seeds every module's demo data: slow on a busy machine
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const journal = (who: SignedIn, query: string) => t.app.inject({ method: 'GET', url: `/api/journal?tab=ntr-gaunami&${query}`, headers: who.headers });
  const rowCounts = async () => {
    const db = t.db.kysely;
    const count = async (table: 'document' | 'audit_event' | 'notice' | 'document_version') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return [await count('document'), await count('audit_event'), await count('notice'), await count('document_version')];
  };

  it('goes the whole way: the citizen creates, signs and transfers; an NTR registrar finds it in ntr-gaunami and registers it; the citizen has the notice', async () => {
    const created = await citizenRequests.create(LEASE, validFixture(LEASE));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers.etag).toBe('"1"');
    const id = (created.json() as { id: number }).id;

    const draft = await citizenRequests.view(id);
    expect(draft).toMatchObject({ type: LEASE, status: 'rengiamas', version: 1, editable: true });
    expect(draft.allowedActions).toEqual(['pasirasyti']);
    // a draft is the citizen's business only: not even NTR registrars see it
    expect((await itemsClient(t.app, ntr, '/api', 'requests').get(id)).statusCode).toBe(404);

    expect((await citizenRequests.step(id, 'pasirasyti')).status).toBe('rengiamas');
    // self-service requests have no fee and no other approving party: perduoti sends them straight to the registry
    expect((await citizenRequests.step(id, 'perduoti')).status).toBe('perduotas');

    const inbox = await journal(ntr, 'sort=id&direction=desc');
    expect(inbox.statusCode, inbox.body).toBe(200);
    const row = (inbox.json() as { items: { id: number; type: string; status: string; providerName: string | null }[] }).items.find((i) => i.id === id);
    expect(row).toMatchObject({ type: LEASE, status: 'perduotas', providerName: 'Jonas Petraitis' });
    // STSR registrars do not work the NTR journal and do not see requests
    expect((await journal(stsr, '')).statusCode).toBe(403);
    expect((await itemsClient(t.app, stsr, '/api', 'requests').get(id)).statusCode).toBe(404);
    // nor do requests enter the STSR's received journal
    const gaunami = await t.app.inject({ method: 'GET', url: '/api/journal?tab=gaunami&pageSize=200', headers: stsr.headers });
    expect((gaunami.json() as { items: { id: number }[] }).items.map((i) => i.id)).not.toContain(id);

    const registrar = itemsClient(t.app, ntr, '/api', 'requests');
    const seen = await registrar.view(id);
    expect(seen.allowedActions).toEqual(expect.arrayContaining(['iregistruoti', 'grazinti', 'atmesti']));
    expect(seen.editable).toBe(false);
    // the citizen may not decide
    expect((await citizenRequests.act(id, 'iregistruoti', seen.version)).statusCode).toBe(403);

    const registered = await registrar.step(id, 'iregistruoti');
    expect(registered.status).toBe('iregistruotas');
    expect(registered.registryNumber).toMatch(/^NTR-2026-\d{6}$/);

    const notices = await t.app.inject({ method: 'GET', url: '/sav/notices', headers: jonas.headers });
    const notice = (notices.json() as { items: { token: string; documentId: number; kind: string }[] }).items.find((n) => n.documentId === id);
    expect(notice?.kind).toBe('iregistruotas');
    // the portal page /ntr-paslaugos/gautas-pranesimas/{pranesimas} reads it by its token, without signing in
    const byToken = await t.app.inject({ method: 'GET', url: `/sav/notices/${notice!.token}` });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json().content).toMatchObject({
      family: 'requests',
      documentId: id,
      documentType: LEASE,
      status: 'iregistruotas',
      registryNumber: registered.registryNumber,
    });

    const history = await t.app.inject({ method: 'GET', url: `/sav/requests/${id}/history`, headers: jonas.headers });
    expect((history.json() as { events: { action: string }[] }).events.map((e) => e.action)).toEqual([
      'request.create',
      'lifecycle.pasirasyti',
      'lifecycle.perduoti',
      'lifecycle.iregistruoti',
    ]);
    const view = await t.app.inject({ method: 'GET', url: `/sav/requests/${id}/lifecycle`, headers: jonas.headers });
    expect(view.json()).toMatchObject({ status: 'iregistruotas', registryNumber: registered.registryNumber });
  });

  it('a registrar returns a request with a reason: the citizen may correct and transfer it again', async () => {
    const id = await citizenRequests.createId(LEASE, validFixture(LEASE));
    await citizenRequests.step(id, 'pasirasyti');
    await citizenRequests.step(id, 'perduoti');
    const returned = await itemsClient(t.app, ntr, '/api', 'requests').step(id, 'grazinti', RETURN_FORM);
    expect(returned.status).toBe('grazintas');
    const again = await citizenRequests.view(id);
    expect(again.editable).toBe(true);
    expect((await citizenRequests.put(id, again.version, validFixture(LEASE, 'isamus'))).statusCode).toBe(200);
    const notices = await t.app.inject({ method: 'GET', url: '/sav/notices?kind=grazintas', headers: jonas.headers });
    const notice = (notices.json() as { items: { token: string; documentId: number }[] }).items.find((n) => n.documentId === id)!;
    const content = (await t.app.inject({ method: 'GET', url: `/sav/notices/${notice.token}` })).json().content;
    expect(content.grazinimas).toMatchObject({ priezastis: RETURN_FORM.priezastis, terminas: RETURN_FORM.terminas });
  });

  it("another citizen's request does not exist for them: 404 on GET, PUT, actions, lock, files, lifecycle, history and notices; nothing changes", async () => {
    const id = await citizenRequests.createId(LEASE, validFixture(LEASE));
    const before = await rowCounts();
    expect((await rutaRequests.get(id)).statusCode).toBe(404);
    expect((await rutaRequests.put(id, 1, validFixture(LEASE))).statusCode).toBe(404);
    expect((await rutaRequests.act(id, 'pasirasyti', 1)).statusCode).toBe(404);
    for (const sub of ['lifecycle', 'history', 'notices', 'files', 'signature', 'versions/1']) {
      const res = await t.app.inject({ method: 'GET', url: `/sav/requests/${id}/${sub}`, headers: ruta.headers });
      expect([sub, res.statusCode]).toEqual([sub, 404]);
    }
    const lock = await t.app.inject({ method: 'POST', url: '/sav/ntrpaslaugos/document-lock', headers: ruta.headers, payload: { pra_id: id, lock: true } });
    expect(lock.statusCode).toBe(404);
    expect(lock.json().message).toBe('errors.request_not_found');
    const upload = await t.app.inject({
      method: 'POST',
      url: `/sav/requests/${id}/files`,
      headers: { ...ruta.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: `--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf().toString('latin1')}\r\n--x--\r\n`,
    });
    expect(upload.statusCode).toBe(404);
    // a company representative of another company, and the workplace's notary, see nothing either
    expect((await itemsClient(t.app, notary, '/api', 'requests').get(id)).statusCode).toBe(404);
    const list = await rutaRequests.list('pageSize=200');
    expect((list.json() as { items: { id: number }[] }).items.map((i) => i.id)).not.toContain(id);
    expect(await rowCounts()).toEqual(before);
  });

  it('the owner locks the request (pra_id) and attaches files to it', async () => {
    const id = await citizenRequests.createId(LEASE, validFixture(LEASE));
    const lock = await t.app.inject({ method: 'POST', url: '/sav/ntrpaslaugos/document-lock', headers: jonas.headers, payload: { pra_id: id, lock: true } });
    expect(lock.statusCode).toBe(200);
    expect(lock.json().lock).toMatchObject({ mine: true, holder: { name: 'Jonas Petraitis' } });
    expect((await citizenRequests.view(id)) as unknown).toMatchObject({ lock: { mine: true } });
    // the request's lock is not a document's: the same id under document-lock is not found
    expect((await t.app.inject({ method: 'POST', url: '/sav/document-lock', headers: jonas.headers, payload: { obj_id: id, lock: true } })).statusCode).toBe(
      404,
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: `/sav/requests/${id}/files`,
      headers: { ...jonas.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.concat([
        Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="sutartis.pdf"\r\nContent-Type: application/pdf\r\n\r\n'),
        pdf(),
        Buffer.from('\r\n--x--\r\n'),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const files = await t.app.inject({ method: 'GET', url: `/sav/requests/${id}/files`, headers: jonas.headers });
    expect((files.json() as { items: { name: string }[] }).items.map((f) => f.name)).toEqual(['sutartis.pdf']);
    await t.app.inject({ method: 'POST', url: '/sav/ntrpaslaugos/document-lock', headers: jonas.headers, payload: { lock: false } });
  });

  it('an id of another family is 404 under each family, and a type of another family cannot be created there', async () => {
    const notaryRequests = itemsClient(t.app, notary, '/api', 'requests');
    const notaryDocuments = itemsClient(t.app, notary, '/api', 'documents');
    const requestId = await notaryRequests.createId(LEASE, validFixture(LEASE));
    const documentId = await notaryDocuments.createId('sutartine-hipoteka', validFixture('sutartine-hipoteka', 'paprastas-vienas-turtas'));
    expect((await notaryDocuments.get(requestId)).statusCode).toBe(404);
    expect((await notaryDocuments.put(requestId, 1, validFixture(LEASE))).statusCode).toBe(404);
    expect((await notaryDocuments.act(requestId, 'pasirasyti', 1)).statusCode).toBe(404);
    expect((await notaryRequests.get(documentId)).statusCode).toBe(404);
    expect((await notaryRequests.get(documentId)).json().message).toBe('errors.request_not_found');
    expect((await itemsClient(t.app, notary, '/api', 'certificates').get(requestId)).statusCode).toBe(404);
    // types belong to their family's collection
    expect((await notaryRequests.create('sutartine-hipoteka', validFixture('sutartine-hipoteka', 'paprastas-vienas-turtas'))).statusCode).toBe(404);
    expect((await notaryDocuments.create(LEASE, validFixture(LEASE))).statusCode).toBe(404);
    // lists hold their own family only
    const docs = (await notaryDocuments.list('pageSize=200')).json() as { items: { id: number }[] };
    expect(docs.items.map((i) => i.id)).not.toContain(requestId);
  });

  it('refuses roles that may not create requests (403) and changes nothing', async () => {
    const roles = ['RG_STSR_registrat', 'DT_antstolis', 'SK_skaitytojas'];
    const users = await Promise.all(roles.map((role) => login(t.app, role)));
    // (signing in is audited: count after it)
    const before = await rowCounts();
    for (const [i, role] of roles.entries()) {
      const who = users[i];
      const res = await itemsClient(t.app, who, '/api', 'requests').create(LEASE, validFixture(LEASE));
      expect([role, res.statusCode]).toEqual([role, 403]);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("a notary files a request on a client's behalf: it is the office's, listed under prasymai, and reaches the NTR", async () => {
    const notaryRequests = itemsClient(t.app, notary, '/api', 'requests');
    const id = await notaryRequests.createId('bendra-nuosavybe-iregistravimas', validFixture('bendra-nuosavybe-iregistravimas'));
    const preparing = await t.app.inject({ method: 'GET', url: '/api/work-lists/rengiami?tab=prasymai&pageSize=200', headers: notary.headers });
    expect(preparing.statusCode).toBe(200);
    expect((preparing.json() as { items: { id: number }[] }).items.map((i) => i.id)).toContain(id);
    // the hipotekos tab keeps the STSR's documents only
    const mortgages = await t.app.inject({ method: 'GET', url: '/api/work-lists/rengiami?tab=hipotekos&pageSize=200', headers: notary.headers });
    expect((mortgages.json() as { items: { id: number }[] }).items.map((i) => i.id)).not.toContain(id);
    // the assistant of the same office sees it too (ownership is the office's)
    const assistant = await login(t.app, 'DT_notaro_padejejas');
    expect((await itemsClient(t.app, assistant, '/api', 'requests').get(id)).statusCode).toBe(200);

    await notaryRequests.step(id, 'pasirasyti');
    await notaryRequests.step(id, 'perduoti');
    const transferred = await t.app.inject({ method: 'GET', url: '/api/work-lists/perduoti?tab=prasymai&pageSize=200', headers: notary.headers });
    expect((transferred.json() as { items: { id: number }[] }).items.map((i) => i.id)).toContain(id);
    const inbox = await journal(ntr, 'pageSize=200');
    expect((inbox.json() as { items: { id: number; providerName: string }[] }).items.find((i) => i.id === id)?.providerName).toBe(
      'Vilniaus miesto 5-asis notarų biuras',
    );
    // the citizen named in it does not own it: it is not in their portal list
    const list = await citizenRequests.list('pageSize=200');
    expect((list.json() as { items: { id: number }[] }).items.map((i) => i.id)).not.toContain(id);
  });

  it("the citizen's list is their own requests, filtered by type and status; the demo requests are there", async () => {
    const all = (await citizenRequests.list('pageSize=200')).json() as { total: number; items: { id: number; type: string; status: string }[] };
    const statuses = new Set(all.items.map((i) => `${i.type}:${i.status}`));
    for (const seeded of ['seimos-turtas-iregistravimas:iregistruotas', `${LEASE}:perduotas`, 'panaudos-sutartis-sudarymas:grazintas', `${LEASE}:rengiamas`])
      expect(statuses).toContain(seeded);
    const leases = (await citizenRequests.list(`type=${LEASE}&status=perduotas&pageSize=200`)).json() as { items: { type: string; status: string }[] };
    expect(leases.items.length).toBeGreaterThan(0);
    expect(leases.items.every((i) => i.type === LEASE && i.status === 'perduotas')).toBe(true);
    // Rūta has none of them
    const hers = (await rutaRequests.list('pageSize=200')).json() as { items: { id: number }[] };
    expect(hers.items.map((i) => i.id).filter((id) => all.items.some((i) => i.id === id))).toEqual([]);
    // the demo notices of the decided ones
    const notices = (await t.app.inject({ method: 'GET', url: '/sav/notices?pageSize=200', headers: jonas.headers })).json() as {
      items: { kind: string; documentType: string }[];
    };
    expect(notices.items.map((n) => `${n.documentType}:${n.kind}`)).toEqual(
      expect.arrayContaining(['seimos-turtas-iregistravimas:iregistruotas', 'panaudos-sutartis-sudarymas:grazintas']),
    );
  });
});
