/**
 * Success messages (spec §7: a successful write with a meta element shows meta.message as the
 * success snackbar): the writes the user should be told about answer a translation key in
 * `meta.message`; refusals and reads carry none.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { act, createDocument, fixture } from '../helpers/lifecycle.js';
import { SUCCESS_MESSAGES } from '../../api/lib/success-messages.js';

const metaOf = (body: string) => (JSON.parse(body) as { meta?: { message: string } }).meta;

describe.each(TEST_DIALECTS)('success messages [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let registrar: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    notary = await login(t.app, 'DT_notaras');
    registrar = await login(t.app, 'RG_STSR_registrat');
  });
  afterAll(() => t.close());

  it('POST and PUT /api/documents answer meta.message; a refused or a read answer none', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/documents', headers: notary.headers, payload: { type: 'sutartine-hipoteka', data: fixture('paprastas-vienas-turtas') } });
    expect(created.statusCode).toBe(201);
    expect(metaOf(created.body)).toEqual({ message: 'messages.documentCreated' });
    const id = (created.json() as { id: number }).id;
    const put = await t.app.inject({ method: 'PUT', url: `/api/documents/${id}`, headers: { ...notary.headers, 'if-match': '"1"' }, payload: { data: fixture('paprastas-vienas-turtas') } });
    expect(put.statusCode, put.body).toBe(200);
    expect(metaOf(put.body)).toEqual({ message: 'messages.documentSaved' });
    const stale = await t.app.inject({ method: 'PUT', url: `/api/documents/${id}`, headers: { ...notary.headers, 'if-match': '"1"' }, payload: { data: fixture('paprastas-vienas-turtas') } });
    expect(stale.statusCode).toBe(412);
    expect(metaOf(stale.body)).toBeUndefined();
    const read = await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: notary.headers });
    expect(metaOf(read.body)).toBeUndefined();
  });

  it('each status action answers its own message', async () => {
    const id = await createDocument(t.app, notary);
    expect(metaOf((await act(t.app, notary, id, 'pasirasyti')).body)).toEqual({ message: 'messages.actions.pasirasyti' });
    expect(metaOf((await act(t.app, notary, id, 'perduoti')).body)).toEqual({ message: 'messages.actions.perduoti' });
    expect(metaOf((await act(t.app, registrar, id, 'iregistruoti', {})).body)).toEqual({ message: 'messages.actions.iregistruoti' });
    const refused = await act(t.app, registrar, id, 'iregistruoti', {});
    expect(refused.statusCode).toBe(409);
    expect(metaOf(refused.body)).toBeUndefined();
  });

  it('every message key is translated in lt and en', () => {
    const keys = new Set<string>();
    for (const entry of SUCCESS_MESSAGES) for (const key of entry.keys) keys.add(key);
    for (const lng of ['lt', 'en']) {
      const common = JSON.parse(fs.readFileSync(`locales/${lng}/common.json`, 'utf8')) as Record<string, unknown>;
      for (const key of keys) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], common);
        expect(typeof text, `${lng} ${key}`).toBe('string');
      }
    }
  });
});
