import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Migrator, type Kysely, type KyselyPlugin } from 'kysely';
import { migrations } from '../../api/db/migrations/index.js';
import { SYSTEM_ORIGIN, writeAudit } from '../../api/lib/audit.js';
import { verifyAuditChain } from '../../api/modules/audit-chain/verify.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

describe.each(TEST_DIALECTS)('the audit hash chain [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t.app, 'AD_administratorius');
  });
  afterAll(() => t.close());

  const verify = async (headers = admin.headers) => t.app.inject({ method: 'GET', url: '/api/audit/verify', headers });
  const events = () => t.db.kysely.selectFrom('audit_event').selectAll().orderBy('seq').execute();
  /** Runs `tamper` on the database, verifies, then puts the rows back as they were. */
  async function withTampering(tamper: (rows: Awaited<ReturnType<typeof events>>) => Promise<void>) {
    const before = await events();
    await tamper(before);
    const report = (await verify()).json();
    await t.db.kysely.deleteFrom('audit_event').execute();
    for (const row of before) await t.db.kysely.insertInto('audit_event').values(row).execute();
    return report;
  }

  beforeEach(async () => {
    expect((await verify()).json()).toMatchObject({ ok: true, broken: null });
  });

  it('chains every event written, seed and sign-ins included, and the route is for administrators and archivists', async () => {
    const report = (await verify()).json();
    expect(report.events).toBe((await events()).length);
    expect(report.events).toBeGreaterThan(3);
    const archivist = await login(t.app, 'AR_archyvatorius');
    expect((await verify(archivist.headers)).statusCode).toBe(200);
    const notary = await login(t.app, 'DT_notaras');
    expect((await verify(notary.headers)).statusCode).toBe(403);
  });

  it('names an event edited directly in the database', async () => {
    let edited = 0;
    const report = await withTampering(async (rows) => {
      edited = rows[2]!.id;
      await t.db.kysely.updateTable('audit_event').set({ reason: 'perrašyta' }).where('id', '=', edited).execute();
    });
    expect(report).toMatchObject({ ok: false, events: 2, broken: { problem: 'edited', id: edited, seq: 3 } });
  });

  it('names the event after one deleted', async () => {
    let after = 0;
    const report = await withTampering(async (rows) => {
      after = rows[4]!.id;
      await t.db.kysely.deleteFrom('audit_event').where('id', '=', rows[3]!.id).execute();
    });
    expect(report).toMatchObject({ ok: false, events: 3, broken: { problem: 'missing', id: after } });
  });

  it('names an event moved before another', async () => {
    let moved = 0;
    const report = await withTampering(async (rows) => {
      const [a, b] = [rows[1]!, rows[2]!];
      moved = b.id;
      await t.db.kysely.updateTable('audit_event').set({ seq: -1 }).where('id', '=', a.id).execute();
      await t.db.kysely.updateTable('audit_event').set({ seq: a.seq }).where('id', '=', b.id).execute();
      await t.db.kysely.updateTable('audit_event').set({ seq: b.seq }).where('id', '=', a.id).execute();
    });
    expect(report).toMatchObject({ ok: false, events: 1, broken: { problem: 'link', id: moved, seq: 2 } });
  });

  it('names the head when the last events are deleted', async () => {
    const report = await withTampering(async (rows) => {
      await t.db.kysely.deleteFrom('audit_event').where('id', '=', rows.at(-1)!.id).execute();
    });
    expect(report).toMatchObject({ ok: false, broken: { problem: 'head', id: null } });
  });

  it('stays one chain under concurrent writers, and the first event of a day seals the day before', async () => {
    const day = new Date(Date.parse(t.clock.now().toISOString()) + 86_400_000).toISOString();
    await Promise.all(Array.from({ length: 24 }, (_, i) => writeAudit(t.db.kysely, day, SYSTEM_ORIGIN, { action: 'test.concurrent', objectId: i })));
    const rows = await events();
    expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
    const seals = await t.db.kysely.selectFrom('audit_seal').selectAll().execute();
    expect(seals.map((s) => s.day)).toContain(t.clock.now().toISOString().slice(0, 10));
    expect((await verify()).json()).toMatchObject({ ok: true, sealedDays: seals.length });

    const sealed = seals.find((s) => s.day === t.clock.now().toISOString().slice(0, 10))!;
    await t.db.kysely
      .updateTable('audit_seal')
      .set({ head_hash: 'f'.repeat(64) })
      .where('day', '=', sealed.day)
      .execute();
    expect((await verify()).json()).toMatchObject({ ok: false, broken: { problem: 'seal', day: sealed.day } });
    await t.db.kysely.updateTable('audit_seal').set({ head_hash: sealed.head_hash }).where('day', '=', sealed.day).execute();
  });

  it('verifies up to the head it read first: an event appended while verifying is no broken head', async () => {
    let appended: Promise<void> | null = null;
    /** appends one event as soon as the verifier has read its first page of events (queued behind that read: not awaited here) */
    const appendWhileReading: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        if (!appended && args.result.rows.some((row) => typeof row === 'object' && row !== null && 'prev_hash' in row))
          appended = writeAudit(t.db.kysely, t.clock.now().toISOString(), SYSTEM_ORIGIN, { action: 'test.while_verifying' }).then(() => undefined);
        return args.result;
      },
    };
    const before = (await events()).length;
    const report = await verifyAuditChain(t.db.kysely.withPlugin(appendWhileReading));
    expect(appended).not.toBeNull();
    await appended;
    expect(report).toMatchObject({ ok: true, broken: null, events: before });
    expect((await verify()).json()).toMatchObject({ ok: true, events: before + 1 });
  });

  it('chains the rows written before it existed (migration 0016, down and up again)', async () => {
    const migrator = new Migrator({
      db: t.db.kysely as unknown as Kysely<unknown>,
      provider: { getMigrations: async () => migrations },
      ...(t.db.schema ? { migrationTableSchema: t.db.schema } : {}),
    });
    const down = await migrator.migrateTo('0012-login-throttle');
    expect(down.error).toBeUndefined();
    const old = t.db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    for (const at of ['2020-01-01T10:00:00.000Z', '2020-01-01T11:00:00.000Z', '2020-01-02T09:00:00.000Z'])
      await old.insertInto('audit_event').values({ at, action: 'old.event', details: '{"a":1}' }).execute();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const report = (await verify()).json();
    expect(report).toMatchObject({ ok: true, broken: null });
    expect(report.events).toBe((await events()).length);
    expect(report.sealedDays).toBeGreaterThanOrEqual(1);
  });
});
