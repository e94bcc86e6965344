import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { acquire } from '../../api/modules/locks/repository.js';

const valid = (JSON.parse(fs.readFileSync('tests/fixtures/sutartine-hipoteka/valid/paprastas-vienas-turtas.json', 'utf8')) as { data: unknown }).data;
const at = (seconds: number) => new Date(Date.parse(TEST_NOW) + seconds * 1000).toISOString();

describe.each(TEST_DIALECTS)('document locks [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let assistant: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  // each test starts at TEST_NOW with fresh sessions, so moving the clock never idles a later test's session
  beforeEach(async () => {
    t.clock.set(TEST_NOW);
    await t.db.kysely.deleteFrom('item_lock').execute();
    [notary, assistant] = await Promise.all(['DT_notaras', 'DT_notaro_padejejas'].map((u) => login(t.app, u)));
  });

  const createDocument = async (who: SignedIn = notary): Promise<number> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: who.headers, payload: { type: 'sutartine-hipoteka', data: valid } });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const lockDoc = (who: SignedIn, body: Record<string, unknown>, base = '/api') =>
    t.app.inject({ method: 'POST', url: `${base}/document-lock`, headers: who.headers, payload: body });
  const getDoc = (who: SignedIn, id: number) => t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: who.headers });
  const putDoc = (who: SignedIn, id: number, version: number) =>
    t.app.inject({ method: 'PUT', url: `/api/documents/${id}`, headers: { ...who.headers, 'if-match': String(version) }, payload: { data: valid } });
  const lockRows = () => t.db.kysely.selectFrom('item_lock').selectAll().execute();

  describe('POST /api/document-lock', () => {
    it('locks for the caller, refreshes without moving "since", and shows the holder in GET /api/documents/:id', async () => {
      const id = await createDocument();
      const first = await lockDoc(notary, { obj_id: id, lock: true });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        lock: { holder: { userId: notary.body.naudotojas.snau_id, name: 'Rasa Vaitkienė' }, since: TEST_NOW, expiresAt: at(120), mine: true },
      });
      t.clock.set(at(50));
      const refreshed = (await lockDoc(notary, { obj_id: id, lock: true })).json();
      expect(refreshed.lock).toMatchObject({ since: TEST_NOW, expiresAt: at(170), mine: true });
      expect((await getDoc(notary, id)).json().lock).toMatchObject({ holder: { name: 'Rasa Vaitkienė' }, since: TEST_NOW, mine: true });
      expect((await getDoc(assistant, id)).json().lock).toMatchObject({ holder: { name: 'Rasa Vaitkienė' }, since: TEST_NOW, mine: false });
    });

    it('gives the second user the holder and a 409 on save; after the holder leaves the second gets it with the next refresh', async () => {
      const id = await createDocument();
      await lockDoc(notary, { obj_id: id, lock: true });
      const second = await lockDoc(assistant, { obj_id: id, lock: true });
      expect(second.statusCode).toBe(200);
      expect(second.json().lock).toMatchObject({ holder: { name: 'Rasa Vaitkienė' }, since: TEST_NOW, mine: false });

      const refused = await putDoc(assistant, id, 1);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: 'errors.document_locked',
        errors: [{ path: '', messageKey: 'errors.document_locked', params: { name: 'Rasa Vaitkienė', since: TEST_NOW }, severity: 'critical' }],
      });
      const row = await t.db.kysely.selectFrom('document').select('version').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.version).toBe(1);
      expect((await putDoc(notary, id, 1)).statusCode).toBe(200);

      t.clock.set(at(20));
      expect((await lockDoc(notary, { obj_id: id, lock: false })).json()).toEqual({ lock: null });
      t.clock.set(at(50));
      const next = (await lockDoc(assistant, { obj_id: id, lock: true })).json();
      expect(next.lock).toMatchObject({ holder: { name: 'Eglė Paulauskienė' }, since: at(50), mine: true });
      expect((await putDoc(assistant, id, 2)).statusCode).toBe(200);
      expect((await putDoc(notary, id, 3)).statusCode).toBe(409);
    });

    it('lets a lock lapse after LOCK_TTL_SECONDS without refresh, and reads the TTL from the parameter', async () => {
      const id = await createDocument();
      await lockDoc(notary, { obj_id: id, lock: true });
      t.clock.set(at(119));
      expect((await lockDoc(assistant, { obj_id: id, lock: true })).json().lock.mine).toBe(false);
      t.clock.set(at(120));
      expect((await getDoc(assistant, id)).json().lock).toBeNull();
      const taken = (await lockDoc(assistant, { obj_id: id, lock: true })).json();
      expect(taken.lock).toMatchObject({ holder: { name: 'Eglė Paulauskienė' }, since: at(120), expiresAt: at(240), mine: true });

      await t.setParameter('LOCK_TTL_SECONDS', '300');
      try {
        expect((await lockDoc(assistant, { obj_id: id, lock: true })).json().lock.expiresAt).toBe(at(420));
      } finally {
        await t.setParameter('LOCK_TTL_SECONDS', '120');
      }
    });

    it("releases the session's previous lock when it locks another item, and everything with {lock: false} alone", async () => {
      const [a, b] = [await createDocument(), await createDocument()];
      await lockDoc(notary, { obj_id: a, lock: true });
      await lockDoc(notary, { obj_id: b, lock: true });
      expect((await getDoc(assistant, a)).json().lock).toBeNull();
      expect((await getDoc(assistant, b)).json().lock).toMatchObject({ mine: false });
      expect((await lockDoc(notary, { lock: false })).json()).toEqual({ lock: null });
      expect((await getDoc(assistant, b)).json().lock).toBeNull();
      expect(await lockRows()).toEqual([]);
    });

    it('lets only the holder release: a release by someone else changes nothing', async () => {
      const id = await createDocument();
      await lockDoc(notary, { obj_id: id, lock: true });
      const other = await lockDoc(assistant, { obj_id: id, lock: false });
      expect(other.statusCode).toBe(200);
      expect(other.json().lock).toMatchObject({ holder: { name: 'Rasa Vaitkienė' }, mine: false });
      expect((await getDoc(notary, id)).json().lock).toMatchObject({ mine: true });
    });

    it('keeps locks in the database, so another app process on the same database sees them', async () => {
      const id = await createDocument();
      await lockDoc(notary, { obj_id: id, lock: true });
      const { buildApp } = await import('../../api/app.js');
      const second = await buildApp({ config: t.config, db: t.db, clock: t.clock, logger: false });
      try {
        await second.ready();
        const res = await second.inject({ method: 'POST', url: '/api/document-lock', headers: assistant.headers, payload: { obj_id: id, lock: true } });
        expect(res.json().lock).toMatchObject({ holder: { name: 'Rasa Vaitkienė' }, mine: false });
      } finally {
        await second.close();
      }
    });

    it('acquires in one atomic statement: of sessions racing for a free item exactly one is told it won', async () => {
      const id = await createDocument();
      const more = await Promise.all(['DT_notaro_atstovas', 'DT_notaras', 'RG', 'SK_skaitytojas'].map((u) => login(t.app, u)));
      const sessions = await t.db.kysely
        .selectFrom('session')
        .select(['id', 'user_id'])
        .where('revoked_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(6)
        .execute();
      expect(sessions.length).toBeGreaterThanOrEqual(more.length + 2);
      const won = await Promise.all(
        sessions.map((s) =>
          t.db.kysely
            .transaction()
            .execute((trx) => acquire(trx, { kind: 'document', id }, { userId: Number(s.user_id), sessionId: Number(s.id) }, TEST_NOW, at(120))),
        ),
      );
      expect(won.filter(Boolean)).toHaveLength(1);
      // the winner refreshes; an expired lock goes to the next caller
      const winner = sessions[won.indexOf(true)];
      const loser = sessions[won.indexOf(false)];
      expect(await acquire(t.db.kysely, { kind: 'document', id }, { userId: Number(winner.user_id), sessionId: Number(winner.id) }, at(60), at(180))).toBe(
        true,
      );
      expect(await acquire(t.db.kysely, { kind: 'document', id }, { userId: Number(loser.user_id), sessionId: Number(loser.id) }, at(179), at(299))).toBe(
        false,
      );
      expect(await acquire(t.db.kysely, { kind: 'document', id }, { userId: Number(loser.user_id), sessionId: Number(loser.id) }, at(180), at(300))).toBe(true);
    });

    it('lets exactly one of several sessions racing for a free item win', async () => {
      const id = await createDocument();
      const more = await Promise.all(['DT_notaro_atstovas', 'DT_notaras'].map((u) => login(t.app, u)));
      const racers = [notary, assistant, ...more];
      const results = await Promise.all(racers.map((who) => lockDoc(who, { obj_id: id, lock: true })));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(results.filter((r) => r.json().lock.mine)).toHaveLength(1);
      expect(await lockRows()).toHaveLength(1);
    });

    it('frees the locks of a session that logs out', async () => {
      const id = await createDocument();
      await lockDoc(notary, { obj_id: id, lock: true });
      expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: notary.headers })).statusCode).toBe(204);
      expect((await getDoc(assistant, id)).json().lock).toBeNull();
      expect((await lockDoc(assistant, { obj_id: id, lock: true })).json().lock.mine).toBe(true);
    });

    it('never extends the idle session: refreshes alone let it expire', async () => {
      const id = await createDocument();
      const activity = async () =>
        (
          await t.db.kysely
            .selectFrom('session')
            .select('last_activity_at')
            .where('user_id', '=', notary.body.naudotojas.snau_id)
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow()
        ).last_activity_at;
      const before = await activity();
      for (let s = 50; s < 15 * 60; s += 50) {
        t.clock.set(at(s));
        expect((await lockDoc(notary, { obj_id: id, lock: true })).statusCode).toBe(200);
      }
      expect(await activity()).toBe(before);
      t.clock.set(at(15 * 60));
      expect((await lockDoc(notary, { obj_id: id, lock: true })).statusCode).toBe(401);
      // an ordinary request is activity
      t.clock.set(TEST_NOW);
      const fresh = await login(t.app, 'DT_notaras');
      t.clock.set(at(60));
      await getDoc(fresh, id);
      const row = await t.db.kysely
        .selectFrom('session')
        .select('last_activity_at')
        .where('token_hash', '!=', '')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.last_activity_at).toBe(at(60));
    });

    it('is registered under /sav as well (portal owners lock their own documents)', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/sav/document-lock', payload: { obj_id: 1, lock: true } })).statusCode).toBe(401);
      expect(t.app.routeRules.filter((r) => r.url.endsWith('-lock') && r.method === 'POST').map((r) => [r.url, r.extendsSession])).toEqual(
        expect.arrayContaining([
          ['/api/document-lock', false],
          ['/sav/document-lock', false],
          ['/api/ntrpaslaugos/document-lock', false],
          ['/sav/ntrpaslaugos/document-lock', false],
          ['/api/ntrpaslaugos/pazyma-lock', false],
          ['/sav/ntrpaslaugos/pazyma-lock', false],
        ]),
      );
    });
  });

  describe('who may lock', () => {
    it('answers 404 for a document the user may not see and for one that does not exist', async () => {
      const id = await createDocument();
      const bailiff = await login(t.app, 'DT_antstolis');
      const res = await lockDoc(bailiff, { obj_id: id, lock: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('errors.document_not_found');
      expect((await lockDoc(bailiff, { obj_id: id, lock: false })).statusCode).toBe(404);
      expect((await lockDoc(notary, { obj_id: 987654321, lock: true })).statusCode).toBe(404);
      expect(await lockRows()).toEqual([]);
    });

    it('answers 403 to a reader and a registry viewer, who see the document but never act on it', async () => {
      const id = await createDocument();
      for (const role of ['SK_skaitytojas', 'RGV']) {
        const who = await login(t.app, role);
        expect((await getDoc(who, id)).statusCode).toBe(200);
        const res = await lockDoc(who, { obj_id: id, lock: true });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('errors.lock_not_allowed');
      }
      expect(await lockRows()).toEqual([]);
    });

    it('lets an STSR registrar lock a transferred document (to register, return or reject it) but not one still in preparation', async () => {
      const id = await createDocument();
      const registrar = await login(t.app, 'RG_STSR_registrat');
      expect((await lockDoc(registrar, { obj_id: id, lock: true })).statusCode).toBe(403);
      // the status actions belong to another issue: put the document where the registry works on it
      await t.db.kysely.updateTable('document').set({ status: 'perduotas' }).where('id', '=', id).execute();
      const res = await lockDoc(registrar, { obj_id: id, lock: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().lock).toMatchObject({ holder: { name: 'Inga Balčiūnienė' }, mine: true });
      expect((await lockDoc(notary, { obj_id: id, lock: true })).statusCode).toBe(403);
    });

    it('answers 404 for every request and certificate: none exists until the Requests issue registers them', async () => {
      for (const [path, field] of [
        ['/api/ntrpaslaugos/document-lock', 'pra_id'],
        ['/api/ntrpaslaugos/pazyma-lock', 'paz_id'],
        ['/sav/ntrpaslaugos/pazyma-lock', 'paz_id'],
      ]) {
        const who = path.startsWith('/sav') ? null : notary;
        const res = await t.app.inject({ method: 'POST', url: path, headers: who?.headers ?? {}, payload: { [field]: 1, lock: true } });
        expect(res.statusCode).toBe(who ? 404 : 401);
      }
    });

    it('refuses malformed bodies with 400 and changes nothing', async () => {
      const id = await createDocument();
      for (const body of [
        { obj_id: id },
        { lock: true },
        { obj_id: String(id), lock: true },
        { obj_id: id, lock: 'true' },
        { obj_id: 0, lock: true },
        { obj_id: id, lock: true, extra: 1 },
        { pra_id: id, lock: true },
      ]) {
        const res = await lockDoc(notary, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await lockRows()).toEqual([]);
    });
  });

  describe('POST /api/document-lock/takeover', () => {
    const takeover = (who: SignedIn, body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/document-lock/takeover', headers: who.headers, payload: body });
    const audit = (id: number) =>
      t.db.kysely.selectFrom('audit_event').selectAll().where('action', '=', 'lock.takeover').where('object_id', '=', String(id)).execute();

    it('lets an administrator take the lock for others, audited; the previous holder cannot take it straight back, anyone else can', async () => {
      const id = await createDocument();
      const admin = await login(t.app, 'AD_administratorius');
      const list = (await t.app.inject({ method: 'GET', url: '/api/locks', headers: admin.headers })).json();
      expect(list.items).toEqual([]);
      await lockDoc(notary, { obj_id: id, lock: true });
      expect((await t.app.inject({ method: 'GET', url: '/api/locks', headers: admin.headers })).json().items).toEqual([
        { kind: 'document', id, holder: { userId: notary.body.naudotojas.snau_id, name: 'Rasa Vaitkienė' }, since: TEST_NOW, expiresAt: at(120), mine: false },
      ]);

      t.clock.set(at(30));
      const res = await takeover(admin, { obj_id: id, reason: 'Naudotojas paliko atvirą dokumentą' });
      expect(res.statusCode).toBe(200);
      expect(res.json().lock).toMatchObject({ holder: { name: 'Marius Rimkus' }, since: at(30), mine: true });
      const events = await audit(id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        actor_id: admin.body.naudotojas.snau_id,
        object_type: 'document',
        reason: 'Naudotojas paliko atvirą dokumentą',
        at: at(30),
      });
      expect(JSON.parse(events[0].details!)).toEqual({
        previousHolder: { userId: notary.body.naudotojas.snau_id, name: 'Rasa Vaitkienė', since: TEST_NOW },
        outcome: 'held_for_others',
      });

      // the previous holder's open page refreshes: it is told who took it and stays read-only
      t.clock.set(at(50));
      expect((await lockDoc(notary, { obj_id: id, lock: true })).json().lock).toMatchObject({ holder: { name: 'Marius Rimkus' }, mine: false });
      expect((await putDoc(notary, id, 1)).statusCode).toBe(409);
      // a colleague takes it with their next refresh
      expect((await lockDoc(assistant, { obj_id: id, lock: true })).json().lock).toMatchObject({ holder: { name: 'Eglė Paulauskienė' }, mine: true });
      expect((await putDoc(assistant, id, 1)).statusCode).toBe(200);
    });

    it('gives the lock to an administrator who may act on the item', async () => {
      const id = await createDocument();
      await t.db.kysely.updateTable('document').set({ status: 'perduotas' }).where('id', '=', id).execute();
      const registrar = await login(t.app, 'RG_STSR_registrat');
      await lockDoc(registrar, { obj_id: id, lock: true });
      const adminUser = await t.db.kysely.selectFrom('app_user').select('id').where('username', '=', 'AD_administratorius').executeTakeFirstOrThrow();
      await t.db.kysely.insertInto('user_role').values({ user_id: adminUser.id, role: 'RG', granted_at: TEST_NOW }).execute();
      try {
        const admin = await login(t.app, 'AD_administratorius');
        expect((await takeover(admin, { obj_id: id })).json().lock).toMatchObject({ holder: { name: 'Marius Rimkus' }, mine: true });
        expect(JSON.parse((await audit(id))[0].details!).outcome).toBe('taken');
        t.clock.set(at(50));
        // the previous holder does not get it back, nor does anyone else while the administrator holds it
        expect((await lockDoc(registrar, { obj_id: id, lock: true })).json().lock.mine).toBe(false);
      } finally {
        await t.db.kysely.deleteFrom('user_role').where('user_id', '=', adminUser.id).where('role', '=', 'RG').execute();
      }
    });

    it('answers 404 when nothing is locked and 403 to anyone but an administrator, writing no audit', async () => {
      const id = await createDocument();
      const admin = await login(t.app, 'AD_administratorius');
      expect((await takeover(admin, { obj_id: id })).statusCode).toBe(404);
      await lockDoc(notary, { obj_id: id, lock: true });
      expect((await takeover(assistant, { obj_id: id })).statusCode).toBe(403);
      expect((await takeover(admin, { obj_id: id, reason: '' })).statusCode).toBe(400);
      expect(await audit(id)).toEqual([]);
      expect((await getDoc(notary, id)).json().lock).toMatchObject({ mine: true });
    });
  });
});
