/**
 * The registry broker (decision 0099): a registration writes its messages to the external
 * systems in its own transaction; the worker delivers them; a stand-in switched to fail makes
 * them retry with backoff and die after BROKER_MAX_ATTEMPTS, visible on /admin/broker-list and
 * /admin/registrai; an administrator's retry (audited) delivers a dead one once the system
 * answers, a requeue moves it out of the dead letter. The inbox takes a message id once. Every
 * administration route refuses every non-admin role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBroker } from '../../api/db/seed/broker.js';
import { DEMO_USERS } from '../../api/db/seed/users.js';
import { backoffMs } from '../../api/modules/outbox/sender.js';
import { BROKER_MAX_ATTEMPTS } from '../../src/domain/broker/systems.js';
import { SELF_SERVICE_ROLES } from '../../src/domain/access/roles.js';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { act, createDocument, fixture } from '../helpers/lifecycle.js';

const NON_ADMINS = DEMO_USERS.filter(
  (u) => !u.roles.includes('AD_administratorius') && !u.roles.every((r) => (SELF_SERVICE_ROLES as readonly string[]).includes(r)),
);
const BASE = '/api/admin/broker';

describe.each(TEST_DIALECTS)('the registry broker [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let notary: SignedIn;
  let registrar: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    [admin, notary, registrar] = await Promise.all(['AD_administratorius', 'DT_notaras', 'RG_STSR_registrat'].map((u) => login(t.app, u)));
  });
  afterAll(() => t.close());

  const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const post = (who: SignedIn, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const put = (who: SignedIn, url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: who.headers, payload });
  const messagesOf = (documentId: number) =>
    t.db.kysely.selectFrom('broker_message').selectAll().where('document_id', '=', documentId).orderBy('system').execute();
  async function registered(): Promise<number> {
    const id = await createDocument(t.app, notary, fixture('visos-rusys-16-turto-rusiu'));
    await act(t.app, notary, id, 'pasirasyti');
    await act(t.app, notary, id, 'perduoti');
    expect((await act(t.app, registrar, id, 'iregistruoti', {})).statusCode).toBe(200);
    return id;
  }
  const systemOf = async (system: string) => (await get(admin, '/api/admin/registrai')).json().systems.find((s: { system: string }) => s.system === system);

  it('seeds messages in every state and KTPR notices unread and acknowledged; seeding again changes nothing', async () => {
    const counts = async () => (await get(admin, BASE)).json().counts as { system: string; direction: string; state: string; count: number }[];
    const seeded = await counts();
    const names = seeded.map((c) => `${c.system} ${c.direction} ${c.state}`);
    for (const expected of ['ntr out pristatytas', 'ntr out nepristatytas', 'jar out kartojamas', 'gr out laukia', 'ntr in gautas'])
      expect(names).toContain(expected);
    const tab = async () => (await get(registrar, '/api/journal?tab=ktpr-pranesimai&pageSize=200')).json();
    const before = await tab();
    expect(before.items.map((n: { uniqueNumber: string; ktprState: string }) => `${n.uniqueNumber} ${n.ktprState}`).sort()).toEqual([
      '2197-4001-6012:0007 perskaitytas',
      '4400-5512-3017 neperskaitytas',
      '4400-5512-3017 neperskaitytas',
    ]);
    await t.db.kysely.transaction().execute((trx) => seedBroker(trx, { config: t.config, now: '2026-11-21T10:00:00.000Z' }));
    expect(await counts()).toEqual(seeded);
    expect((await tab()).total).toBe(before.total);
  });

  it('a registration writes one message per system its entry names, in its transaction; nothing without a registration', async () => {
    const id = await createDocument(t.app, notary, fixture('visos-rusys-16-turto-rusiu'));
    await act(t.app, notary, id, 'pasirasyti');
    await act(t.app, notary, id, 'perduoti');
    expect(await messagesOf(id)).toEqual([]);
    expect((await act(t.app, registrar, id, 'iregistruoti', {})).statusCode).toBe(200);
    const rows = await messagesOf(id);
    expect(rows.map((r) => [r.direction, r.system, r.kind, r.state, Number(r.attempts)])).toEqual([
      ['out', 'gr', 'irasas_iregistruotas', 'laukia', 0],
      ['out', 'jar', 'irasas_iregistruotas', 'laukia', 0],
      ['out', 'ntr', 'irasas_iregistruotas', 'laukia', 0],
    ]);
    const ntr = JSON.parse(rows[2].payload);
    expect(ntr.uniqueNumbers).toContain('4400-1234-5678');
    expect(ntr.registryNumber).toMatch(/^STSR-/);
    expect(new Set(rows.map((r) => r.message_id)).size).toBe(3);
  });

  it('the worker delivers due messages and records each system reached', async () => {
    const id = await registered();
    expect(await t.app.broker.deliverDue()).toBeGreaterThanOrEqual(3);
    expect((await messagesOf(id)).map((r) => [r.state, Number(r.attempts), r.delivered_at, r.last_error])).toEqual(
      Array(3).fill(['pristatytas', 1, TEST_NOW, null]),
    );
    expect(await systemOf('ntr')).toMatchObject({ reachable: true, implementation: 'local', failing: false, lastSuccessAt: TEST_NOW, pending: 0 });
  });

  it('a stand-in switched to fail: retries with backoff, then the dead letter; retry (audited) delivers it once the system answers', async () => {
    const deadBefore = (await systemOf('ntr')).dead as number;
    expect((await put(admin, `${BASE}/systems/ntr/failing`, { failing: true })).json()).toMatchObject({ system: 'ntr', failing: true, reachable: false });
    const id = await registered();
    await t.app.broker.deliverDue();
    let ntr = (await messagesOf(id)).find((r) => r.system === 'ntr')!;
    expect(ntr).toMatchObject({ state: 'kartojamas', last_error: expect.stringContaining('ntr: the stand-in does not answer') });
    expect(Number(ntr.attempts)).toBe(1);
    expect(ntr.next_attempt_at! > TEST_NOW).toBe(true);
    // not due before its backoff ends
    await t.app.broker.deliverDue();
    expect(Number((await messagesOf(id)).find((r) => r.system === 'ntr')!.attempts)).toBe(1);
    expect(Date.parse(ntr.next_attempt_at!) - Date.parse(TEST_NOW)).toBe(backoffMs(1));
    for (let n = 1; n < BROKER_MAX_ATTEMPTS; n += 1) {
      // its backoff over
      await t.db.kysely.updateTable('broker_message').set({ next_attempt_at: TEST_NOW }).where('id', '=', ntr.id).execute();
      await t.app.broker.deliverDue();
      ntr = (await messagesOf(id)).find((r) => r.system === 'ntr')!;
    }
    expect(ntr).toMatchObject({ state: 'nepristatytas', next_attempt_at: null, delivered_at: null });
    expect(Number(ntr.attempts)).toBe(BROKER_MAX_ATTEMPTS);
    expect(await systemOf('ntr')).toMatchObject({ reachable: false, dead: deadBefore + 1, lastError: expect.stringContaining('ntr:') });
    expect((await get(admin, `${BASE}/messages?state=nepristatytas&pageSize=200`)).json().items).toContainEqual(
      expect.objectContaining({ id: Number(ntr.id), lastError: expect.stringContaining('ntr:') }),
    );
    expect((await get(admin, BASE)).json().counts).toContainEqual({ system: 'ntr', direction: 'out', state: 'nepristatytas', count: deadBefore + 1 });

    // still failing: a retry is one more failed attempt, counted from zero
    expect((await post(admin, `${BASE}/messages/${ntr.id}/retry`)).json()).toMatchObject({ state: 'kartojamas', attempts: 1 });
    await t.db.kysely.updateTable('broker_message').set({ state: 'nepristatytas', attempts: BROKER_MAX_ATTEMPTS }).where('id', '=', ntr.id).execute();
    await put(admin, `${BASE}/systems/ntr/failing`, { failing: false });
    const retried = await post(admin, `${BASE}/messages/${ntr.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({
      state: 'pristatytas',
      attempts: 1,
      lastError: null,
      payload: { uniqueNumbers: expect.arrayContaining(['4400-1234-5678']) },
    });
    const audits = await t.db.kysely
      .selectFrom('audit_event')
      .select(['action', 'actor_name', 'from_state', 'to_state'])
      .where('object_type', '=', 'broker_message')
      .where('object_id', '=', String(ntr.id))
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { action: 'broker.retry', actor_name: 'AD_administratorius', from_state: 'nepristatytas', to_state: 'laukia' },
      { action: 'broker.retry', actor_name: 'AD_administratorius', from_state: 'nepristatytas', to_state: 'laukia' },
    ]);
    expect(await systemOf('ntr')).toMatchObject({ reachable: true, dead: deadBefore, lastError: null });
  });

  it('requeue moves a dead message out of the dead letter for the worker; refusals change nothing', async () => {
    const id = await registered();
    const [gr] = await messagesOf(id);
    await t.db.kysely
      .updateTable('broker_message')
      .set({ state: 'nepristatytas', attempts: BROKER_MAX_ATTEMPTS, last_error: 'x' })
      .where('id', '=', gr.id)
      .execute();
    expect((await post(admin, `${BASE}/messages/${gr.id}/requeue`)).json()).toMatchObject({ state: 'laukia', attempts: 0 });
    const again = await post(admin, `${BASE}/messages/${gr.id}/requeue`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'errors.broker_not_dead']);
    await t.app.broker.deliverDue();
    const delivered = (await get(admin, `${BASE}/messages/${gr.id}`)).json();
    expect(delivered).toMatchObject({ state: 'pristatytas', attempts: 1 });
    const refused = await post(admin, `${BASE}/messages/${gr.id}/retry`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'errors.broker_not_retryable']);
    expect((await get(admin, `${BASE}/messages/${gr.id}`)).json()).toEqual(delivered);
    expect((await post(admin, `${BASE}/messages/999999/retry`)).json().message).toBe('errors.broker_message_not_found');
  });

  it('lists with server paging, sorting and filters; bad filters are 400', async () => {
    const page = (await get(admin, `${BASE}/messages?pageSize=2&sort=id&order=asc`)).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.items[0].id).toBeLessThan(page.items[1].id);
    const jar = (await get(admin, `${BASE}/messages?system=jar&direction=out&pageSize=200`)).json();
    expect(jar.items.length).toBeGreaterThan(0);
    expect(jar.items.every((m: { system: string; direction: string }) => m.system === 'jar' && m.direction === 'out')).toBe(true);
    for (const bad of ['state=kitas', 'system=xyz', 'sort=payload', 'pageSize=500'])
      expect((await get(admin, `${BASE}/messages?${bad}`)).statusCode, bad).toBe(400);
  });

  it('the inbox takes a KTPR message once; its notices are listed in ktpr-pranesimai, opened and acknowledged by a registrar (audited)', async () => {
    await registered();
    const body = { uniqueNumber: '4400-1234-5678', change: 'savininkas_pasikeite', messageId: 'ntr-test-1' };
    const first = (await post(admin, `${BASE}/systems/ntr/asset-change`, body)).json();
    expect(first).toMatchObject({ duplicate: false, message: { direction: 'in', system: 'ntr', state: 'gautas', messageId: 'ntr-test-1' } });
    expect(first.notices).toBeGreaterThan(0);
    const second = (await post(admin, `${BASE}/systems/ntr/asset-change`, body)).json();
    expect(second).toMatchObject({ duplicate: true, notices: 0, message: { id: first.message.id } });
    const notices = await t.db.kysely.selectFrom('ktpr_notice').selectAll().where('broker_message_id', '=', first.message.id).execute();
    expect(notices).toHaveLength(first.notices);

    const tab = (await get(registrar, '/api/journal?tab=ktpr-pranesimai&status=neperskaitytas&pageSize=200')).json();
    const row = tab.items.find((n: { id: number }) => n.id === Number(notices[0].id));
    expect(row).toMatchObject({ uniqueNumber: '4400-1234-5678', change: 'savininkas_pasikeite', ktprState: 'neperskaitytas', acknowledgedAt: null });
    expect((await get(registrar, '/api/journal?tab=ktpr-pranesimai&status=kitas')).statusCode).toBe(400);

    const reader = await login(t.app, 'SK_skaitytojas');
    expect((await get(reader, `/api/ktpr-pranesimai/${row.id}`)).json()).toMatchObject({
      id: row.id,
      mayAcknowledge: false,
      content: { uniqueNumber: '4400-1234-5678' },
    });
    const refused = await post(reader, `/api/ktpr-pranesimai/${row.id}/perskaityta`);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'errors.ktpr_acknowledge_forbidden']);
    expect((await get(registrar, `/api/ktpr-pranesimai/${row.id}`)).json().mayAcknowledge).toBe(true);
    const acknowledged = await post(registrar, `/api/ktpr-pranesimai/${row.id}/perskaityta`);
    expect(acknowledged.json()).toMatchObject({
      ktprState: 'perskaitytas',
      acknowledgedAt: TEST_NOW,
      mayAcknowledge: false,
      acknowledgedBy: expect.any(String),
    });
    const twice = await post(registrar, `/api/ktpr-pranesimai/${row.id}/perskaityta`);
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'errors.ktpr_already_acknowledged']);
    expect(
      await t.db.kysely
        .selectFrom('audit_event')
        .select(['action', 'actor_name'])
        .where('object_type', '=', 'ktpr_notice')
        .where('object_id', '=', String(row.id))
        .execute(),
    ).toEqual([{ action: 'ktpr.acknowledge', actor_name: 'RG_STSR_registrat' }]);
    expect((await get(notary, `/api/ktpr-pranesimai/${row.id}`)).statusCode).toBe(403);
    expect((await get(notary, '/api/journal?tab=ktpr-pranesimai')).statusCode).toBe(403);
    expect((await get(registrar, '/api/ktpr-pranesimai/999999')).json().message).toBe('errors.ktpr_notice_not_found');
  });

  it('every broker and registers route refuses every non-admin role with 403 and anonymous callers with 401', async () => {
    const routes = t.app.routeRules.filter((r) => (r.url.startsWith(BASE) || r.url === '/api/admin/registrai') && r.method !== 'HEAD');
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        `GET ${BASE}`,
        `GET ${BASE}/messages`,
        `GET ${BASE}/messages/:id`,
        `POST ${BASE}/messages/:id/retry`,
        `POST ${BASE}/messages/:id/requeue`,
        `PUT ${BASE}/systems/:system/failing`,
        `POST ${BASE}/systems/ntr/asset-change`,
        'GET /api/admin/registrai',
      ].sort(),
    );
    const callers: SignedIn[] = [];
    for (const u of NON_ADMINS) callers.push(await login(t.app, u.username));
    expect(callers.length).toBeGreaterThan(20);
    for (const route of routes) {
      const url = route.url.replace(':system', 'ntr').replace(/:[A-Za-z]+/g, '1');
      const method = route.method as 'GET' | 'POST' | 'PUT';
      const payload = route.url.includes('failing')
        ? { failing: true }
        : route.url.includes('asset-change')
          ? { uniqueNumber: '4400-1234-5678', change: 'duomenys_pakeisti' }
          : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      for (const [i, caller] of callers.entries()) {
        expect(
          (await t.app.inject({ method, url, headers: caller.headers, payload })).statusCode,
          `${route.method} ${route.url} ${NON_ADMINS[i].username}`,
        ).toBe(403);
      }
    }
    expect(await t.db.kysely.selectFrom('broker_system').select('failing').where('system', '=', 'ntr').executeTakeFirst()).toEqual({ failing: 0 });
  });
});
