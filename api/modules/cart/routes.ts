/**
 * The cart's routes, portal only (/sav): the order, Pay, the provider's answer — and the
 * local payment stand-in's page (public: the payer's browser arrives without the bearer; the
 * payment id is a random 192-bit secret and the page shows only the amount).
 */
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import { renderPaymentPage } from './page.js';
import { confirmBody, orderParams, orderResponse, paymentParams, payBody, standInBody } from './schemas.js';

const citizens = { access: { roles: ['EL_FA', 'EL_JA'] } } as const;
type OrderParams = { paslaugaID: string; uzsakymasID: number };

export default async function cartRoutes(app: FastifyInstance) {
  app.get(
    '/cart/:paslaugaID/:uzsakymasID',
    { config: citizens, schema: { tags: ['cart'], summary: "The user's order of an item with a fee (404 unless theirs)", params: orderParams, response: { 200: orderResponse } } },
    async (request) => {
      const { paslaugaID, uzsakymasID } = request.params as OrderParams;
      return app.cart.order(request.user!, paslaugaID, uzsakymasID);
    },
  );

  app.post(
    '/cart/:paslaugaID/:uzsakymasID/pay',
    { config: citizens, schema: { tags: ['cart'], summary: 'Starts a payment with the payment provider; where the browser goes to pay (409 when not awaiting payment)', params: orderParams, body: payBody } },
    async (request) => {
      const { paslaugaID, uzsakymasID } = request.params as OrderParams;
      return app.cart.pay(request.user!, paslaugaID, uzsakymasID, (request.body as { returnPath: string }).returnPath);
    },
  );

  app.post(
    '/cart/:paslaugaID/:uzsakymasID/confirm',
    {
      config: citizens,
      schema: {
        tags: ['cart'],
        summary: "The provider's answer, verified: paid → moketi (errors checked) and a certificate is issued; cancelled → nothing changes (400 forged, 409 completed already)",
        params: orderParams,
        body: confirmBody,
        response: { 200: orderResponse },
      },
    },
    async (request) => {
      const { paslaugaID, uzsakymasID } = request.params as OrderParams;
      const { payment, confirmation } = request.body as { payment: string; confirmation: string };
      return app.cart.confirm(request.user!, paslaugaID, uzsakymasID, payment, confirmation, originOf(request));
    },
  );
}

/** The local payment stand-in (registered unless a real provider is configured). */
export async function cartStandInRoutes(app: FastifyInstance) {
  // HTML forms post application/x-www-form-urlencoded; only this plugin's routes accept it
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/cart-payments/:paymentId',
    { config: { access: { public: true } }, schema: { tags: ['cart stand-in'], summary: 'The payment stand-in: the amount with Confirm / Cancel (HTML)', params: paymentParams } },
    async (request, reply) => {
      const { paymentId } = request.params as { paymentId: string };
      const payment = await app.cart.startedPayment(paymentId);
      if (!payment) throw notFound('errors.payment_not_found');
      const html = renderPaymentPage({ action: `/sav/cart-payments/${paymentId}`, amountCents: payment.amountCents, currency: payment.currency });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );

  app.post(
    '/cart-payments/:paymentId',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['cart stand-in'],
        summary: 'The stand-in answers: back to the cart (303) with the HMAC-signed outcome',
        consumes: ['application/x-www-form-urlencoded'],
        params: paymentParams,
        body: standInBody,
      },
    },
    async (request, reply) => {
      const { paymentId } = request.params as { paymentId: string };
      const answer = await app.cart.standInConfirmation(paymentId, (request.body as { outcome: 'apmoketas' | 'atsauktas' }).outcome);
      if (!answer) throw notFound('errors.payment_not_found');
      const query = new URLSearchParams({ mokejimas: paymentId, patvirtinimas: answer.confirmation });
      return reply.header('cache-control', 'no-store').redirect(`${answer.returnPath}?${query.toString()}`, 303);
    },
  );
}
