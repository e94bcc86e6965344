/**
 * Test helper: replaces fetch with the API as the identity pages and the shells use it.
 * Every call is recorded (method, path with query, body, bearer token); a test overrides an
 * answer with `answer('POST /api/login', { status, body })` or a function of the request.
 * Anything not answered is a 404 in the API's error shape.
 */
import { vi } from 'vitest';
import type { Role } from '../../../src/domain/access/roles';
import type { Profile } from '../../../src/features/auth/api/types';

export interface RecordedCall {
  method: string;
  /** path and query, e.g. /api/ipasas?xid=x1 */
  path: string;
  body: unknown;
  token: string | null;
}

export interface StubAnswer {
  status: number;
  body?: unknown;
  /** an HTML answer (the central self-service site's pages) instead of a JSON body */
  html?: string;
}

type Responder = StubAnswer | ((call: RecordedCall) => StubAnswer);

export const TERMS = { html: '<h2>Naudojimo sąlygos</h2><p>1.1. Sąlygų tekstas.</p>', html_ntrpaslaugos: '<h2>NT paslaugų sąlygos</h2>' };

export function profileOf(roles: Role[], zinutes: string[] = []): Profile {
  return {
    naudotojas: {
      atjungimo_laikas: 15,
      avatar: null,
      snau_id: 7,
      snau_vardas: 'Rasa',
      snau_pavarde: 'Vaitkienė',
      snau_kontora: 'Vilniaus miesto 5-asis notarų biuras',
      snau_kontora_tipas: 'notaras',
      snau_sutartis_nr: 'S-2024-17',
      snau_sutikimas_su_salygomis: true,
      snau_sutikimas_su_salygomis_ntrpaslaugos: true,
      snau_savitarnos_sutartis: true,
      snau_savitarnos_id: null,
      snau_ntr_vadovo_parasas: false,
      snau_aktyvi_zinute: null,
      snau_native_parasas: false,
    },
    zinutes: zinutes.map((tekstas) => ({ tekstas })),
    roles,
  };
}

/** Stubs fetch for both API bases (/api and /sav); returns the recorded calls and a way to change answers. */
export function stubAuthApi(roles: Role[] = ['DT_notaras']) {
  const calls: RecordedCall[] = [];
  const answers = new Map<string, Responder>();
  const base: Record<string, Responder> = {
    'GET /version': { status: 200, body: { version: '1.3.16' } },
    'GET /system-info': { status: 200, body: { sistemos_informavimas: null } },
    'POST /keep-alive': { status: 200, body: { sistemos_informavimas: null } },
    'GET /check-user': { status: 200, body: { snau_id: 7, roles } },
    'GET /naudotojas': { status: 200, body: profileOf(roles) },
    'GET /naudojimo-sutartis': { status: 200, body: TERMS },
    'POST /logout': { status: 204 },
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const auth = new Headers(init.headers).get('Authorization');
    const call: RecordedCall = {
      method,
      path: `${url.pathname}${url.search}`,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      token: auth?.replace(/^Bearer /, '') ?? null,
    };
    calls.push(call);
    const bare = url.pathname.replace(/^\/(api|sav)/, '');
    const responder = answers.get(`${method} ${url.pathname}`) ?? base[`${method} ${bare}`] ?? { status: 404, body: { message: 'errors.not_found' } };
    const { status, body, html } = typeof responder === 'function' ? responder(call) : responder;
    if (html !== undefined) return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Sets the answer for 'METHOD /api/path' (the full path, without the query). */
    answer(key: string, responder: Responder) {
      answers.set(key, responder);
    },
    callsTo(method: string, path: string) {
      return calls.filter((c) => c.method === method && c.path.split('?')[0] === path);
    },
  };
}
