/**
 * Paid portal extract orders (issue #18 item 6): a citizen puts an extract of an entry they
 * are a party of into the cart (several items), pays once through the payment stand-in, the
 * order waits for the customer centre (KAC_darbuotojas), whose signature generates the
 * extract, notifies the citizen and lists it among their extracts. A replayed or concurrent
 * confirmation completes the payment once; concurrent approvals issue once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { registeredEntryOf } from './extracts-flow.js';

describe.each(TEST_DIALECTS)('extract orders: cart, payment, approval [%s]', (dialect) => {
  let t: TestApp;
  let jonas: SignedIn;
  let ruta: SignedIn;
  let kac: SignedIn;
  let registrar: SignedIn;
  let jonasEntry: number;
  let rutaEntry: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [jonas, ruta] = await Promise.all(['38703181745/', '49206111231/'].map((id) => gatewayLogin(t.app, '/sav', id)));
    [kac, registrar] = await Promise.all([login(t.app, 'KAC_darbuotojas'), login(t.app, 'RG_STSR_registrat')]);
    jonasEntry = await registeredEntryOf(t, '38703181745');
    rutaEntry = await registeredEntryOf(t, '49206111231');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const count = async (table: 'cart_item' | 'extract' | 'notice') =>
    Number(
      (
        await t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const order = (who: SignedIn, documentId: number) =>
    t.app.inject({ method: 'POST', url: '/sav/extract-orders', headers: who.headers, payload: { documentId } });
  const cart = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/sav/cart-items', headers: who.headers });
  const confirm = (who: SignedIn, payment: string, confirmation: string) =>
    t.app.inject({ method: 'POST', url: '/sav/cart-items/confirm', headers: who.headers, payload: { payment, confirmation } });
  const sign = (who: SignedIn, id: number) => t.app.inject({ method: 'POST', url: `/api/extract-orders/${id}/sign`, headers: who.headers });

  /** Pay → the stand-in's page → its button; what it sends back to /krepselis. */
  async function throughStandIn(who: SignedIn, outcome: 'apmoketas' | 'atsauktas') {
    const started = await t.app.inject({ method: 'POST', url: '/sav/cart-items/pay', headers: who.headers, payload: { returnPath: '/krepselis' } });
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl } = started.json() as { redirectUrl: string };
    const answer = await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
    expect(answer.statusCode).toBe(303);
    const back = new URL(answer.headers.location as string, 'http://portal.test');
    expect(back.pathname).toBe('/krepselis');
    return { payment: back.searchParams.get('mokejimas')!, confirmation: back.searchParams.get('patvirtinimas')! };
  }

  /** Orders `n` extracts and pays them; the paid items' ids. */
  async function paidOrders(n: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await order(jonas, jonasEntry);
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json() as { id: number }).id);
    }
    const { payment, confirmation } = await throughStandIn(jonas, 'apmoketas');
    expect((await confirm(jonas, payment, confirmation)).statusCode).toBe(200);
    return ids;
  }

  describe('POST /sav/extract-orders', () => {
    it('puts an extract of an entry the citizen is a party of into the cart at the listed price; the cart holds several', async () => {
      const first = await order(jonas, jonasEntry);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ rusis: 'israsas', objektasId: jonasEntry, busena: 'krepselyje', amountCents: 420, currency: 'EUR' });
      expect((await order(jonas, jonasEntry)).statusCode).toBe(201);
      const res = await cart(jonas);
      const body = res.json() as { items: { busena: string }[]; totalCents: number };
      expect(body.items.filter((i) => i.busena === 'krepselyje').length).toBeGreaterThanOrEqual(2);
      expect(body.totalCents).toBe(420 * body.items.filter((i) => i.busena === 'krepselyje').length);
      expect((await cart(ruta)).json()).toMatchObject({ items: [], totalCents: 0 });
    });

    it('refuses an entry the citizen may not read with 404 and writes nothing; workplace users cannot order', async () => {
      const before = await count('cart_item');
      const res = await order(jonas, rutaEntry);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'errors.extract_entry_not_found' });
      expect((await order(jonas, 99_999_999)).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/extract-orders', headers: registrar.headers, payload: { documentId: jonasEntry } })).statusCode,
      ).toBe(404);
      expect(await count('cart_item')).toBe(before);
    });
  });

  describe('POST /sav/cart-items/confirm', () => {
    it('pays every item in the cart at once; concurrent and replayed confirmations complete the payment once', async () => {
      await order(jonas, jonasEntry);
      const { payment, confirmation } = await throughStandIn(jonas, 'apmoketas');
      const answers = await Promise.all([confirm(jonas, payment, confirmation), confirm(jonas, payment, confirmation), confirm(jonas, payment, confirmation)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ message: 'errors.payment_already_completed' });
      const replay = await confirm(jonas, payment, confirmation);
      expect(replay.statusCode).toBe(409);
      const row = await t.db.kysely.selectFrom('cart_payment').selectAll().where('id', '=', payment).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'apmoketas', document_id: null });
      const items = await t.db.kysely.selectFrom('cart_item').selectAll().where('payment_id', '=', payment).execute();
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(Number(row.amount_cents)).toBe(420 * items.length);
      expect(items.every((i) => i.status === 'apmoketas' && i.paid_at !== null)).toBe(true);
      expect(((await cart(jonas)).json() as { totalCents: number }).totalCents).toBe(0);
    });

    it('refuses with 409 a confirmation of an earlier payment that no longer covers the cart (another payment was started since), changing nothing', async () => {
      await order(jonas, jonasEntry);
      const first = await throughStandIn(jonas, 'apmoketas');
      await order(jonas, jonasEntry);
      const second = await throughStandIn(jonas, 'apmoketas');
      const covered = await t.db.kysely.selectFrom('cart_item').select(['id', 'status']).where('payment_id', '=', second.payment).execute();
      expect(covered.length).toBeGreaterThanOrEqual(2);

      const stale = await confirm(jonas, first.payment, first.confirmation);
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json()).toMatchObject({ message: 'errors.payment_amount_mismatch' });
      expect(await t.db.kysely.selectFrom('cart_payment').select('status').where('id', '=', first.payment).executeTakeFirstOrThrow()).toEqual({
        status: 'pradetas',
      });
      const after = await t.db.kysely
        .selectFrom('cart_item')
        .select(['id', 'status'])
        .where(
          'id',
          'in',
          covered.map((c) => c.id),
        )
        .execute();
      expect(after.every((i) => i.status === 'krepselyje')).toBe(true);

      expect((await confirm(jonas, second.payment, second.confirmation)).statusCode).toBe(200);
      const paid = await t.db.kysely.selectFrom('cart_item').select('status').where('payment_id', '=', second.payment).execute();
      expect(paid.every((i) => i.status === 'apmoketas')).toBe(true);
    });

    it('refuses a forged confirmation and another citizen confirming, changing nothing; an empty cart cannot be paid', async () => {
      await order(jonas, jonasEntry);
      const { payment, confirmation } = await throughStandIn(jonas, 'apmoketas');
      const forged = await confirm(jonas, payment, `${confirmation.slice(0, -2)}xx`);
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ message: 'errors.payment_confirmation_invalid' });
      expect((await confirm(ruta, payment, confirmation)).statusCode).toBe(400);
      const items = await t.db.kysely.selectFrom('cart_item').select('status').where('payment_id', '=', payment).execute();
      expect(items.every((i) => i.status === 'krepselyje')).toBe(true);
      const empty = await t.app.inject({ method: 'POST', url: '/sav/cart-items/pay', headers: ruta.headers, payload: { returnPath: '/krepselis' } });
      expect(empty.statusCode).toBe(409);
      expect(empty.json()).toMatchObject({ message: 'errors.cart_empty' });
      expect((await confirm(jonas, payment, confirmation)).statusCode).toBe(200);
    });
  });

  describe('the customer centre: GET /api/extract-orders, POST /api/extract-orders/:id/sign', () => {
    it('lists paid orders to KAC staff only', async () => {
      const [id] = await paidOrders(1);
      const res = await t.app.inject({ method: 'GET', url: '/api/extract-orders', headers: kac.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { items: { id: number }[] }).items).toEqual(
        expect.arrayContaining([expect.objectContaining({ id, objektasId: jonasEntry, uzsakovas: 'Jonas Petraitis', amountCents: 420 })]),
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/extract-orders', headers: registrar.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/sav/extract-orders', headers: jonas.headers })).statusCode).toBe(404);
    });

    it('signing issues the extract once (concurrent signatures too), notifies the citizen, and it is theirs to download', async () => {
      const [id] = await paidOrders(1);
      const [extractsBefore, noticesBefore] = [await count('extract'), await count('notice')];
      const answers = await Promise.all([sign(kac, id), sign(kac, id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ message: 'errors.extract_order_not_waiting' });
      expect(await count('extract')).toBe(extractsBefore + 1);
      expect(await count('notice')).toBe(noticesBefore + 1);
      const issued = answers.find((a) => a.statusCode === 200)!.json() as { id: number; kodas: string };
      const item = await t.db.kysely.selectFrom('cart_item').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(item).toMatchObject({ status: 'isduotas' });
      expect(Number(item.extract_id)).toBe(issued.id);

      const notices = await t.app.inject({ method: 'GET', url: '/sav/notices?kind=israsas', headers: jonas.headers });
      expect(notices.statusCode, notices.body).toBe(200);
      expect((notices.json() as { items: { kind: string; documentId: number }[] }).items[0]).toMatchObject({ kind: 'israsas', documentId: jonasEntry });
      const mine = await t.app.inject({ method: 'GET', url: '/sav/extracts', headers: jonas.headers });
      expect((mine.json() as { items: { id: number }[] }).items.map((e) => e.id)).toContain(issued.id);
      const pdf = await t.app.inject({ method: 'GET', url: `/sav/extracts/${issued.id}/pdf`, headers: jonas.headers });
      expect(pdf.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/sav/extracts/${issued.id}/pdf`, headers: ruta.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/sav/patikra/${issued.kodas}` })).json()).toMatchObject({ autentiskas: true });
    });

    it('refuses an order not paid yet with 409, an unknown one with 404, non-KAC staff with 403', async () => {
      const res = await order(jonas, jonasEntry);
      const unpaid = (res.json() as { id: number }).id;
      const before = await count('extract');
      expect((await sign(kac, unpaid)).statusCode).toBe(409);
      expect((await sign(kac, 99_999_999)).statusCode).toBe(404);
      expect((await sign(registrar, unpaid)).statusCode).toBe(403);
      expect(await count('extract')).toBe(before);
    });
  });
});
