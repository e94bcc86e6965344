/**
 * Helpers of the cart and certificate tests (tests/api/cart*.test.ts, certificates-*.test.ts):
 * order a certificate as a portal user, act on it with the version they last saw, and pay
 * through the local stand-in (Pay → its page → its button → the signed confirmation).
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedIn } from '../helpers/auth.js';

export const PRICED_TYPE = 'pazyma-zemes-ukio';
export const JONAS_APPLICANT = { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: '38703181745' };
/** An agricultural land certificate order of Jonas (priced by the demo seed). */
export const PRICED_ORDER = { pareiskejas: JONAS_APPLICANT, tikslas: { pateikimoVieta: 'bankas' } };
/** A land plot plan order of Jonas (free). */
export const PLAN_ORDER = {
  pareiskejas: JONAS_APPLICANT,
  sklypai: [{ unikalusNr: '4400-1001-0012', kadastroNr: '5260/0003:12' }],
  tikslas: { pateikimoVieta: 'bankas' },
};

/** A portal user's certificate orders and cart over the app. */
export function certificateClient(app: FastifyInstance, who: SignedIn) {
  const get = (id: number) => app.inject({ method: 'GET', url: `/sav/certificates/${id}`, headers: who.headers });
  const client = {
    get,
    create: (type: string, data: unknown) => app.inject({ method: 'POST', url: '/sav/certificates', headers: who.headers, payload: { type, data } as object }),
    async act(id: number, action: string) {
      const { version } = (await get(id)).json() as { version: number };
      return app.inject({
        method: 'POST',
        url: `/sav/certificates/${id}/actions/${action}`,
        headers: { ...who.headers, 'if-match': `"${version}"` },
        payload: {},
      });
    },
    cart: (id: number, type = PRICED_TYPE) => app.inject({ method: 'GET', url: `/sav/cart/${type}/${id}`, headers: who.headers }),
    pay: (id: number, type = PRICED_TYPE) =>
      app.inject({ method: 'POST', url: `/sav/cart/${type}/${id}/pay`, headers: who.headers, payload: { returnPath: `/krepselis/${type}/${id}` } }),
    confirm: (id: number, payment: string, confirmation: string, type = PRICED_TYPE) =>
      app.inject({ method: 'POST', url: `/sav/cart/${type}/${id}/confirm`, headers: who.headers, payload: { payment, confirmation } }),

    /** Orders and signs; the new order's id. */
    async signedOrder(type: string, data: unknown): Promise<number> {
      const created = await client.create(type, data);
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as { id: number }).id;
      const signed = await client.act(id, 'pasirasyti');
      expect(signed.statusCode, signed.body).toBe(200);
      return id;
    },

    /** Orders, signs and transfers a priced certificate: it waits for payment. */
    async awaitingPayment(): Promise<number> {
      const id = await client.signedOrder(PRICED_TYPE, PRICED_ORDER);
      const transferred = await client.act(id, 'perduoti');
      expect(transferred.statusCode, transferred.body).toBe(200);
      expect(transferred.json()).toMatchObject({ status: 'laukia_apmokejimo', allowedActions: expect.arrayContaining(['moketi']) });
      return id;
    },

    /** Pay → the stand-in's page → its button; the payment id and the signed confirmation it sends back. */
    async throughStandIn(id: number, outcome: 'apmoketas' | 'atsauktas') {
      const started = await client.pay(id);
      expect(started.statusCode, started.body).toBe(200);
      const { redirectUrl } = started.json() as { redirectUrl: string };
      const page = await app.inject({ method: 'GET', url: redirectUrl });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('3,48');
      const answer = await app.inject({
        method: 'POST',
        url: redirectUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `outcome=${outcome}`,
      });
      expect(answer.statusCode).toBe(303);
      const back = new URL(answer.headers.location as string, 'http://portal.test');
      expect(back.pathname).toBe(`/krepselis/${PRICED_TYPE}/${id}`);
      return { payment: back.searchParams.get('mokejimas')!, confirmation: back.searchParams.get('patvirtinimas')! };
    },
  };
  return client;
}
