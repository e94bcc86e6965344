/** The cart's API (api/modules/cart; contracts: src/domain/contracts/cart.ts): the order, Pay, and the provider's answer. */
import { confirmPayment as confirmEndpoint, getOrder as orderEndpoint, startPayment as payEndpoint } from '../../domain/contracts/cart';
import type { ResponseOf } from '../../domain/contracts/endpoint';
import { call } from '../../lib/api/call';

export type Order = ResponseOf<typeof orderEndpoint>;

// the ids come from the page's address; a malformed one is the server's 400
const orderParams = (paslaugaId: string, uzsakymasId: string) => ({ paslaugaID: paslaugaId, uzsakymasID: Number(uzsakymasId) });

// quiet: the page says "not found" itself
export const getOrder = (paslaugaId: string, uzsakymasId: string) => call(orderEndpoint, { params: orderParams(paslaugaId, uzsakymasId), quiet: true });

export const startPayment = (paslaugaId: string, uzsakymasId: string, returnPath: string) =>
  call(payEndpoint, { params: orderParams(paslaugaId, uzsakymasId), body: { returnPath } });

export const confirmPayment = (paslaugaId: string, uzsakymasId: string, payment: string, confirmation: string) =>
  call(confirmEndpoint, { params: orderParams(paslaugaId, uzsakymasId), body: { payment, confirmation }, quiet: true });
