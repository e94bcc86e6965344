/**
 * Signing in from tests, for real: POST /api/login with a seeded demo user (username = role
 * code, password TEST_PASSWORD), or the portal's gateway round trip (the stand-in's form,
 * then POST /sav/ipasas). Returns the bearer token and the sign-in response.
 */
import type { FastifyInstance } from 'fastify';
import { TEST_PASSWORD } from './app.js';

export interface SignedIn {
  token: string;
  headers: { authorization: string };
  body: {
    naudotojas: Record<string, unknown> & { api_token: string; snau_id: number };
    roles: string[];
    pirmas_prisijungimas: boolean;
    zinutes?: unknown[];
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function signedIn(res: { statusCode: number; body: string; json(): unknown }, what: string): SignedIn {
  if (res.statusCode !== 200) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as SignedIn['body'];
  return { token: body.naudotojas.api_token, headers: bearer(body.naudotojas.api_token), body };
}

/** Password sign-in to the workplace (POST /api/login). */
export async function login(app: FastifyInstance, username: string, password = TEST_PASSWORD): Promise<SignedIn> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  return signedIn(res, `login as ${username}`);
}

/**
 * The enc assertion the gateway stand-in issues when a tester picks the identity
 * `personCode/companyCode` (companyCode '' for a natural person) on the face's base.
 */
export async function gatewayAssertion(app: FastifyInstance, base: '/api' | '/sav', identity: string, xid = 'demo-xid'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `${base}/gateway/login`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ identity, xid }).toString(),
  });
  if (res.statusCode !== 303) throw new Error(`gateway stand-in refused ${identity}: ${res.statusCode} ${res.body}`);
  const location = new URL(String(res.headers.location), 'http://localhost');
  return location.searchParams.get('enc')!;
}

/** The full gateway sign-in: the stand-in's assertion, then POST {base}/ipasas. */
export async function gatewayLogin(app: FastifyInstance, base: '/api' | '/sav', identity: string): Promise<SignedIn> {
  const enc = await gatewayAssertion(app, base, identity);
  const res = await app.inject({ method: 'POST', url: `${base}/ipasas?xid=demo-xid`, payload: { enc } });
  return signedIn(res, `gateway sign-in as ${identity} on ${base}`);
}
