/**
 * POST {base}/ipasas?xid=…: sign-in with the e-government gateway's assertion (enc). The xid
 * (the central self-service session id) goes back in the query untouched. Quiet: the /ipasas
 * page shows the server's message itself.
 */
import { api } from '../../../lib/api/client';
import type { SignInResponse } from './types';

/** Where the browser starts the gateway sign-in: GET {base}/ipasas/start (a full page load, the gateway is another site). */
export function gatewayStartUrl(xid: string | null): string {
  return `${api.base}/ipasas/start${xid ? `?${new URLSearchParams({ xid }).toString()}` : ''}`;
}

export function gatewaySignIn(enc: string, xid: string | null): Promise<SignInResponse> {
  const query = xid ? `?${new URLSearchParams({ xid }).toString()}` : '';
  return api.post<SignInResponse>(`/ipasas${query}`, { enc }, { quiet: true });
}
