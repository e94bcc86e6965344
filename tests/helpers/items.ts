/**
 * Helpers of the requests and certificates API tests (tests/api/requests*.test.ts,
 * tests/api/certificates-api.test.ts): the demo people, a family-aware client over
 * {base}/{family}, and the valid fixture of a type.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './auth.js';

/** Gateway identities of demo citizens (api/db/seed/users.ts). */
export const JONAS = '38703181745/';
export const RUTA = '49206111231/';
export const ONA_COMPANY = '48502253414/304512345';

export type Family = 'documents' | 'requests' | 'certificates';
export type Base = '/api' | '/sav';

/** A valid fixture's data (tests/fixtures/<type>/valid/<name>.json). */
export const validFixture = (type: string, name = 'minimalus'): Record<string, unknown> =>
  (JSON.parse(fs.readFileSync(`tests/fixtures/${type}/valid/${name}.json`, 'utf8')) as { data: Record<string, unknown> }).data;

export interface ItemView {
  id: number;
  type: string;
  status: string;
  version: number;
  data: Record<string, unknown>;
  allowedActions: string[];
  editable: boolean;
}

/** The items API of one family on one base, as one signed-in user. */
export function itemsClient(app: FastifyInstance, who: SignedIn | null, base: Base, family: Family) {
  const headers = who?.headers ?? {};
  const url = (rest = '') => `${base}/${family}${rest}`;
  return {
    create: (type: string, data: unknown) => app.inject({ method: 'POST', url: url(), headers, payload: { type, data } as object }),
    get: (id: number) => app.inject({ method: 'GET', url: url(`/${id}`), headers }),
    list: (query = '') => app.inject({ method: 'GET', url: url(query ? `?${query}` : ''), headers }),
    put: (id: number, version: number, data: unknown) =>
      app.inject({ method: 'PUT', url: url(`/${id}`), headers: { ...headers, 'if-match': `"${version}"` }, payload: { data } as object }),
    act: (id: number, action: string, version: number, form?: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: url(`/${id}/actions/${action}`), headers: { ...headers, 'if-match': `"${version}"` }, payload: form ? { form } : {} }),
    /** creates and answers the new id (throws unless 201) */
    async createId(type: string, data: unknown): Promise<number> {
      const res = await this.create(type, data);
      if (res.statusCode !== 201) throw new Error(`create ${type} failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { id: number }).id;
    },
    /** reads the item (throws unless 200) */
    async view(id: number): Promise<ItemView> {
      const res = await this.get(id);
      if (res.statusCode !== 200) throw new Error(`get ${id} failed: ${res.statusCode} ${res.body}`);
      return res.json() as ItemView;
    },
    /** takes an action on the current version (throws unless 200) */
    async step(id: number, action: string, form?: Record<string, unknown>) {
      const { version } = await this.view(id);
      const res = await this.act(id, action, version, form);
      if (res.statusCode !== 200) throw new Error(`${action} on ${id} failed: ${res.statusCode} ${res.body}`);
      return res.json() as { status: string; version: number; registryNumber: string | null; allowedActions: string[] };
    },
  };
}

export type ItemsClient = ReturnType<typeof itemsClient>;
