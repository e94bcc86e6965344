/**
 * One open change (or termination) notice per entry in self-service: a second one of the same
 * kind is refused while the first is being prepared or decided — the user is pointed at their
 * own open notice, or told another filer's is open — and the refusal writes nothing. Runs on
 * the seeded demo data (api/db/seed/self-service.ts) through the real app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { alreadyOpen } from '../helpers/entry-notices.js';

const BASIS = { pagrindas: 'Pasikeitė įkeisto automobilio valstybinis numeris', data: '2026-11-19' };

describe.each(TEST_DIALECTS)('self-service open notices [%s]', (dialect) => {
  let t: TestApp;
  let jonas: SignedIn;
  let company: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [jonas, company] = await Promise.all(['38703181745/', '48502253414/304512345'].map((id) => gatewayLogin(t.app, '/sav', id)));
  }, 120_000);
  afterAll(() => t.close());

  const get = async (who: SignedIn, id: number) => (await t.app.inject({ method: 'GET', url: `/sav/objects/${id}`, headers: who.headers })).json();
  const act = (who: SignedIn, id: number, action: string, version: number, form?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/sav/objects/${id}/actions/${action}`,
      headers: { ...who.headers, 'if-match': `"${version}"` },
      payload: form ? { form } : {},
    });
  const pledgeOf = async (who: SignedIn) => {
    const res = await t.app.inject({ method: 'GET', url: '/sav/objects?kind=pledge', headers: who.headers });
    return (res.json() as { items: { id: number; version: number }[] }).items[0];
  };
  const documents = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('document')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses the user’s second change notice and points at the first; another filer is told one is open', async () => {
    const pledge = await pledgeOf(jonas);
    const first = await act(jonas, pledge.id, 'pranesti-apie-pakeitima', pledge.version, { pagrindas: BASIS });
    expect(first.statusCode).toBe(200);
    const firstId = first.json().created.id as number;
    expect((await get(jonas, pledge.id)).openNotices).toEqual([{ id: firstId, noticeKind: 'pakeitimas', status: 'rengiamas', own: true }]);

    const count = await documents();
    const second = await act(jonas, pledge.id, 'pranesti-apie-pakeitima', pledge.version, { pagrindas: BASIS });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(alreadyOpen(firstId, 'pakeitimas'));
    // the creditor's change is a change notice too: one is open, whose id is not theirs to see
    const creditors = await act(company, pledge.id, 'keisti', pledge.version, { pagrindas: BASIS });
    expect(creditors.statusCode).toBe(409);
    expect(creditors.json().message).toBe('errors.notice_open_by_other');
    expect(creditors.json().errors[0].params).toEqual({ noticeKind: 'pakeitimas', status: 'rengiamas' });
    expect((await get(company, pledge.id)).openNotices).toEqual([{ id: null, noticeKind: 'pakeitimas', status: 'rengiamas', own: false }]);
    expect(await documents()).toBe(count);
    expect((await pledgeOf(jonas)).version).toBe(pledge.version);
  });

  it('still refuses once the first was submitted; a termination is another kind and is allowed', async () => {
    const pledge = await pledgeOf(jonas);
    const open = (await get(jonas, pledge.id)).openNotices[0] as { id: number };
    const signed = await act(jonas, open.id, 'pasirasyti', 1);
    expect(signed.json().status).toBe('perduotas');
    const again = await act(jonas, pledge.id, 'pranesti-apie-pakeitima', pledge.version, { pagrindas: BASIS });
    expect(again.json()).toMatchObject({ message: 'errors.notice_already_open', errors: [{ params: { noticeId: open.id, status: 'perduotas' } }] });

    const termination = await act(company, pledge.id, 'isregistruoti', pledge.version, { pagrindas: { pagrindas: 'Skola grąžinta', data: '2026-11-20' } });
    expect(termination.statusCode).toBe(200);
    const secondTermination = await act(company, pledge.id, 'isregistruoti', pledge.version, {
      pagrindas: { pagrindas: 'Skola grąžinta', data: '2026-11-20' },
    });
    expect(secondTermination.json().message).toBe('errors.notice_already_open');
  });

  it('lets a new notice start once the open one is removed', async () => {
    const mortgage = (await t.app.inject({ method: 'GET', url: '/sav/objects?kind=mortgage', headers: company.headers })).json().items[0] as {
      id: number;
      version: number;
    };
    const started = await act(company, mortgage.id, 'keisti', mortgage.version, { pagrindas: BASIS });
    const id = started.json().created.id as number;
    expect((await act(company, mortgage.id, 'keisti', mortgage.version, { pagrindas: BASIS })).statusCode).toBe(409);
    expect((await act(company, id, 'salinti', 1)).statusCode).toBe(200);
    expect((await get(company, mortgage.id)).openNotices).toEqual([]);
    expect((await act(company, mortgage.id, 'keisti', mortgage.version, { pagrindas: BASIS })).statusCode).toBe(200);
  });
});
