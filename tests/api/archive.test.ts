import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { archiveRequest, openArchiveApp } from '../helpers/archive.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

describe.each(TEST_DIALECTS)('archive destruction /api/archyvas [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let archivist: SignedIn;
  let old: number[];
  beforeAll(async () => {
    ({ t, admin, archivist, old } = await openArchiveApp(dialect));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who: SignedIn = admin) => archiveRequest(t, who, method, url, payload);
  const exists = async (id: number) => (await t.db.kysely.selectFrom('document').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  const parties = async (id: number) => (await t.db.kysely.selectFrom('document_party').select('document_id').where('document_id', '=', id).execute()).length;
  const tombstone = (id: number) => t.db.kysely.selectFrom('item_tombstone').selectAll().where('document_id', '=', id).executeTakeFirst();
  const chainOk = async () => (await t.app.inject({ method: 'GET', url: '/api/audit/verify', headers: admin.headers })).json().ok as boolean;
  async function form(): Promise<{ id: number; items: { documentId: number }[] }> {
    const res = await call('POST', '/aktai');
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  async function sealAndApprove(actId: number) {
    expect((await call('POST', `/aktai/${actId}/antspaudas`)).statusCode).toBe(200);
    const approved = await call('POST', `/aktai/${actId}/patvirtinti`, undefined, archivist);
    expect(approved.statusCode, approved.body).toBe(200);
  }

  it('lists items past retention, the held one apart, and the seeded act waits for the archivist', async () => {
    expect(old).toHaveLength(5);
    const { due, held } = (await call('GET', '/kandidatai')).json();
    expect(due.map((c: { documentId: number }) => c.documentId)).toEqual([old[3], old[4]]);
    expect(held.map((c: { documentId: number }) => c.documentId)).toEqual([old[2]]);
    expect(due[0]).toMatchObject({ status: 'atmestas', retentionEnd: '2018-06-18' });
    const acts = (await call('GET', '/aktai')).json().items;
    expect(acts).toHaveLength(1);
    expect(acts[0]).toMatchObject({ status: 'laukia_archyvaro', items: [{ documentId: old[0] }, { documentId: old[1] }] });
    expect(acts[0].pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/archyvas/aktai/${acts[0].id}/pdf`, headers: archivist.headers });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses approval by anyone but the archivist, and a notary cannot see acts', async () => {
    const act = (await call('GET', '/aktai')).json().items[0];
    const res = await call('POST', `/aktai/${act.id}/patvirtinti`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('errors.archive_archivist_only');
    expect((await call('GET', `/aktai/${act.id}`)).json().status).toBe('laukia_archyvaro');
    const notary = await login(t.app, 'DT_notaras');
    expect((await call('GET', '/aktai', undefined, notary)).statusCode).toBe(403);
    expect((await call('POST', '/aktai', undefined, archivist)).statusCode).toBe(403);
  });

  it('sets and lifts a legal hold with a reason, audited and visible to who may see the item', async () => {
    const set = await call('POST', '/sulaikymai', { documentId: old[4], caseReference: 'Byla Nr. 1', reason: 'Teismo prašymas' });
    expect(set.statusCode, set.body).toBe(201);
    const owner = await login(t.app, 'DT_notaras');
    const seen = (await call('GET', `/irasai/${old[4]}/sulaikymai`, undefined, owner)).json().items;
    expect(seen).toMatchObject([{ caseReference: 'Byla Nr. 1', liftedAt: null }]);
    expect((await call('GET', '/kandidatai')).json().held.map((c: { documentId: number }) => c.documentId)).toContain(old[4]);
    expect((await call('POST', `/sulaikymai/${set.json().id}/atsaukti`, { reason: ' ' })).statusCode).toBe(422);
    const lifted = await call('POST', `/sulaikymai/${set.json().id}/atsaukti`, { reason: 'Byla baigta' });
    expect(lifted.json()).toMatchObject({ liftReason: 'Byla baigta' });
    expect((await call('POST', `/sulaikymai/${set.json().id}/atsaukti`, { reason: 'dar kartą' })).json().message).toBe('errors.archive_hold_already_lifted');
    const audits = await t.db.kysely
      .selectFrom('audit_event')
      .select('action')
      .where('object_id', '=', String(old[4]))
      .where('action', 'like', 'archive.hold.%')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['archive.hold.set', 'archive.hold.lifted']);
  });

  it('refuses to seal an act listing an item put under hold, changing nothing', async () => {
    const act = await form();
    const hold = (await call('POST', '/sulaikymai', { documentId: old[3], caseReference: 'Byla Nr. 2', reason: 'Prokuratūros prašymas' })).json();
    const res = await call('POST', `/aktai/${act.id}/antspaudas`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('errors.archive_item_on_hold');
    expect((await call('GET', `/aktai/${act.id}`)).json()).toMatchObject({ status: 'formuojamas', pdfSha256: null });
    // the administrator takes it off the list with a reason; then the act seals
    expect((await call('POST', `/aktai/${act.id}/pasalinti`, { documentId: old[3], reason: 'Sulaikytas' })).json().items).toContainEqual(
      expect.objectContaining({ documentId: old[3], removedReason: 'Sulaikytas' }),
    );
    await call('POST', `/sulaikymai/${hold.id}/atsaukti`, { reason: 'Byla baigta' });
    await sealAndApprove(act.id);
  });

  it('runs an approved act: items, index rows and files gone, tombstones left, the act hash in the chain; a second run is refused', async () => {
    const waiting = (await call('GET', '/aktai')).json().items.find((a: { status: string }) => a.status === 'laukia_archyvaro');
    expect((await call('POST', `/aktai/${waiting.id}/patvirtinti`, undefined, archivist)).statusCode).toBe(200);
    const acts = (await call('GET', '/aktai')).json().items.filter((a: { status: string }) => a.status === 'patvirtintas');
    for (const act of acts) {
      expect((await call('POST', `/aktai/${act.id}/vykdyti`, undefined, archivist)).statusCode).toBe(403);
      const res = await call('POST', `/aktai/${act.id}/vykdyti`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('ivykdytas');
      const again = await call('POST', `/aktai/${act.id}/vykdyti`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('errors.archive_act_already_executed');
    }
    for (const id of [old[0]!, old[1]!, old[4]!]) {
      expect(await exists(id)).toBe(false);
      expect(await parties(id)).toBe(0);
      expect(await tombstone(id)).toMatchObject({ type_id: 'sutartine-hipoteka', act_number: expect.stringMatching(/^NA-\d{4}-\d{4}$/) });
    }
    expect(await exists(old[2]!)).toBe(true);
    expect(await exists(old[3]!)).toBe(true);
    const executed = await t.db.kysely.selectFrom('audit_event').select('details').where('action', '=', 'archive.act.executed').execute();
    const sha = (await t.db.kysely.selectFrom('destruction_act').select('pdf_sha256').where('status', '=', 'ivykdytas').execute()).map((r) => r.pdf_sha256);
    expect(executed.map((e) => JSON.parse(e.details!).actSha256).sort()).toEqual(sha.sort());
    expect(await chainOk()).toBe(true);
    expect((await call('GET', '/sunaikinti')).json().items.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses to run an act when a listed item has an open workflow, removing nothing', async () => {
    // old[3] is due again (taken off the earlier list); a change notice on it is being transferred
    const act = await form();
    expect(act.items.map((i) => i.documentId)).toEqual([old[3]]);
    await sealAndApprove(act.id);
    const entry = await t.db.kysely.selectFrom('document').selectAll().where('id', '=', old[3]!).executeTakeFirstOrThrow();
    const { id: _id, ...rest } = entry;
    const notice = await t.db.kysely
      .insertInto('document')
      .values({ ...rest, status: 'perduotas', entry_document_id: old[3]!, registry_number: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await call('POST', `/aktai/${act.id}/vykdyti`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('errors.archive_item_in_workflow');
    expect(await exists(old[3]!)).toBe(true);
    expect(await exists(Number(notice.id))).toBe(true);
    expect(await tombstone(old[3]!)).toBeUndefined();
    expect((await call('GET', `/aktai/${act.id}`)).json().status).toBe('patvirtintas');
    // once the notice is closed, the entry and its notice go together
    await t.db.kysely.updateTable('document').set({ status: 'atmestas' }).where('id', '=', Number(notice.id)).execute();
    expect((await call('POST', `/aktai/${act.id}/vykdyti`)).statusCode).toBe(200);
    expect(await exists(Number(notice.id))).toBe(false);
    expect(await tombstone(Number(notice.id))).toBeDefined();
  });

  it('finishes an interrupted run without doing anything twice', async () => {
    const ids: number[] = [];
    const template = await t.db.kysely.selectFrom('document').selectAll().where('id', '=', old[2]!).executeTakeFirstOrThrow();
    const { id: _id, ...rest } = template;
    for (let i = 0; i < 3; i++)
      ids.push(
        Number(
          (
            await t.db.kysely
              .insertInto('document')
              .values({ ...rest, registry_number: `HIP-2001-00${i}` })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        ),
      );
    const act = await form();
    expect(act.items.map((i) => i.documentId)).toEqual(ids);
    await sealAndApprove(act.id);
    const ctx = t.app.archive.destroyContext;
    ctx.batchSize = 1;
    ctx.afterBatch = async (done) => {
      if (done === 1) throw new Error('crash after the first batch');
    };
    try {
      expect((await call('POST', `/aktai/${act.id}/vykdyti`)).statusCode).toBe(500);
    } finally {
      ctx.afterBatch = undefined;
    }
    expect([await exists(ids[0]!), await exists(ids[1]!), await exists(ids[2]!)]).toEqual([false, true, true]);
    expect(await tombstone(ids[0]!)).toBeDefined();
    expect((await call('POST', `/aktai/${act.id}/vykdyti`)).json().status).toBe('ivykdytas');
    for (const id of ids) expect(await tombstone(id)).toBeDefined();
    const destroyed = await t.db.kysely
      .selectFrom('audit_event')
      .select('object_id')
      .where('action', '=', 'archive.item.destroyed')
      .where('object_id', 'in', ids.map(String))
      .execute();
    expect(destroyed).toHaveLength(3);
    ctx.batchSize = 20;
  });
});
