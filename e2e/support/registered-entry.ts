/**
 * A registered entry of the register for a journey that starts from one (its notices, its
 * action rights): a valid fixture of the type (tests/fixtures/<type>/valid/) with a fresh IDK
 * and registry number, filed, signed and transferred by its provider and registered by the
 * STSR registrar — through the API, since filing through the editor is other journeys' job.
 * An automatic registration rule another journey switched on may register it at transfer.
 */
import fs from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';

const PASSWORD = 'Demo-Slaptazodis-1';

/** Signs a demo user in through the API and answers the bearer header. */
export async function apiSignIn(request: APIRequestContext, username: string): Promise<Record<string, string>> {
  const signIn = await request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(signIn.status(), `API sign-in of ${username}`).toBe(200);
  return { Authorization: `Bearer ${((await signIn.json()) as { naudotojas: { api_token: string } }).naudotojas.api_token}` };
}

async function act(request: APIRequestContext, headers: Record<string, string>, id: number, action: string, version: number) {
  const res = await request.post(`/api/documents/${id}/actions/${action}`, { headers: { ...headers, 'If-Match': `"${version}"` }, data: {} });
  expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
  return (await res.json()) as { version: number; status: string };
}

export interface EntryOptions {
  type: string;
  fixture: string;
  /** the provider who files it (username = role code) */
  filer: string;
  /** a change to the fixture's data before filing (e.g. another party) */
  adjust?: (data: Record<string, unknown>) => void;
}

/** Files, signs, transfers and registers an entry; answers its id. */
export async function registeredEntry(request: APIRequestContext, options: EntryOptions): Promise<number> {
  const { data } = JSON.parse(fs.readFileSync(`tests/fixtures/${options.type}/valid/${options.fixture}.json`, 'utf8')) as {
    data: Record<string, unknown> & { dokumentas: Record<string, unknown> };
  };
  const stamp = `${Date.now() % 1e9}${Math.floor(Math.random() * 1e5)}`.padStart(14, '0').slice(-14);
  data.dokumentas = { ...data.dokumentas, idk: stamp, registroNr: `7-${stamp.slice(-5)}` };
  options.adjust?.(data);

  const filer = await apiSignIn(request, options.filer);
  const created = await request.post('/api/documents', { headers: filer, data: { type: options.type, data } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, version } = (await created.json()) as { id: number; version: number };
  const signed = await act(request, filer, id, 'pasirasyti', version);
  const sent = await act(request, filer, id, 'perduoti', signed.version);
  if (sent.status !== 'iregistruotas') await act(request, await apiSignIn(request, 'RG_STSR_registrat'), id, 'iregistruoti', sent.version);
  return id;
}
