/**
 * Certificate orders through the items engine at {base}/certificates (issue #9 item 6, the
 * CRUD; issuing and the PDF are api/modules/certificate-issue's, tested in its own files):
 * citizens create, read, save and list their own orders; another citizen's order is 404
 * everywhere (also its lock, pazyma-lock {paz_id}); workplace roles that are not in the
 * types' createRoles are refused; an order id is no request or document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { itemsClient, JONAS, ONA_COMPANY, RUTA, validFixture } from '../helpers/items.js';

const TYPE = 'pazyma-zemes-ukio';

describe.each(TEST_DIALECTS)('certificates API [%s]', (dialect) => {
  let t: TestApp;
  let jonas: SignedIn;
  let ruta: SignedIn;
  let company: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // these tests cover issuing free orders; the demo price list's fees (api/modules/cart) are tests/api/cart.test.ts's
    await t.db.kysely.deleteFrom('service_price').execute();
    [jonas, ruta, company] = await Promise.all([JONAS, RUTA, ONA_COMPANY].map((identity) => gatewayLogin(t.app, '/sav', identity)));
    // booting compiles the catalogue and seeds every module's demo data: slow on a busy machine
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const lock = (who: SignedIn, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/sav/ntrpaslaugos/pazyma-lock', headers: who.headers, payload: body });

  it('a citizen creates, reads, saves and lists an order; it is theirs alone', async () => {
    const mine = itemsClient(t.app, jonas, '/sav', 'certificates');
    const id = await mine.createId(TYPE, validFixture(TYPE));
    const view = await mine.view(id);
    expect(view).toMatchObject({ type: TYPE, status: 'rengiamas', editable: true, allowedActions: ['pasirasyti'] });
    // another purpose saved over the first, in his own name
    expect((await mine.put(id, view.version, { ...validFixture(TYPE, 'imone-kita-paskirtis'), pareiskejas: validFixture(TYPE).pareiskejas })).statusCode).toBe(
      200,
    );
    const list = (await mine.list(`type=${TYPE}&status=rengiamas&pageSize=200`)).json() as { items: { id: number; type: string }[] };
    expect(list.items.map((i) => i.id)).toContain(id);
    expect(list.items.every((i) => i.type === TYPE)).toBe(true);

    for (const other of [ruta, company]) {
      const theirs = itemsClient(t.app, other, '/sav', 'certificates');
      expect((await theirs.get(id)).statusCode).toBe(404);
      expect((await theirs.get(id)).json().message).toBe('errors.certificate_not_found');
      expect((await theirs.put(id, 2, validFixture(TYPE))).statusCode).toBe(404);
      expect((await theirs.act(id, 'pasirasyti', 2)).statusCode).toBe(404);
      expect(((await theirs.list('pageSize=200')).json() as { items: { id: number }[] }).items.map((i) => i.id)).not.toContain(id);
      expect((await lock(other, { paz_id: id, lock: true })).statusCode).toBe(404);
    }
  });

  it('the owner locks the order with pazyma-lock {paz_id}; the id is not a request for the request lock', async () => {
    const id = await itemsClient(t.app, jonas, '/sav', 'certificates').createId(TYPE, validFixture(TYPE));
    const res = await lock(jonas, { paz_id: id, lock: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().lock).toMatchObject({ mine: true });
    expect(
      (await t.app.inject({ method: 'POST', url: '/sav/ntrpaslaugos/document-lock', headers: jonas.headers, payload: { pra_id: id, lock: true } })).statusCode,
    ).toBe(404);
    expect((await lock(jonas, { lock: false })).statusCode).toBe(200);
  });

  it('an order id is 404 under requests and documents, and certificate types are not requests', async () => {
    const id = await itemsClient(t.app, jonas, '/sav', 'certificates').createId(TYPE, validFixture(TYPE));
    expect((await itemsClient(t.app, jonas, '/sav', 'requests').get(id)).statusCode).toBe(404);
    expect((await itemsClient(t.app, jonas, '/sav', 'documents').get(id)).statusCode).toBe(404);
    expect((await itemsClient(t.app, jonas, '/sav', 'requests').create(TYPE, validFixture(TYPE))).statusCode).toBe(404);
  });

  it("workplace roles outside the types' createRoles are refused (403)", async () => {
    for (const role of ['DT_notaras', 'RG_NTR_registrat']) {
      const who = await login(t.app, role);
      expect([role, (await itemsClient(t.app, who, '/api', 'certificates').create(TYPE, validFixture(TYPE))).statusCode]).toEqual([role, 403]);
    }
  });
});
