/**
 * The cart (api/modules/cart), portal only: the order of an item with a fee, Pay, the
 * provider's answer — and the local payment stand-in's page and answer.
 */
import { tagged } from './endpoint.js';
import { exact } from './shapes.js';

const TYPE_ID = '^[a-z0-9-]{1,100}$';

const orderParams = exact({ paslaugaID: { type: 'string', pattern: TYPE_ID }, uzsakymasID: { type: 'integer', minimum: 1 } });

/** The portal's two cart addresses; the provider sends the payer back to one of them. */
export const RETURN_PATH = '^/(krepselis|ntr-paslaugos/ntr-krepselis)/[a-z0-9-]{1,100}/[1-9][0-9]{0,15}$';

const payBody = exact({ returnPath: { type: 'string', pattern: RETURN_PATH } });

const confirmBody = exact({ payment: { type: 'string', minLength: 1, maxLength: 64 }, confirmation: { type: 'string', minLength: 1, maxLength: 200 } });

const orderResponse = exact({
  paslaugaId: { type: 'string' },
  uzsakymasId: { type: 'integer' },
  family: { type: 'string' },
  status: { type: 'string' },
  version: { type: 'integer' },
  amountCents: { type: 'integer' },
  currency: { type: 'string' },
  payable: { type: 'boolean' },
  paidAt: { type: ['string', 'null'] },
  registryNumber: { type: ['string', 'null'] },
  payments: {
    type: 'array',
    items: exact({ status: { type: 'string' }, createdAt: { type: 'string' }, completedAt: { type: ['string', 'null'] } }),
  },
});

const paymentParams = exact({ paymentId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } });

const standInBody = exact({ outcome: { type: 'string', enum: ['apmoketas', 'atsauktas'] } });

const api = tagged(['cart']);

export const getOrder = api.get('/cart/:paslaugaID/:uzsakymasID', "The user's order of an item with a fee (404 unless theirs)", {
  params: orderParams,
  responses: { 200: orderResponse },
});

export const startPayment = api.post(
  '/cart/:paslaugaID/:uzsakymasID/pay',
  'Starts a payment with the payment provider; where the browser goes to pay (409 when not awaiting payment)',
  { params: orderParams, body: payBody, responses: { 200: exact({ redirectUrl: { type: 'string' } }) } },
);

export const confirmPayment = api.post(
  '/cart/:paslaugaID/:uzsakymasID/confirm',
  "The provider's answer, verified: paid → moketi (errors checked) and a certificate is issued; cancelled → nothing changes (400 forged, 409 completed already)",
  { params: orderParams, body: confirmBody, responses: { 200: orderResponse } },
);

/** The fee of a catalogue type before it is ordered (the wizard shows it before signing); null: free. */
export const getPrice = api.get('/cart/price/:paslaugaID', 'The fee of a catalogue type from the price list, or null when it is free (shown before signing)', {
  params: exact({ paslaugaID: { type: 'string', pattern: TYPE_ID } }),
  responses: {
    200: exact({
      price: {
        anyOf: [{ type: 'null' }, exact({ amountCents: { type: 'integer' }, currency: { type: 'string' } })],
      },
    }),
  },
});

const standIn = tagged(['cart stand-in']);

/** The payment stand-in's page (HTML). */
export const getStandInPayment = standIn.get('/cart-payments/:paymentId', 'The payment stand-in: the amount with Confirm / Cancel (HTML)', {
  params: paymentParams,
  responses: {},
});

/** The stand-in's form answer: a 303 back to the cart. */
export const answerStandInPayment = standIn.post('/cart-payments/:paymentId', 'The stand-in answers: back to the cart (303) with the HMAC-signed outcome', {
  consumes: ['application/x-www-form-urlencoded'],
  params: paymentParams,
  body: standInBody,
  responses: {},
});

// ── the cart of several items (paid services such as extracts): one payment covers them all

/** Where the provider sends the payer back after paying the cart's items. */
export const ITEMS_RETURN_PATH = '^/krepselis$';

/** krepselyje (in the cart) → apmoketas (paid, waiting for the customer centre) → isduotas (issued). */
export const CART_ITEM_STATUSES = ['krepselyje', 'apmoketas', 'isduotas'] as const;

export const cartItemView = exact({
  id: { type: 'integer' },
  /** the service: israsas (an extract of an entry) */
  rusis: { type: 'string' },
  objektasId: { type: 'integer' },
  registroNr: { type: ['string', 'null'] },
  busena: { type: 'string', enum: CART_ITEM_STATUSES },
  amountCents: { type: 'integer' },
  currency: { type: 'string' },
  sukurta: { type: 'string' },
  apmoketa: { type: ['string', 'null'] },
  /** the issued extract's id (isduotas) */
  israsoId: { type: ['integer', 'null'] },
});

const cartView = exact({
  items: { type: 'array', items: cartItemView },
  /** the sum of the items still in the cart */
  totalCents: { type: 'integer' },
  currency: { type: 'string' },
});

export const getCartItems = api.get('/cart-items', "The user's cart: items in the cart, paid and issued, newest first, and the sum to pay", {
  responses: { 200: cartView },
});

export const payCartItems = api.post(
  '/cart-items/pay',
  'Starts one payment for every item in the cart; where the browser goes to pay (409 errors.cart_empty)',
  { body: exact({ returnPath: { type: 'string', pattern: ITEMS_RETURN_PATH } }), responses: { 200: exact({ redirectUrl: { type: 'string' } }) } },
);

export const confirmCartItems = api.post(
  '/cart-items/confirm',
  "The provider's answer for the cart's payment, verified: paid → its items wait for the customer centre (once: 409 when completed already); cancelled → nothing changes",
  { body: confirmBody, responses: { 200: cartView } },
);
