/**
 * The archivist's return (issue #20 Must have 3, decision 0077): only AR_archyvatorius returns a
 * waiting act, with a reason, audited; an act not approved — waiting or returned — never runs.
 * Each refusal answers its key and removes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_DEMO_NUMBERS } from '../../api/db/seed/archive.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

describe.each(TEST_DIALECTS)('POST /api/archyvas/aktai/:id/grazinti [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let archivist: SignedIn;
  let act: { id: number; items: { documentId: number }[] };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t.app, 'AD_administratorius');
    archivist = await login(t.app, 'AR_archyvatorius');
    act = (await t.app.inject({ method: 'GET', url: '/api/archyvas/aktai', headers: admin.headers })).json().items[0];
  });
  afterAll(() => t.close());

  const post = (path: string, who: SignedIn, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/archyvas/aktai/${act.id}/${path}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const statusOf = async () => (await t.app.inject({ method: 'GET', url: `/api/archyvas/aktai/${act.id}`, headers: admin.headers })).json().status as string;
  const listedLeft = async () =>
    (await t.db.kysely.selectFrom('document').select('id').where('registry_number', 'in', ARCHIVE_DEMO_NUMBERS.slice(0, 2)).execute()).length;

  it('a waiting act does not run, and only the archivist returns it — with a reason', async () => {
    expect(act.items).toHaveLength(2);
    const run = await post('vykdyti', admin);
    expect(run.statusCode).toBe(409);
    expect(run.json().message).toBe('errors.archive_act_not_approved');
    const byAdmin = await post('grazinti', admin, { reason: 'Netikslus sąrašas' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('errors.archive_archivist_only');
    const noReason = await post('grazinti', archivist, { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual([expect.objectContaining({ path: '/reason', messageKey: 'validation.required' })]);
    expect(await statusOf()).toBe('laukia_archyvaro');
    expect(await listedLeft()).toBe(2);
  });

  it('the archivist returns it, audited with the reason; a returned act neither runs nor is approved', async () => {
    const res = await post('grazinti', archivist, { reason: 'Netikslus sąrašas' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf()).toBe('grazintas');
    const audit = await t.db.kysely
      .selectFrom('audit_event')
      .select(['reason', 'to_state'])
      .where('action', '=', 'archive.act.grazintas')
      .where('object_id', '=', String(act.id))
      .execute();
    expect(audit).toEqual([{ reason: 'Netikslus sąrašas', to_state: 'grazintas' }]);
    expect((await post('vykdyti', admin)).json().message).toBe('errors.archive_act_not_approved');
    const approve = await post('patvirtinti', archivist);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('errors.archive_act_not_waiting');
    expect(await listedLeft()).toBe(2);
  });
});
