/**
 * kill -9 while an approved destruction act runs (decision 0078): every listed item is then
 * either still there whole (its row and index rows) or gone with its tombstone — never half —
 * and a second run after the restart finishes the act with the audit chain intact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../api/db/schema.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { call, parse, signIn } from './http.js';
import { createRunStore, startServer, type RunStore, type ServerProcess } from './server-process.js';

const ITEMS = 400;

describe.each(TEST_DIALECTS)('kill -9 during a destruction run [%s]', (dialect) => {
  let store: RunStore;
  let server: ServerProcess;
  beforeAll(async () => {
    store = await createRunStore(dialect);
    server = await startServer(store);
  });
  afterAll(async () => {
    await server?.stop();
    await store?.cleanup();
  });

  async function state(db: Kysely<Database>, ids: number[]) {
    const present = new Set((await db.selectFrom('document').select('id').where('id', 'in', ids).execute()).map((r) => Number(r.id)));
    const stones = new Set(
      (await db.selectFrom('item_tombstone').select('document_id').where('document_id', 'in', ids).execute()).map((r) => Number(r.document_id)),
    );
    const indexed = new Set(
      (await db.selectFrom('document_party').select('document_id').where('document_id', 'in', ids).execute()).map((r) => Number(r.document_id)),
    );
    const half = ids.filter((id) => present.has(id) === stones.has(id) || present.has(id) !== indexed.has(id));
    return { present: present.size, stones: stones.size, half };
  }

  it('leaves each item whole or tombstoned, and a rerun finishes the act', async () => {
    const db = store.open();
    try {
      // 1. many items past retention, copies of a seeded old one (with its index rows)
      const template = await db.kysely.selectFrom('document').selectAll().where('registry_number', '=', 'STSR-2011-000201').executeTakeFirstOrThrow();
      const parties = await db.kysely.selectFrom('document_party').selectAll().where('document_id', '=', template.id).execute();
      await db.kysely
        .updateTable('legal_hold')
        .set({ lifted_at: '2026-01-01T00:00:00.000Z', lifted_by: template.owner_user_id, lift_reason: 'test' })
        .execute();
      const { id: _id, ...row } = template;
      for (let i = 0; i < ITEMS; i += 100) {
        const inserted = await db.kysely
          .insertInto('document')
          .values(Array.from({ length: 100 }, (_, k) => ({ ...row, registry_number: `HIP-2000-${i + k}` })))
          .returning('id')
          .execute();
        await db.kysely
          .insertInto('document_party')
          .values(inserted.flatMap((d) => parties.map(({ document_id: _d, ...p }) => ({ ...p, document_id: Number(d.id) }))))
          .execute();
      }
      // 2. formed, sealed, approved
      const admin = await signIn(server.url, 'AD_administratorius');
      const archivist = await signIn(server.url, 'AR_archyvatorius');
      const formed = await call(server.url, 'POST', '/api/archyvas/aktai', { token: admin });
      expect(formed.status, formed.text).toBe(201);
      const act = parse<{ id: number; items: { documentId: number }[] }>(formed);
      const ids = act.items.map((i) => i.documentId);
      expect(ids.length).toBeGreaterThan(ITEMS);
      const sealed = await call(server.url, 'POST', `/api/archyvas/aktai/${act.id}/antspaudas`, { token: admin, timeoutMs: 120_000 }).catch(
        (error: unknown) => {
          throw new Error(`sealing failed: ${String(error)}\n${server.output()}`);
        },
      );
      expect(sealed.status, sealed.text).toBe(200);
      expect((await call(server.url, 'POST', `/api/archyvas/aktai/${act.id}/patvirtinti`, { token: archivist, timeoutMs: 120_000 })).status).toBe(200);

      // 3. the run, killed once some batches are in
      const running = call(server.url, 'POST', `/api/archyvas/aktai/${act.id}/vykdyti`, { token: admin, timeoutMs: 120_000 }).catch(() => null);
      for (;;) {
        const n = await db.kysely
          .selectFrom('item_tombstone')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        if (Number(n.n) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await server.kill9();
      await running;
      const after = await state(db.kysely, ids);
      expect(after.half).toEqual([]);
      expect(after.stones).toBeGreaterThan(0);
      expect(after.present).toBeGreaterThan(0);

      // 4. restarted: the rerun finishes the act, the chain holds
      server = await startServer(store);
      const rerun = await call(server.url, 'POST', `/api/archyvas/aktai/${act.id}/vykdyti`, {
        token: await signIn(server.url, 'AD_administratorius'),
        timeoutMs: 120_000,
      });
      expect(rerun.status, rerun.text).toBe(200);
      const done = await state(db.kysely, ids);
      expect(done).toEqual({ present: 0, stones: ids.length, half: [] });
      const chain = await call(server.url, 'GET', '/api/audit/verify', { token: await signIn(server.url, 'AD_administratorius') });
      expect(parse(chain)).toMatchObject({ ok: true });
    } finally {
      await db.destroy();
    }
  });
});
