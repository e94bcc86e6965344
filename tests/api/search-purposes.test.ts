/**
 * A search's purpose is a value of the `paieskos-tikslai` classifier valid now (decision 0097,
 * issue #19): a purpose an administrator adds is accepted by every search at once, a retired
 * one is refused (400, nothing logged), and the rows recorded with it keep its name — the
 * classifier's names list it, the susijusiems report's CSV prints it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, type TestApp } from '../helpers/app.js';
import { gatewayLogin, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { appSignedIn } from '../helpers/signed-in-app.js';
import { JONAS } from '../helpers/items.js';

const PERSON = '38703181745';
const PURPOSE = 'mokesciu_administravimas';
const NAME_LT = 'Mokesčių administravimas';
const CLASSIFIER = '/api/admin/klasifikatoriai/paieskos-tikslai';

describe.each(TEST_DIALECTS)('search purposes from the classifier [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let searcher: SignedIn;
  let registrar: SignedIn;
  beforeAll(async () => {
    ({
      t,
      users: [admin, searcher, registrar],
    } = await appSignedIn(dialect, 'AD_administratorius', 'P_S_pagal_FA', 'RG_STSR_registrat'));
  });
  afterAll(() => t.close());

  const search = (purpose: string) => t.app.inject({ method: 'GET', url: `/api/search/fizinis?code=${PERSON}&purpose=${purpose}`, headers: searcher.headers });
  const onBehalf = (purpose: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search/registruoti',
      headers: registrar.headers,
      payload: { kind: 'fizinis', criteria: { code: PERSON }, purpose, requesterName: 'Petras Petraitis' },
    });
  const logCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('search_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const refusedUnchanged = async (answers: Promise<{ statusCode: number; json: () => { message: string } }>[]) => {
    const before = await logCount();
    for (const res of await Promise.all(answers)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('errors.search_purpose_unknown');
    }
    expect(await logCount()).toBe(before);
  };

  it('accepts a purpose once an administrator adds it, refuses it once retired, and keeps its name for the rows recorded with it', async () => {
    // 1. unknown: refused by the tab, registruoti and a saved search alike, nothing logged
    await refusedUnchanged([search(PURPOSE), onBehalf(PURPOSE)]);
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/search/saved',
      headers: searcher.headers,
      payload: { name: 'Mokesčiai', kind: 'fizinis', criteria: { code: PERSON, purpose: PURPOSE } },
    });
    expect(save.statusCode).toBe(400);

    // 2. added on /admin/klasifikatoriai: accepted at once, logged with its code
    const added = await t.app.inject({
      method: 'POST',
      url: CLASSIFIER,
      headers: admin.headers,
      payload: { code: PURPOSE, name_lt: NAME_LT, name_en: 'Tax administration', valid_from: '2026-01-01T00:00:00.000Z' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const ok = await search(PURPOSE);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await onBehalf(PURPOSE)).statusCode).toBe(200);
    const logged = await t.db.kysely.selectFrom('search_log').select(['purpose', 'at']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(logged).toEqual({ purpose: PURPOSE, at: TEST_NOW });

    // 3. retired: refused again, nothing logged; a seeded purpose still works
    const retired = await t.app.inject({ method: 'PUT', url: `${CLASSIFIER}/${added.json().id}`, headers: admin.headers, payload: { valid_to: TEST_NOW } });
    expect(retired.json()).toMatchObject({ current: false });
    await refusedUnchanged([search(PURPOSE), onBehalf(PURPOSE)]);
    expect((await search('kreditavimas')).statusCode).toBe(200);

    // 4. the rows recorded with it keep their code, and the classifier still names it (the form options do not offer it)
    const citizen = await gatewayLogin(t.app, '/sav', JONAS);
    const aboutMe = (await t.app.inject({ method: 'GET', url: '/sav/search/about-me?pageSize=50', headers: citizen.headers })).json();
    expect(aboutMe.items.map((i: { purpose: string | null }) => i.purpose)).toContain(PURPOSE);
    const names = await t.app.inject({ method: 'GET', url: '/sav/classifiers/paieskos-tikslai/names', headers: citizen.headers });
    expect(names.statusCode).toBe(200);
    expect(names.json().items).toContainEqual({ code: PURPOSE, name_lt: NAME_LT, name_en: 'Tax administration' });
    const options = (await t.app.inject({ method: 'GET', url: '/api/classifiers/paieskos-tikslai', headers: searcher.headers })).json();
    expect(options.items.map((v: { code: string }) => v.code)).not.toContain(PURPOSE);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/susijusiems/csv?personCode=${PERSON}&from=2026-11-01&to=2026-11-30`,
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').filter((l) => l.includes(`;${NAME_LT};`))).toHaveLength(2);
  });

  it('refuses anonymous callers the names of a classifier', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/classifiers/paieskos-tikslai/names' })).statusCode).toBe(401);
  });
});
