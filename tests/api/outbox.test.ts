/**
 * The notice outbox (/api/admin/siuntimo-administravimas): a decision's notices get their
 * outbox rows in the same transaction; the sender delivers formed e-mails over real SMTP into
 * the built-in sink; a mail server that does not answer leaves the row failed with the reason
 * after bounded, backed-off attempts, and nothing else changed; an administrator's resend
 * (audited) then delivers it. Every route refuses every non-admin role.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FAILURE, seedOutbox } from '../../api/db/seed/outbox.js';
import { DEMO_USERS } from '../../api/db/seed/users.js';
import { startMailSink } from '../../api/modules/outbox/sink.js';
import { SELF_SERVICE_ROLES } from '../../src/domain/access/roles.js';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { act, createDocument, fixture } from '../helpers/lifecycle.js';

const NON_ADMINS = DEMO_USERS.filter(
  (u) => !u.roles.includes('AD_administratorius') && !u.roles.every((r) => (SELF_SERVICE_ROLES as readonly string[]).includes(r)),
);
const BASE = '/api/admin/siuntimo-administravimas';
const INFORMED = 'pastas@imone.lt';

/** A port on 127.0.0.1 nothing listens on (taken and let go). */
async function silentPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(TEST_DIALECTS)('the notice outbox [%s]', (dialect) => {
  async function registered(t: TestApp, notary: SignedIn, registrar: SignedIn): Promise<number> {
    const id = await createDocument(t.app, notary, fixture('visos-rusys-16-turto-rusiu'));
    await act(t.app, notary, id, 'pasirasyti');
    await act(t.app, notary, id, 'perduoti');
    expect((await act(t.app, registrar, id, 'iregistruoti', {})).statusCode).toBe(200);
    return id;
  }
  const rowsOf = (t: TestApp, documentId: number) =>
    t.db.kysely
      .selectFrom('outbox_message')
      .innerJoin('notice', 'notice.id', 'outbox_message.notice_id')
      .select([
        'outbox_message.id',
        'outbox_message.channel',
        'outbox_message.state',
        'outbox_message.recipient',
        'outbox_message.attempts',
        'outbox_message.last_error',
        'notice.journal_status',
        'notice.delivered_at',
        'notice.token',
      ])
      .where('notice.document_id', '=', documentId)
      .orderBy('outbox_message.id')
      .execute();
  const get = (t: TestApp, who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const resend = (t: TestApp, who: SignedIn, id: number) => t.app.inject({ method: 'POST', url: `${BASE}/${id}/resend`, headers: who.headers });

  describe('with the built-in SMTP sink', () => {
    let t: TestApp;
    let admin: SignedIn;
    let notary: SignedIn;
    let registrar: SignedIn;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      [admin, notary, registrar] = await Promise.all(['AD_administratorius', 'DT_notaras', 'RG_STSR_registrat'].map((u) => login(t.app, u)));
    });
    afterAll(() => t.close());

    it('seeds delivered e-mails with their copies in the local mailbox and one failed for good; seeding again changes nothing', async () => {
      const failed = (await get(t, admin, `${BASE}?state=nepateiktas`)).json();
      expect(failed.items).toEqual([expect.objectContaining({ channel: 'el_pastas', attempts: 5, lastError: DEMO_FAILURE, deliveredAt: null })]);
      const delivered = (await get(t, admin, `${BASE}?state=pateiktas&channel=el_pastas`)).json();
      const mailbox = (await get(t, admin, `${BASE}/pasto-dezute`)).json();
      expect(delivered.total).toBeGreaterThan(0);
      expect(mailbox.total).toBe(delivered.total);
      await t.db.kysely.transaction().execute((trx) => seedOutbox(trx, { config: t.config, now: '2026-11-21T10:00:00.000Z' }));
      expect((await get(t, admin, `${BASE}/pasto-dezute`)).json().total).toBe(mailbox.total);
      expect((await get(t, admin, `${BASE}?state=nepateiktas`)).json().total).toBe(1);
    });

    it('writes an outbox row per notice with the decision, and the sender delivers the e-mail into the local mailbox', async () => {
      expect(t.app.outbox.sink?.port).toBeGreaterThan(0);
      const id = await registered(t, notary, registrar);
      const [inApp, email] = await rowsOf(t, id);
      expect(inApp).toMatchObject({ channel: 'sistema', state: 'pateiktas', journal_status: 'pateiktas' });
      expect(email).toMatchObject({
        channel: 'el_pastas',
        state: 'suformuotas',
        recipient: INFORMED,
        attempts: 0,
        journal_status: 'suformuotas',
        delivered_at: null,
      });

      expect(await t.app.outbox.deliverDue()).toBeGreaterThanOrEqual(1);
      expect((await rowsOf(t, id))[1]).toMatchObject({
        state: 'pateiktas',
        attempts: 1,
        last_error: null,
        journal_status: 'pateiktas',
        delivered_at: TEST_NOW,
      });
      const mailbox = (await get(t, admin, `${BASE}/pasto-dezute?pageSize=200`)).json();
      const mail = mailbox.items.find((m: { text: string }) => m.text.includes(`/gautas-pranesimas/${email.token}`));
      expect(mail).toMatchObject({ to: INFORMED, from: 'registras@localhost', receivedAt: TEST_NOW });
      expect(mail.subject).toMatch(/^Registro pranešimas: Dokumentas .+ įregistruotas$/);
      // delivered once: the next run has nothing of it
      await t.app.outbox.deliverDue();
      expect((await get(t, admin, `${BASE}/pasto-dezute?pageSize=200`)).json().total).toBe(mailbox.total);
    });

    it('lists with server paging, sorting and a state filter, and shows a row with its payload', async () => {
      const page = (await get(t, admin, `${BASE}?pageSize=2&page=1&sort=id&direction=asc`)).json();
      expect(page.items).toHaveLength(2);
      expect(page.total).toBeGreaterThan(2);
      expect(page.items[0].id).toBeLessThan(page.items[1].id);
      const delivered = (await get(t, admin, `${BASE}?state=pateiktas&channel=el_pastas&pageSize=200`)).json();
      expect(delivered.items.length).toBeGreaterThan(0);
      expect(delivered.items.every((r: { state: string; channel: string }) => r.state === 'pateiktas' && r.channel === 'el_pastas')).toBe(true);
      const detail = (await get(t, admin, `${BASE}/${delivered.items[0].id}`)).json();
      expect(detail.payload.subject).toMatch(/^Registro pranešimas/);
      expect(detail.payload.content).toHaveProperty('documentId', detail.documentId);
      expect((await get(t, admin, `${BASE}?state=kitas`)).statusCode).toBe(400);
      expect((await get(t, admin, `${BASE}/999999`)).json()).toMatchObject({ message: 'errors.outbox_not_found' });
    });

    it('refuses to resend a row that has not failed, changing nothing', async () => {
      const delivered = (await get(t, admin, `${BASE}?state=pateiktas&pageSize=1`)).json().items[0];
      const answer = await resend(t, admin, delivered.id);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('errors.outbox_not_failed');
      expect((await get(t, admin, `${BASE}/${delivered.id}`)).json()).toMatchObject({ state: 'pateiktas', attempts: delivered.attempts });
      expect((await resend(t, admin, 999999)).statusCode).toBe(404);
    });

    it('every outbox route refuses every non-admin role with 403 and anonymous callers with 401', async () => {
      const routes = t.app.routeRules.filter((r) => r.url.startsWith(BASE) && r.method !== 'HEAD');
      expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
        `GET ${BASE}`,
        `GET ${BASE}/:id`,
        `GET ${BASE}/pasto-dezute`,
        `POST ${BASE}/:id/resend`,
      ]);
      const callers: { name: string; headers: Record<string, string> }[] = [];
      // one at a time: the sign-in gate refuses a crowd of password checks at once
      for (const u of NON_ADMINS) callers.push({ name: u.username, headers: (await login(t.app, u.username)).headers });
      expect(callers.length).toBeGreaterThan(20);
      for (const route of routes) {
        const url = route.url.replace(/:[A-Za-z]+/g, '1');
        expect((await t.app.inject({ method: route.method as 'GET' | 'POST', url })).statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
        for (const caller of callers) {
          expect(
            (await t.app.inject({ method: route.method as 'GET' | 'POST', url, headers: caller.headers })).statusCode,
            `${route.method} ${route.url} ${caller.name}`,
          ).toBe(403);
        }
      }
    });
  });

  describe('with an SMTP server that does not answer', () => {
    let t: TestApp;
    let port: number;
    let admin: SignedIn;
    let notary: SignedIn;
    let registrar: SignedIn;
    beforeAll(async () => {
      port = await silentPort();
      t = await createTestApp(dialect, { env: { OUTBOX_MAX_ATTEMPTS: '2', SMTP_URL: `smtp://127.0.0.1:${port}` } });
      [admin, notary, registrar] = await Promise.all(['AD_administratorius', 'DT_notaras', 'RG_STSR_registrat'].map((u) => login(t.app, u)));
    });
    afterAll(() => t.close());

    it('retries after a backoff, then fails the row with the reason and changes nothing else; a resend (audited) delivers it once the server answers', async () => {
      expect(t.app.outbox.sink).toBeNull();
      const id = await registered(t, notary, registrar);
      const emailId = (await rowsOf(t, id))[1].id;

      // 1. first attempt: refused, tried again in a minute
      await t.app.outbox.deliverDue();
      const first = (await get(t, admin, `${BASE}/${emailId}`)).json();
      expect(first).toMatchObject({ state: 'suformuotas', attempts: 1, nextAttemptAt: '2026-11-20T10:01:00.000Z' });
      expect(first.lastError).toMatch(/ECONNREFUSED/);
      // not before its time
      await t.app.outbox.deliverDue();
      expect((await get(t, admin, `${BASE}/${emailId}`)).json().attempts).toBe(1);

      // 2. the last attempt fails for good; the notice is still formed, not delivered
      t.clock.set('2026-11-20T10:01:00.000Z');
      await t.app.outbox.deliverDue();
      expect((await get(t, admin, `${BASE}/${emailId}`)).json()).toMatchObject({ state: 'nepateiktas', attempts: 2, nextAttemptAt: null, deliveredAt: null });
      expect((await rowsOf(t, id))[1]).toMatchObject({ journal_status: 'suformuotas', delivered_at: null });
      const failed = (await get(t, admin, `${BASE}?state=nepateiktas`)).json();
      expect(failed.items.map((r: { id: number }) => r.id)).toContain(emailId);

      // 3. the server answers again (the built-in sink on that port); the administrator resends
      const sink = await startMailSink(t.db.kysely, port, () => t.clock.now().toISOString());
      try {
        const resent = await resend(t, admin, emailId);
        expect(resent.statusCode).toBe(200);
        expect(resent.json()).toMatchObject({ state: 'pateiktas', attempts: 1, lastError: null, deliveredAt: '2026-11-20T10:01:00.000Z' });
        expect((await rowsOf(t, id))[1]).toMatchObject({ journal_status: 'pateiktas', delivered_at: '2026-11-20T10:01:00.000Z' });
        const mailbox = (await get(t, admin, `${BASE}/pasto-dezute`)).json();
        expect(mailbox.items[0]).toMatchObject({
          to: INFORMED,
          receivedAt: '2026-11-20T10:01:00.000Z',
          subject: expect.stringMatching(/^Registro pranešimas/),
        });
        expect(mailbox.items[0].text).toContain(`/gautas-pranesimas/${(await rowsOf(t, id))[1].token}`);
        const audit = await t.db.kysely.selectFrom('audit_event').selectAll().where('action', '=', 'outbox.resend').execute();
        expect(audit).toEqual([
          expect.objectContaining({ object_id: String(emailId), actor_name: 'AD_administratorius', from_state: 'nepateiktas', to_state: 'suformuotas' }),
        ]);
      } finally {
        await sink.close();
      }
    });
  });
});
