/**
 * The cart's routes, portal only (/sav): the order, Pay, the provider's answer — and the
 * local payment stand-in's page (public: the payer's browser arrives without the bearer; the
 * payment id is a random 192-bit secret and the page shows only the amount).
 */
import type { FastifyInstance } from 'fastify';
import {
  answerStandInPayment,
  confirmCartItems,
  confirmPayment,
  getCartItems,
  getOrder,
  getPrice,
  getStandInPayment,
  payCartItems,
  startPayment,
} from '../../../src/domain/contracts/cart.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { notFound } from '../../lib/errors.js';
import { renderPaymentPage } from './page.js';
import { priceOf } from './prices.js';

const citizens = { roles: ['EL_FA', 'EL_JA'] } as const;

export default async function cartRoutes(app: FastifyInstance) {
  contractRoute(app, getOrder, {
    access: citizens,
    handler: async ({ user, params }) => app.cart.order(user, params.paslaugaID, params.uzsakymasID),
  });

  contractRoute(app, getPrice, {
    access: citizens,
    handler: async ({ params }) => {
      if (!app.catalog.get(params.paslaugaID)) throw notFound('errors.catalog_type_not_found');
      return { price: await priceOf(app.db.kysely, params.paslaugaID) };
    },
  });

  contractRoute(app, startPayment, {
    access: citizens,
    handler: async ({ user, params, body }) => app.cart.pay(user, params.paslaugaID, params.uzsakymasID, body.returnPath),
  });

  contractRoute(app, confirmPayment, {
    access: citizens,
    handler: async (request) => {
      const { params, body } = request;
      return app.cart.confirm(request.user, params.paslaugaID, params.uzsakymasID, body.payment, body.confirmation, originOf(request));
    },
  });

  // the cart of several items (paid services such as extracts): one payment covers them all
  contractRoute(app, getCartItems, { access: citizens, handler: async ({ user }) => app.cart.items(user) });
  contractRoute(app, payCartItems, { access: citizens, handler: async ({ user, body }) => app.cart.payItems(user, body.returnPath) });
  contractRoute(app, confirmCartItems, {
    access: citizens,
    handler: async (request) => app.cart.confirmItems(request.user, request.body.payment, request.body.confirmation, originOf(request)),
  });
}

/** The local payment stand-in (registered unless a real provider is configured). */
export async function cartStandInRoutes(app: FastifyInstance) {
  // HTML forms post application/x-www-form-urlencoded; only this plugin's routes accept it
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  contractRoute(app, getStandInPayment, {
    access: { public: true },
    handler: async (request, reply) => {
      const { paymentId } = request.params;
      const payment = await app.cart.startedPayment(paymentId);
      if (!payment) throw notFound('errors.payment_not_found');
      const html = renderPaymentPage({ action: `/sav/cart-payments/${paymentId}`, amountCents: payment.amountCents, currency: payment.currency });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  });

  contractRoute(app, answerStandInPayment, {
    access: { public: true },
    handler: async (request, reply) => {
      const { paymentId } = request.params;
      const answer = await app.cart.standInConfirmation(paymentId, request.body.outcome);
      if (!answer) throw notFound('errors.payment_not_found');
      const query = new URLSearchParams({ mokejimas: paymentId, patvirtinimas: answer.confirmation });
      return reply.header('cache-control', 'no-store').redirect(`${answer.returnPath}?${query.toString()}`, 303);
    },
  });
}
