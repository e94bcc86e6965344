/**
 * Test helper: fetch answering the portal API (/sav) as the NTR services pages use it. Every
 * call is recorded; `answer('GET /sav/requests', fn)` sets an answer (a function sees the
 * query). Anything not answered is the API's 404.
 */
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface Answer {
  status: number;
  body?: unknown;
}

type Responder = Answer | ((call: Call) => Answer);

export const page = <T>(items: T[], total = items.length) => ({ status: 200, body: { items, total, page: 1, pageSize: 20 } });

export function stubNtrApi() {
  const calls: Call[] = [];
  const answers = new Map<string, Responder>([
    ['GET /sav/version', { status: 200, body: { version: '1.3.16' } }],
    ['POST /sav/keep-alive', { status: 200, body: { sistemos_informavimas: null } }],
    ['GET /sav/tooltip', { status: 200, body: [] }],
    ['GET /sav/catalog', { status: 200, body: [] }],
    // The citizen's own lock on the request they opened.
    [
      'POST /sav/ntrpaslaugos/document-lock',
      (call) => ({
        status: 200,
        body: {
          lock: (call.body as { lock?: boolean }).lock
            ? { holder: { userId: 7, name: 'Jonas Petraitis' }, since: '2026-11-21T10:00:00Z', expiresAt: '2026-11-21T10:01:40Z', mine: true }
            : null,
        },
      }),
    ],
  ]);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: Call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const responder = answers.get(`${method} ${url.pathname}`) ?? { status: 404, body: { message: 'errors.not_found' } };
    const { status, body } = typeof responder === 'function' ? responder(call) : responder;
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    answer(key: string, responder: Responder) {
      answers.set(key, responder);
    },
    callsTo(method: string, path: string) {
      return calls.filter((c) => c.method === method && c.path === path);
    },
  };
}
