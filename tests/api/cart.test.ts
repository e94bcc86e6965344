/**
 * The cart (issue #8 item 5 'pay'): a certificate type with a price waits for payment after
 * perduoti; the owner starts a payment, the local stand-in answers with a signed confirmation,
 * and the confirmation performs moketi (→ perduotas) and the certificate is issued. Forged or
 * tampered confirmations are 400 and change nothing; another citizen's order is 404; a
 * payment completes once (409); a cancelled payment changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { certificateClient, JONAS_APPLICANT as JONAS, PRICED_TYPE as TYPE } from './cart-flow.js';

describe.each(TEST_DIALECTS)('cart: fee, payment through the stand-in, moketi [%s]', (dialect) => {
  let t: TestApp;
  let jonas: SignedIn;
  let ruta: SignedIn;
  let client: ReturnType<typeof certificateClient>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [jonas, ruta] = await Promise.all(['38703181745/', '49206111231/'].map((id) => gatewayLogin(t.app, '/sav', id)));
    client = certificateClient(t.app, jonas);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (who: SignedIn, id: number) => certificateClient(t.app, who).get(id);
  const cart = (who: SignedIn, id: number, type = TYPE) => certificateClient(t.app, who).cart(id, type);
  const pay = (who: SignedIn, id: number) => certificateClient(t.app, who).pay(id);
  const confirm = (who: SignedIn, id: number, payment: string, confirmation: string) => certificateClient(t.app, who).confirm(id, payment, confirmation);
  const awaitingPayment = () => client.awaitingPayment();
  const throughStandIn = (id: number, outcome: 'apmoketas' | 'atsauktas') => client.throughStandIn(id, outcome);

  beforeAll(async () => {
    // the demo seed prices this type; the test says so rather than relying on it silently
    const price = await t.db.kysely.selectFrom('service_price').select('amount_cents').where('type_id', '=', TYPE).executeTakeFirst();
    expect(price?.amount_cents).toBe(348);
  });

  it("says a type's fee before anything is ordered: priced, free, unknown", async () => {
    const price = (type: string, who: SignedIn | null = jonas) => t.app.inject({ method: 'GET', url: `/sav/cart/price/${type}`, headers: who?.headers ?? {} });
    expect((await price(TYPE)).json()).toEqual({ price: { amountCents: 348, currency: 'EUR' } });
    expect((await price('pazyma-zemes-sklypas')).json()).toEqual({ price: null });
    expect((await price('nera-tokio')).statusCode).toBe(404);
    expect((await price('Bad Type')).statusCode).toBe(400);
    expect((await price(TYPE, null)).statusCode).toBe(401);
  });

  it('a priced order waits for payment; its cart shows the amount to its owner only', async () => {
    const id = await awaitingPayment();
    const res = await cart(jonas, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      paslaugaId: TYPE,
      uzsakymasId: id,
      family: 'certificates',
      status: 'laukia_apmokejimo',
      amountCents: 348,
      currency: 'EUR',
      payable: true,
      paidAt: null,
    });
    expect((await cart(ruta, id)).statusCode).toBe(404);
    expect((await cart(jonas, id, 'pazyma-misku-ukio')).statusCode).toBe(404);
    expect((await pay(ruta, id)).statusCode).toBe(404);
  });

  it('paying through the stand-in moves the order to perduotas and the certificate is issued; paying twice is 409', async () => {
    const id = await awaitingPayment();
    const { payment, confirmation } = await throughStandIn(id, 'apmoketas');
    const paid = await confirm(jonas, id, payment, confirmation);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ payable: false, paidAt: expect.any(String), payments: [{ status: 'apmoketas' }] });
    const item = (await get(jonas, id)).json() as { status: string; registryNumber?: string };
    expect(item.status).toBe('iregistruotas');
    const pdf = await t.app.inject({ method: 'GET', url: `/sav/certificates/${id}/pdf`, headers: jonas.headers });
    expect(pdf.statusCode).toBe(200);

    const again = await confirm(jonas, id, payment, confirmation);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'errors.payment_already_completed' });
    const repay = await pay(jonas, id);
    expect(repay.statusCode).toBe(409);
    expect(repay.json()).toMatchObject({ message: 'errors.order_not_payable' });
  });

  it('a forged or tampered confirmation is 400 and changes nothing', async () => {
    const id = await awaitingPayment();
    const { payment, confirmation } = await throughStandIn(id, 'atsauktas');
    const [, signature] = confirmation.split('.');
    const before = (await get(jonas, id)).json() as { version: number };
    for (const forged of [`apmoketas.${signature}`, 'apmoketas.AAAA', 'apmoketas', `${confirmation}.x`]) {
      const res = await confirm(jonas, id, payment, forged);
      expect(res.statusCode, forged).toBe(400);
      expect(res.json()).toMatchObject({ message: 'errors.payment_confirmation_invalid' });
    }
    // a genuine confirmation of another item's payment does not pay this one
    const other = await awaitingPayment();
    const otherPayment = await throughStandIn(other, 'apmoketas');
    expect((await confirm(jonas, id, otherPayment.payment, otherPayment.confirmation)).statusCode).toBe(400);
    // another citizen cannot use Jonas's confirmation at all
    expect((await confirm(ruta, other, otherPayment.payment, otherPayment.confirmation)).statusCode).toBe(404);

    const after = (await get(jonas, id)).json() as { status: string; version: number };
    expect(after).toMatchObject({ status: 'laukia_apmokejimo', version: before.version });
    expect((await cart(jonas, id)).json()).toMatchObject({ payable: true, paidAt: null, payments: [{ status: 'pradetas' }] });
    expect((await get(jonas, other)).json()).toMatchObject({ status: 'laukia_apmokejimo' });

    // the genuine cancellation is accepted and changes the item not at all
    const cancelled = await confirm(jonas, id, payment, confirmation);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'laukia_apmokejimo', payable: true, paidAt: null });
  });

  it('a free type (the land plot plan) has no order and goes straight on', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/sav/certificates',
      headers: jonas.headers,
      payload: {
        type: 'pazyma-zemes-sklypas',
        data: { pareiskejas: JONAS, sklypai: [{ unikalusNr: '4400-1001-0012', kadastroNr: '5260/0003:12' }], tikslas: { pateikimoVieta: 'bankas' } },
      },
    });
    const id = (created.json() as { id: number }).id;
    expect((await cart(jonas, id, 'pazyma-zemes-sklypas')).statusCode).toBe(404);
  });

  it('the demo citizen has a seeded order waiting for payment', async () => {
    const seeded = await t.db.kysely
      .selectFrom('document')
      .select(['id', 'status'])
      .where('type_id', '=', 'pazyma-misku-ukio')
      .where('owner_person_code', '=', '38703181745')
      .executeTakeFirstOrThrow();
    expect(seeded.status).toBe('laukia_apmokejimo');
    expect((await cart(jonas, Number(seeded.id), 'pazyma-misku-ukio')).json()).toMatchObject({ payable: true, amountCents: 348 });
  });
});
