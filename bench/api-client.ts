/**
 * The few real API calls the API bench makes before loading the server: sign in as the demo
 * notary and file the largest mortgage a number of times (each answered 201, else it stops).
 */
import { BENCH_PASSWORD } from './databases.js';
import { largestMortgage, LARGEST_TYPE } from './fixtures/largest-mortgage.js';

export const BENCH_USER = 'DT_notaras';

export interface SavedDocument {
  id: number;
  version: number;
}

async function call(url: string, init: RequestInit): Promise<unknown> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as unknown;
}

/** Bearer token of the demo notary (password sign-in to the workplace). */
export async function signIn(base: string, username = BENCH_USER): Promise<string> {
  const body = (await call(`${base}/api/login`, { method: 'POST', body: JSON.stringify({ username, password: BENCH_PASSWORD }) })) as {
    naudotojas: { api_token: string };
  };
  return body.naudotojas.api_token;
}

/** Files `count` copies of the largest mortgage through POST /api/documents. */
export async function createLargest(base: string, token: string, count: number): Promise<SavedDocument[]> {
  const payload = JSON.stringify({ type: LARGEST_TYPE, data: largestMortgage() });
  const out: SavedDocument[] = [];
  for (let i = 0; i < count; i++) {
    out.push((await call(`${base}/api/documents`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: payload })) as SavedDocument);
  }
  return out;
}
