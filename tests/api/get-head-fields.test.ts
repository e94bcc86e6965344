/**
 * GET answers every field of the head as it is now (decision 0177): a lock taken and left, a
 * status or check errors changed behind the API's back, another user's view of the lock — all
 * at the same version, whose data this process may hold (decision 0165). Any answer kept per
 * version must key on all of them.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const TYPE = 'sutartine-hipoteka';
const valid = (JSON.parse(fs.readFileSync(`tests/fixtures/${TYPE}/valid/paprastas-vienas-turtas.json`, 'utf8')) as { data: unknown }).data;

describe.each(TEST_DIALECTS)('GET document head fields at one version [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let assistant: SignedIn;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [notary, assistant] = await Promise.all(['DT_notaras', 'DT_notaro_padejejas'].map((u) => login(t.app, u)));
    const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: notary.headers, payload: { type: TYPE, data: valid } });
    expect(res.statusCode).toBe(201);
    id = res.json().id as number;
  }, 120_000);
  afterAll(() => t?.close());

  const get = async (who: SignedIn) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    return { body: res.body, view: res.json() as Record<string, unknown>, etag: res.headers.etag };
  };
  const lock = async (who: SignedIn, on: boolean) =>
    expect((await t.app.inject({ method: 'POST', url: '/api/document-lock', headers: who.headers, payload: { obj_id: id, lock: on } })).statusCode).toBe(200);

  it('answers the same bytes while nothing changed', async () => {
    const first = await get(notary);
    const again = await get(notary);
    expect(again.body).toBe(first.body);
    expect(first.view).toMatchObject({ id, type: TYPE, status: 'rengiamas', lock: null, data: valid });
  });

  it('shows a lock taken and left at the same version', async () => {
    const before = await get(notary);
    await lock(notary, true);
    const locked = await get(notary);
    expect(locked.view.version).toBe(before.view.version);
    expect(locked.view.lock).toMatchObject({ mine: true });
    expect(locked.etag).not.toBe(before.etag);
    // the same lock seen by another user is not theirs
    const seen = await get(assistant);
    expect(seen.view.lock).toMatchObject({ mine: false });
    await lock(notary, false);
    expect((await get(notary)).view.lock).toBeNull();
  });

  it('shows a status and check errors changed behind the API at the same version', async () => {
    const before = await get(notary);
    const issue = { path: '/sandoris', messageKey: 'validation.required', severity: 'critical' };
    await t.db.kysely
      .updateTable('document')
      .set({ status: 'perduotas', check_errors: JSON.stringify([issue]) })
      .where('id', '=', id)
      .execute();
    const after = await get(notary);
    expect(after.view).toMatchObject({ version: before.view.version, status: 'perduotas', checkErrors: [issue], data: valid });
    expect(after.view.allowedActions).not.toEqual(before.view.allowedActions);
  });
});
