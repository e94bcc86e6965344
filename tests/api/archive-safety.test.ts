import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCandidates } from '../../api/modules/archive/candidates.js';
import { TEST_NOW, type TestApp } from '../helpers/app.js';
import { archiveRequest, openArchiveApp } from '../helpers/archive.js';
import type { SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

/** Destruction stays safe between forming and running: holds (also a notice's) and open workflows are checked in each batch. */
describe.each(TEST_DIALECTS)('archive destruction safety [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let archivist: SignedIn;
  let old: number[];
  beforeAll(async () => {
    ({ t, admin, archivist, old } = await openArchiveApp(dialect));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, who: SignedIn = admin) => archiveRequest(t, who, method, url, payload);
  const exists = async (id: number) => (await t.db.kysely.selectFrom('document').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  const tombstone = (id: number) => t.db.kysely.selectFrom('item_tombstone').selectAll().where('document_id', '=', id).executeTakeFirst();
  const due = async () => (await call('GET', '/kandidatai')).json().due.map((c: { documentId: number }) => c.documentId) as number[];
  /** a copy of a held old item (past retention), or a notice of `entry` in `status` */
  async function copy(registryNumber: string | null, over: { status?: string; entry_document_id?: number } = {}): Promise<number> {
    const { id: _id, ...rest } = await t.db.kysely.selectFrom('document').selectAll().where('id', '=', old[2]!).executeTakeFirstOrThrow();
    return Number(
      (
        await t.db.kysely
          .insertInto('document')
          .values({ ...rest, registry_number: registryNumber, ...over })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  }
  async function approvedAct(): Promise<number> {
    const formed = await call('POST', '/aktai');
    expect(formed.statusCode, formed.body).toBe(201);
    const id = formed.json().id as number;
    expect((await call('POST', `/aktai/${id}/antspaudas`)).statusCode).toBe(200);
    expect((await call('POST', `/aktai/${id}/patvirtinti`, undefined, archivist)).statusCode).toBe(200);
    return id;
  }
  const hold = async (documentId: number) =>
    (await call('POST', '/sulaikymai', { documentId, caseReference: 'Byla Nr. 7', reason: 'Teismo prašymas' })).json().id as number;

  it('a hold set while an approved act runs stops the run before the held item; the hold row outlives the item it kept', async () => {
    const actId = await approvedAct();
    const ctx = t.app.archive.destroyContext;
    ctx.batchSize = 1;
    let holdId = 0;
    ctx.afterBatch = async (done) => {
      if (done === 1) holdId = await hold(old[4]!);
    };
    try {
      const res = await call('POST', `/aktai/${actId}/vykdyti`);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe('errors.archive_item_on_hold');
    } finally {
      ctx.afterBatch = undefined;
    }
    expect(await exists(old[3]!)).toBe(false);
    expect(await exists(old[4]!)).toBe(true);
    expect(await tombstone(old[4]!)).toBeUndefined();
    expect((await call('GET', `/aktai/${actId}`)).json().status).toBe('patvirtintas');
    // lifted, the run finishes; the lifted hold stays as the record of why the item was kept
    expect((await call('POST', `/sulaikymai/${holdId}/atsaukti`, { reason: 'Byla baigta' })).statusCode).toBe(200);
    expect((await call('POST', `/aktai/${actId}/vykdyti`)).json().status).toBe('ivykdytas');
    ctx.batchSize = 20;
    expect(await exists(old[4]!)).toBe(false);
    const kept = await t.db.kysely.selectFrom('legal_hold').selectAll().where('document_id', '=', old[4]!).execute();
    expect(kept).toMatchObject([{ id: holdId, case_reference: 'Byla Nr. 7', lift_reason: 'Byla baigta' }]);
  });

  it('a hold on a change notice keeps its entry (and so the notice) off the list', async () => {
    const entry = await copy('HIP-2003-000001');
    const notice = await copy(null, { status: 'iregistruotas', entry_document_id: entry });
    expect(await due()).toContain(entry);
    const holdId = await hold(notice);
    expect(await due()).not.toContain(entry);
    expect((await call('GET', '/kandidatai')).json().held.map((c: { documentId: number }) => c.documentId)).toContain(entry);
    await call('POST', `/sulaikymai/${holdId}/atsaukti`, { reason: 'Byla baigta' });
    expect(await due()).toContain(entry);
  });

  it('an entry whose notice awaits clarification (nepatikslintas) is in an open workflow: the run is refused, nothing removed', async () => {
    const entry = (await due())[0]!;
    const actId = await approvedAct();
    const notice = await copy(null, { status: 'nepatikslintas', entry_document_id: entry });
    const res = await call('POST', `/aktai/${actId}/vykdyti`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('errors.archive_item_in_workflow');
    expect(await exists(entry)).toBe(true);
    expect(await exists(notice)).toBe(true);
    expect(await tombstone(entry)).toBeUndefined();
  });

  it('an item itself awaiting clarification is never a candidate', async () => {
    const waiting = await copy('HIP-2004-000001', { status: 'nepatikslintas' });
    await t.db.kysely
      .insertInto('retention_policy')
      .values({ type_id: '*', status: 'nepatikslintas', years: 1, legal_basis: 'Bandymas', updated_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    expect(await due()).not.toContain(waiting);
  });

  it('reads the register page by page: one item per page finds the same candidates', async () => {
    const today = TEST_NOW.slice(0, 10);
    await copy('HIP-2005-000001');
    await hold(await copy('HIP-2005-000002'));
    await copy('HIP-2005-000003');
    const whole = await findCandidates(t.db.kysely, today);
    expect(whole.due.length).toBeGreaterThan(1);
    expect(whole.held.length).toBeGreaterThan(0);
    expect(await findCandidates(t.db.kysely, today, 1)).toEqual(whole);
  });
});
