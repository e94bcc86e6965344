/**
 * A citizen's change notice changes the entry's data, not only its basis: the filer replaces the
 * sections their side may change (a pledgor the pledged things, a creditor the claim and its
 * terms), validated with the type's schema, as a new version; anything else is refused and
 * writes nothing; the registrar then sees the changed data. Runs on the seeded demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../api/db/seed/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const BASIS = { pagrindas: 'Pasikeitė įkeisto automobilio valstybinis numeris', data: '2026-11-19' };

interface View {
  id: number;
  version: number;
  status: string;
  data: Record<string, unknown> & { turtas: Record<string, unknown>[]; prievoles: Record<string, unknown>[] };
  changeableSections: string[];
}

describe.each(TEST_DIALECTS)('self-service change notice data [%s]', (dialect) => {
  let t: TestApp;
  let jonas: SignedIn;
  let company: SignedIn;
  let noticeId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [jonas, company] = await Promise.all(['38703181745/', '48502253414/304512345'].map((id) => gatewayLogin(t.app, '/sav', id)));
  }, 120_000);
  afterAll(() => t.close());

  const get = async (who: SignedIn, id: number) => (await t.app.inject({ method: 'GET', url: `/sav/objects/${id}`, headers: who.headers })).json() as View;
  const put = (who: SignedIn, id: number, version: number | null, data: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/sav/objects/${id}/data`,
      headers: { ...who.headers, ...(version === null ? {} : { 'if-match': `"${version}"` }) },
      payload: { data },
    });
  const act = (who: SignedIn, id: number, action: string, version: number, form?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/sav/objects/${id}/actions/${action}`,
      headers: { ...who.headers, 'if-match': `"${version}"` },
      payload: form ? { form } : {},
    });
  const firstOf = async (who: SignedIn, kind: string) =>
    ((await t.app.inject({ method: 'GET', url: `/sav/objects?kind=${kind}`, headers: who.headers })).json() as { items: { id: number; version: number }[] })
      .items[0];

  it('offers the pledgor the pledged things of their own change notice, and nothing on the entry itself', async () => {
    const pledge = await firstOf(jonas, 'pledge');
    expect((await get(jonas, pledge.id)).changeableSections).toEqual([]);
    const started = await act(jonas, pledge.id, 'pranesti-apie-pakeitima', pledge.version, { pagrindas: BASIS });
    noticeId = started.json().created.id as number;
    expect((await get(jonas, noticeId)).changeableSections).toEqual(['turtas']);
    const onEntry = await put(jonas, pledge.id, pledge.version, { turtas: [] });
    expect(onEntry.statusCode).toBe(409);
    expect(onEntry.json().message).toBe('errors.not_a_change_notice');
  });

  it('refuses a section the filer may not change, invalid data, a stale or missing version, and someone else — writing nothing', async () => {
    const before = await get(jonas, noticeId);
    const car = { ...before.data.turtas[0], valstybinisNr: 'KLM457' };
    const claim = await put(jonas, noticeId, before.version, { turtas: [car], prievoles: [{ ...before.data.prievoles[0], dydis: 1 }] });
    expect(claim.statusCode).toBe(422);
    expect(claim.json().errors).toEqual([{ path: '/prievoles', messageKey: 'validation.notChangeable', severity: 'critical' }]);
    const parties = await put(jonas, noticeId, before.version, { skolininkai: [] });
    expect(parties.json().errors[0]).toMatchObject({ path: '/skolininkai', messageKey: 'validation.notChangeable' });
    const invalid = await put(jonas, noticeId, before.version, { turtas: [] });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.some((e: { path: string }) => e.path.startsWith('/turtas'))).toBe(true);
    expect((await put(jonas, noticeId, null, { turtas: [car] })).statusCode).toBe(428);
    expect((await put(jonas, noticeId, before.version + 1, { turtas: [car] })).statusCode).toBe(412);
    expect((await put(company, noticeId, before.version, { turtas: [car] })).statusCode).toBe(404);
    expect((await put(jonas, noticeId, before.version, { turtas: [car], kaina: 5 })).json().errors).toEqual([
      { path: '/kaina', messageKey: 'validation.notChangeable', severity: 'critical' },
    ]);
    const after = await get(jonas, noticeId);
    expect({ version: after.version, data: after.data }).toEqual({ version: before.version, data: before.data });
  });

  it('saves the changed things as a new version, which the citizen signs and the registrar then sees', async () => {
    const before = await get(jonas, noticeId);
    const car = { ...before.data.turtas[0], valstybinisNr: 'KLM457' };
    const saved = await put(jonas, noticeId, before.version, { turtas: [car] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: noticeId, version: before.version + 1 });
    expect(saved.headers.etag).toBe(`"${before.version + 1}"`);
    const view = await get(jonas, noticeId);
    expect(view.data.turtas[0].valstybinisNr).toBe('KLM457');
    expect(view.data.skolininkai).toEqual(before.data.skolininkai);
    const audit = await t.db.kysely
      .selectFrom('audit_event')
      .select(['action', 'actor_name'])
      .where('object_id', '=', String(noticeId))
      .where('action', '=', 'self_service.keisti_duomenis')
      .execute();
    expect(audit).toEqual([{ action: 'self_service.keisti_duomenis', actor_name: 'Jonas Petraitis' }]);

    const signed = await act(jonas, noticeId, 'pasirasyti', view.version);
    expect(signed.json().status).toBe('perduotas');
    // with the registrar now: no more changes from the portal
    expect((await put(jonas, noticeId, signed.json().version, { turtas: [car] })).statusCode).toBe(409);
    expect((await get(jonas, noticeId)).changeableSections).toEqual([]);

    const registrar = await login(t.app, 'RG_STSR_registrat');
    const seen = await t.app.inject({ method: 'GET', url: `/api/documents/${noticeId}`, headers: registrar.headers });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.turtas[0].valstybinisNr).toBe('KLM457');
  });

  it('offers a creditor the claim and its terms of their own change notice, and a termination notice no data changes', async () => {
    const mortgage = await firstOf(company, 'mortgage');
    const change = await act(company, mortgage.id, 'keisti', mortgage.version, {
      pagrindas: { pagrindas: 'Pakeistas paskolos grąžinimo terminas', data: '2026-11-20' },
    });
    const changeId = change.json().created.id as number;
    const view = await get(company, changeId);
    expect(view.changeableSections).toEqual(['prievoles', 'salygos', 'kitaInformacija']);
    const saved = await put(company, changeId, view.version, { prievoles: [{ ...view.data.prievoles[0], dydis: 75000 }] });
    expect(saved.statusCode).toBe(200);
    expect((await get(company, changeId)).data.prievoles[0].dydis).toBe(75000);
    expect((await put(company, changeId, saved.json().version, { turtas: [] })).json().errors[0]).toMatchObject({
      path: '/turtas',
      messageKey: 'validation.notChangeable',
    });

    const termination = await act(company, mortgage.id, 'isregistruoti', mortgage.version, {
      pagrindas: { pagrindas: 'Paskola grąžinta', data: '2026-11-20' },
    });
    const terminationId = termination.json().created.id as number;
    expect((await get(company, terminationId)).changeableSections).toEqual([]);
    expect((await put(company, terminationId, 1, { prievoles: [] })).json().message).toBe('errors.not_a_change_notice');
  });

  it('the demo seed gives Rūta her own change notice with the new number plate to sign, and seeding again adds nothing', async () => {
    const ruta = await gatewayLogin(t.app, '/sav', '49206111231/');
    const notice = await t.db.kysely
      .selectFrom('document')
      .select('id')
      .where('notice_kind', '=', 'pakeitimas')
      .where('owner_person_code', '=', '49206111231')
      .executeTakeFirstOrThrow();
    const view = await get(ruta, Number(notice.id));
    expect(view).toMatchObject({ status: 'rengiamas', changeableSections: ['turtas'] });
    expect(view.data.turtas[0].valstybinisNr).toBe('RKZ790');
    const count = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('document')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seed(t.db, t.config, t.clock.now());
    expect(await count()).toBe(before);
  });
});
