/**
 * Drafts (issue #17 item 1): an item is saved with whatever is filled — missing required
 * fields and rule violations are its check errors, stored with it and answered by GET — while
 * a value of the wrong JSON type or an unknown property is still refused (422, nothing
 * written). The checked actions refuse a draft with the spec's critical-error texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { TYPE, act, fixture } from '../helpers/lifecycle.js';

const half = { rusys: ['paprastas'], dokumentas: { idk: '123', registroNr: '1-2345' } };

describe.each(TEST_DIALECTS)('drafts [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    notary = await login(t.app, 'DT_notaras');
  });
  afterAll(() => t.close());

  const create = (data: unknown) => t.app.inject({ method: 'POST', url: '/api/documents', headers: notary.headers, payload: { type: TYPE, data } });
  const get = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: notary.headers })).json();
  const put = (id: number, version: number, data: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/documents/${id}`, headers: { ...notary.headers, 'if-match': `"${version}"` }, payload: { data } });
  const documents = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('document')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('saves a half-filled mortgage with its check errors, and GET answers them', async () => {
    const res = await create(half);
    expect(res.statusCode, res.body).toBe(201);
    const { id, issues } = res.json();
    expect(issues).toContainEqual({ path: '/dokumentas/idk', messageKey: 'validation.idk', severity: 'critical' });
    expect(issues).toContainEqual({ path: '/skolininkai', messageKey: 'validation.required', severity: 'critical' });
    const doc = await get(id);
    expect(doc.data).toEqual(half);
    expect(doc.checkErrors).toEqual(issues);
  });

  it('clears the check errors when the draft is completed', async () => {
    const { id } = (await create(half)).json();
    const saved = await put(id, 1, fixture('paprastas-vienas-turtas'));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().issues).toEqual([]);
    expect((await get(id)).checkErrors).toEqual([]);
  });

  it('refuses a value of the wrong JSON type and an unknown property (422), writing nothing', async () => {
    const before = await documents();
    const wrongType = await create({ ...half, dokumentas: { idk: 12345678901234 } });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors).toEqual([{ path: '/dokumentas/idk', messageKey: 'validation.wrongType', severity: 'critical' }]);
    const unknown = await create({ ...half, dokumentas: { idk: '123', pastaba: 'x' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([{ path: '/dokumentas/pastaba', messageKey: 'validation.unknownField', severity: 'critical' }]);
    expect(await documents()).toBe(before);
  });

  it('refuses to sign a draft with the spec text while it has check errors', async () => {
    const { id } = (await create(half)).json();
    const sign = await act(t.app, notary, id, 'pasirasyti');
    expect(sign.statusCode).toBe(422);
    expect(sign.json()).toMatchObject({ message: 'errors.signing_critical_errors' });
    expect(sign.json().errors).toContainEqual({ path: '/skolininkai', messageKey: 'validation.required', severity: 'critical' });
    expect((await get(id)).status).toBe('rengiamas');
  });
});
