/** The cart's API (api/modules/cart): the order, Pay, and the provider's answer. */
import { api } from '../../lib/api/client';

export interface Order {
  paslaugaId: string;
  uzsakymasId: number;
  family: string;
  status: string;
  version: number;
  amountCents: number;
  currency: string;
  payable: boolean;
  paidAt: string | null;
  registryNumber: string | null;
  payments: { status: string; createdAt: string; completedAt: string | null }[];
}

const orderPath = (paslaugaId: string, uzsakymasId: string) => `/cart/${encodeURIComponent(paslaugaId)}/${encodeURIComponent(uzsakymasId)}`;

// quiet: the page says "not found" itself
export const getOrder = (paslaugaId: string, uzsakymasId: string) => api.get<Order>(orderPath(paslaugaId, uzsakymasId), { quiet: true });

export const startPayment = (paslaugaId: string, uzsakymasId: string, returnPath: string) =>
  api.post<{ redirectUrl: string }>(`${orderPath(paslaugaId, uzsakymasId)}/pay`, { returnPath });

export const confirmPayment = (paslaugaId: string, uzsakymasId: string, payment: string, confirmation: string) =>
  api.post<Order>(`${orderPath(paslaugaId, uzsakymasId)}/confirm`, { payment, confirmation }, { quiet: true });
