/**
 * Success messages (spec §7: a successful write with a meta element shows meta.message as the
 * success snackbar): the writes the user should be told about answer a translation key in
 * `meta.message`; refusals and reads carry none.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { act, createDocument, fixture } from '../helpers/lifecycle.js';
import { form } from '../helpers/multipart.js';
import { pdf } from '../helpers/upload-corpus/builders.js';
import { servesRoute } from '../../api/lib/api-bases.js';
import { SUCCESS_MESSAGES } from '../../api/lib/success-messages.js';

const metaOf = (body: string) => (JSON.parse(body) as { meta?: { message: string } }).meta;

describe.each(TEST_DIALECTS)('success messages [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let registrar: SignedIn;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-success-'));
    t = await createTestApp(dialect, { env: { DATA_DIR: dataDir } });
    notary = await login(t.app, 'DT_notaras');
    registrar = await login(t.app, 'RG_STSR_registrat');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('POST and PUT /api/documents answer meta.message; a refused or a read answer none', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: notary.headers,
      payload: { type: 'sutartine-hipoteka', data: fixture('paprastas-vienas-turtas') },
    });
    expect(created.statusCode).toBe(201);
    expect(metaOf(created.body)).toEqual({ message: 'messages.documentCreated' });
    const id = (created.json() as { id: number }).id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${id}`,
      headers: { ...notary.headers, 'if-match': '"1"' },
      payload: { data: fixture('paprastas-vienas-turtas') },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(metaOf(put.body)).toEqual({ message: 'messages.documentSaved' });
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${id}`,
      headers: { ...notary.headers, 'if-match': '"1"' },
      payload: { data: fixture('paprastas-vienas-turtas') },
    });
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

  it('a create that is kept as a draft says so, with the count of its check errors', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/documents', headers: notary.headers, payload: { type: 'sutartine-hipoteka', data: {} } });
    expect(created.statusCode, created.body).toBe(201);
    const errors = (created.json() as { issues: { severity: string }[] }).issues.filter((i) => i.severity === 'critical').length;
    expect(errors).toBeGreaterThan(0);
    expect(metaOf(created.body)).toEqual({ message: 'messages.savedAsDraft', params: { count: errors } });
  });

  it('an upload, a change notice and a portal action answer theirs', async () => {
    const id = await createDocument(t.app, notary);
    const { payload, headers } = form([{ filename: 'sutartis.pdf', data: pdf(), type: 'application/pdf' }]);
    const uploaded = await t.app.inject({ method: 'POST', url: `/api/documents/${id}/files`, headers: { ...notary.headers, ...headers }, payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(metaOf(uploaded.body)).toEqual({ message: 'messages.fileUploaded' });

    const jonas = await gatewayLogin(t.app, '/sav', '38703181745/');
    const pledge = (
      (await t.app.inject({ method: 'GET', url: '/sav/objects?kind=pledge', headers: jonas.headers })).json() as { items: { id: number; version: number }[] }
    ).items[0]!;
    const started = await t.app.inject({
      method: 'POST',
      url: `/sav/objects/${pledge.id}/actions/pranesti-apie-pakeitima`,
      headers: { ...jonas.headers, 'if-match': `"${pledge.version}"` },
      payload: { form: { pagrindas: { pagrindas: 'Pasikeitė įkeisto automobilio valstybinis numeris', data: '2026-11-19' } } },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(metaOf(started.body)).toEqual({ message: 'selfService.done.pranesti-apie-pakeitima' });
  });

  it('every row names a write route the app serves', () => {
    for (const { endpoint } of SUCCESS_MESSAGES) {
      const served = ['/api', '/sav'].some((base) => servesRoute(t.app, endpoint.method, `${base}${endpoint.path}`));
      expect(served, `${endpoint.method} ${endpoint.path}`).toBe(true);
    }
  });

  it('every message key is translated in lt and en (messages.* in common, else in the namespace the key starts with)', () => {
    const keys = new Set<string>();
    for (const entry of SUCCESS_MESSAGES) for (const key of entry.keys) keys.add(key);
    for (const lng of ['lt', 'en']) {
      for (const key of keys) {
        const [first, ...rest] = key.split('.');
        const own = fs.existsSync(`locales/${lng}/${first}.json`);
        const texts = JSON.parse(fs.readFileSync(`locales/${lng}/${own ? first : 'common'}.json`, 'utf8')) as Record<string, unknown>;
        const text = (own ? rest : [first!, ...rest]).reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
        expect(typeof text, `${lng} ${key}`).toBe('string');
      }
    }
  });
});
