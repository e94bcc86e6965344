/**
 * Automatic deregistration (api/modules/self-service/auto-deregistration.ts): once a registered
 * contract's term has ended — the day after its end date (a sale with the right of repurchase:
 * its repurchase deadline) — the sweep deregisters it through the lifecycle's conditional
 * transition, with a version snapshot, a system audit event and a notice to every party;
 * a contract a party asked not to deregister automatically stays registered. The clock is the
 * app's injected clock (app.clock): no waiting. Runs on the seeded demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '../../src/domain/calendar/working-days.js';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

interface Item {
  id: number;
  type: string;
  status: string;
  version: number;
  endDate: string | null;
  allowedActions: string[];
}

/** Noon in Vilnius of a calendar day, as the clock's instant. */
const noonOf = (day: string) => `${day}T10:00:00.000Z`;

describe.each(TEST_DIALECTS)('automatic deregistration [%s]', (dialect) => {
  let t: TestApp;
  let jonas: SignedIn;
  let company: SignedIn;

  /** Signs both in at the clock's current time (moving the clock by years ends earlier sessions). */
  const signIn = async () => {
    [jonas, company] = await Promise.all(['38703181745/', '48502253414/304512345'].map((id) => gatewayLogin(t.app, '/sav', id)));
  };
  const setDay = async (iso: string) => {
    t.clock.set(iso);
    await signIn();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await signIn();
  }, 120_000);
  afterAll(() => t.close());

  const contracts = async (who: SignedIn, purpose = 'salis') =>
    ((await t.app.inject({ method: 'GET', url: `/sav/objects?kind=contract&purpose=${purpose}`, headers: who.headers })).json() as { items: Item[] }).items;
  const contract = async (type: string) => (await contracts(jonas)).find((i) => i.type === type)!;
  const statusOf = async (id: number) => await t.db.kysely.selectFrom('document').select(['status', 'version']).where('id', '=', id).executeTakeFirstOrThrow();

  it('at start deregisters the demo lease that ended yesterday, keeps the loan its lender asked to keep, and nothing before a term has ended', async () => {
    // api/db/seed/self-service-changes.ts: Rūta's lease and loan for use ended yesterday
    const ended = await t.db.kysely
      .selectFrom('document')
      .select(['id', 'type_id', 'status'])
      .where('type_id', 'in', ['nuoma', 'panauda'])
      .where('notice_kind', '=', 'pirminis')
      .where('status', '=', 'iregistruotas')
      .orderBy('id')
      .execute();
    const sale = await contract('pardavimas-su-atpirkimo-teise');
    expect(await t.app.selfService.sweep()).toBe(1);
    const now = await t.db.kysely
      .selectFrom('document')
      .select(['id', 'type_id', 'status'])
      .where(
        'id',
        'in',
        ended.map((e) => e.id),
      )
      .orderBy('id')
      .execute();
    expect(now.map((r) => [r.type_id, r.status])).toEqual([
      ['nuoma', 'iregistruotas'], // Jonas's lease: two more years
      ['nuoma', 'nutrauktas'], // Rūta's ended lease
      ['panauda', 'iregistruotas'], // Rūta's ended loan, kept at her request
      ['nuoma', 'iregistruotas'], // the lease of the workplace's address-change notice (seed/workplace-notices.ts): its term runs on
    ]);
    expect(await t.app.selfService.sweep()).toBe(0);
    await setDay(noonOf(sale.endDate!));
    expect(await t.app.selfService.sweep()).toBe(0);
    expect((await statusOf(sale.id)).status).toBe('iregistruotas');
    await setDay(TEST_NOW);
  });

  it('the day after its end deregisters the sale as the system, with snapshot, audit and notices to every party; the lease a party asked to keep stays', async () => {
    const sale = await contract('pardavimas-su-atpirkimo-teise');
    const lease = await contract('nuoma');
    // the lessee asks not to deregister the lease automatically (today, before either term ends)
    const asked = await t.app.inject({
      method: 'POST',
      url: `/sav/objects/${lease.id}/actions/neisregistruoti-automatiskai`,
      headers: { ...jonas.headers, 'if-match': `"${lease.version}"` },
      payload: {},
    });
    expect(asked.statusCode).toBe(200);

    const afterBoth = addCalendarDays(lease.endDate!, 1);
    await setDay(noonOf(afterBoth));
    const pledgesBefore = await t.db.kysely
      .selectFrom('document')
      .select(['id', 'status', 'version'])
      .where('type_id', 'not in', ['pardavimas-su-atpirkimo-teise', 'nuoma'])
      .orderBy('id')
      .execute();

    expect(await t.app.selfService.sweep()).toBe(1);
    expect(await statusOf(sale.id)).toEqual({ status: 'nutrauktas', version: sale.version + 1 });
    expect((await statusOf(lease.id)).status).toBe('iregistruotas');
    // nothing else moved (pledges, mortgages, notices in preparation…)
    expect(
      await t.db.kysely
        .selectFrom('document')
        .select(['id', 'status', 'version'])
        .where('type_id', 'not in', ['pardavimas-su-atpirkimo-teise', 'nuoma'])
        .orderBy('id')
        .execute(),
    ).toEqual(pledgesBefore);

    const snapshot = await t.db.kysely
      .selectFrom('document_version')
      .select(['action', 'status', 'actor_id'])
      .where('document_id', '=', sale.id)
      .where('version', '=', sale.version + 1)
      .executeTakeFirstOrThrow();
    expect(snapshot).toEqual({ action: 'automatinis_isregistravimas', status: 'nutrauktas', actor_id: null });
    const audit = await t.db.kysely
      .selectFrom('audit_event')
      .select(['actor_id', 'from_state', 'to_state', 'reason', 'request_id'])
      .where('action', '=', 'lifecycle.automatinis_isregistravimas')
      .where('object_id', '=', String(sale.id))
      .execute();
    expect(audit).toEqual([{ actor_id: null, from_state: 'iregistruotas', to_state: 'nutrauktas', reason: 'lifecycle.reasons.termEnded', request_id: null }]);

    for (const who of [jonas, company]) {
      const inbox = (await t.app.inject({ method: 'GET', url: '/sav/notices', headers: who.headers })).json() as {
        items: { documentId: number; kind: string }[];
      };
      expect(inbox.items.filter((n) => n.documentId === sale.id && n.kind === 'auto_isregistravimas')).toHaveLength(1);
    }
    // the parties now see it terminated, with nothing to do but view it
    const seen = (await contracts(company)).find((i) => i.id === sale.id)!;
    expect(seen).toMatchObject({ status: 'nutrauktas', allowedActions: ['perziureti'] });
    // the kept lease has ended: it is listed as expired, and any party may deregister it
    expect((await contracts(jonas, 'pasibaigusios')).map((i) => i.id)).toEqual([lease.id]);

    // a second sweep finds nothing more to do
    expect(await t.app.selfService.sweep()).toBe(0);
    expect(await t.db.kysely.selectFrom('audit_event').select('id').where('action', '=', 'lifecycle.automatinis_isregistravimas').execute()).toHaveLength(2);
    await setDay(TEST_NOW);
  });

  it('keeps the lease a party asked not to deregister automatically, however long after its end', async () => {
    const lease = await contract('nuoma');
    await setDay(noonOf(addCalendarDays(lease.endDate!, 400)));
    expect(await t.app.selfService.sweep()).toBe(0);
    expect((await statusOf(lease.id)).status).toBe('iregistruotas');
    await setDay(TEST_NOW);
  });
});
