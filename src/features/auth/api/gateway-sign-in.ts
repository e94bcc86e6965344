/**
 * POST {base}/ipasas?xid=…: sign-in with the e-government gateway's assertion (enc). The xid
 * (the central self-service session id) goes back in the query untouched. Quiet: the /ipasas
 * page shows the server's message itself.
 */
import { gatewaySignIn as gatewaySignInEndpoint, startGatewaySignIn } from '../../../domain/contracts/gateway';
import { call, endpointPath } from '../../../lib/api/call';
import { api } from '../../../lib/api/client';

const xidQuery = (xid: string | null) => (xid ? { xid } : {});

/** Where the browser starts the gateway sign-in: GET {base}/ipasas/start (a full page load, the gateway is another site). */
export function gatewayStartUrl(xid: string | null): string {
  return `${api.base}${endpointPath(startGatewaySignIn, { query: xidQuery(xid) })}`;
}

export const gatewaySignIn = (enc: string, xid: string | null) => call(gatewaySignInEndpoint, { query: xidQuery(xid), body: { enc }, quiet: true });
