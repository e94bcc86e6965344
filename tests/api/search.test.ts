/**
 * Register search (issue 18, decisions 0060–0062): every role × tab from the API, the level a
 * role gets whatever the query string says, diacritics, drafts never found, the lifecycle
 * keeping the index current, bad input refused with nothing logged, the append-only log and
 * the data subject's view, opened entries, saved searches and searches registered for others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as removeNoticeRows from '../../api/db/migrations/0019-search-without-notices.js';
import { transition } from '../../api/modules/items/repository.js';
import { appendLog } from '../../api/modules/search/repository.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { JONAS } from '../helpers/items.js';
import { act, createDocument } from '../helpers/lifecycle.js';

/** Seeded: the mortgage STSR-2026-000001 (debtor Ona Jankauskienė 48502253414, creditor AB „Pavyzdžių bankas“ 112233445, unit 2197-4001-6012:0007). */
const CRITERIA = {
  juridinis: 'code=112233445',
  fizinis: 'code=48502253414&purpose=kreditavimas',
  turtas: 'identifier=2197-4001-6012:0007',
  kodas: 'number=STSR-2026-000001',
} as const;
type Tab = keyof typeof CRITERIA;
const TABS = Object.keys(CRITERIA) as Tab[];

/** What each demo role gets on each tab (decision 0060); a tab not listed is 403. */
const MATRIX: Record<string, Partial<Record<Tab, 'full' | 'exists'>>> = {
  P_S_pagal_JA: { juridinis: 'full' },
  P_S_pagal_FA: { fizinis: 'full' },
  P_S_pagal_turta: { turtas: 'full' },
  P_S_pagal_koda: { kodas: 'full' },
  P_I_pagal_ID: { kodas: 'full' },
  P_IA_pagal_ID: { kodas: 'full' },
  P_IT_pagal_ID: { kodas: 'full' },
  P_IAT_pagal_ID: { kodas: 'full' },
  P_TZ_pagal_JA: { juridinis: 'exists' },
  P_TZ_pagal_FA: { fizinis: 'exists' },
  P_TZ_pagal_turta: { turtas: 'exists' },
  P_matyti_istorija: {},
  KAC_darbuotojas: {},
  RG_STSR_registrat: {},
  DT_notaras: {},
};

describe.each(TEST_DIALECTS)('register search API [%s]', (dialect) => {
  let t: TestApp;
  const users = new Map<string, SignedIn>();
  const as = (username: string) => users.get(username)!;
  const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: as(who).headers });
  const logCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('search_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const username of [...Object.keys(MATRIX), 'notaras.paieska']) users.set(username, await login(t.app, username));
  });
  afterAll(() => t.close());

  it('gives every role exactly its tabs, at its level', async () => {
    for (const [role, tabs] of Object.entries(MATRIX)) {
      for (const tab of TABS) {
        const res = await get(role, `/api/search/${tab}?${CRITERIA[tab]}`);
        const level = tabs[tab];
        expect(res.statusCode, `${role} ${tab}`).toBe(level ? 200 : 403);
        if (!level) continue;
        const body = res.json();
        expect(body.level, `${role} ${tab}`).toBe(level);
        const hit = body.items.find((i: { registryNumber: string }) => i.registryNumber === 'STSR-2026-000001');
        expect(hit, `${role} ${tab}`).toMatchObject({ typeId: 'sutartine-hipoteka', inForce: true });
        if (level === 'exists') expect(hit).toMatchObject({ documentId: null, name: null, code: null, role: null });
        else expect(hit.documentId).toBe(4);
      }
    }
  });

  it('never widens a scope from the query string', async () => {
    // history without P_matyti_istorija, and a level the contract does not know
    expect((await get('P_TZ_pagal_JA', `/api/search/juridinis?${CRITERIA.juridinis}&history=1`)).json()).toEqual({
      message: 'errors.search_history_not_allowed',
    });
    expect((await get('P_S_pagal_FA', `/api/search/fizinis?${CRITERIA.fizinis}&history=1`)).statusCode).toBe(403);
    expect((await get('P_TZ_pagal_JA', `/api/search/juridinis?${CRITERIA.juridinis}&level=full`)).statusCode).toBe(400);
    // the portal face is public data only, and opening an entry is not a portal route
    const citizen = await gatewayLogin(t.app, '/sav', JONAS);
    const portal = await t.app.inject({ method: 'GET', url: `/sav/search/juridinis?${CRITERIA.juridinis}`, headers: citizen.headers });
    const publicData = portal.json();
    expect(publicData).toMatchObject({ level: 'exists', total: 4 });
    for (const item of publicData.items) expect(item).toMatchObject({ documentId: null, name: null, code: null, role: null });
    expect((await t.app.inject({ method: 'GET', url: `/sav/search/juridinis?${CRITERIA.juridinis}&history=1`, headers: citizen.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/sav/search/entries/4', headers: citizen.headers })).statusCode).toBe(404);
    // a workplace role cannot use the portal's routes
    expect((await get('P_S_pagal_JA', `/sav/search/juridinis?${CRITERIA.juridinis}`)).statusCode).toBeGreaterThanOrEqual(401);
  });

  it('finds names without diacritics or case, once per party, registered entries only', async () => {
    const person = (await get('P_S_pagal_FA', '/api/search/fizinis?name=Jankauskiene&birthDate=1985-02-25&purpose=notarinis_veiksmas')).json();
    expect(person).toMatchObject({ total: 1, sort: 'name', items: [{ registryNumber: 'STSR-2026-000001', name: 'Ona Jankauskienė', role: 'skolininkai' }] });
    const company = (await get('P_S_pagal_JA', '/api/search/juridinis?name=NEMUNO')).json();
    expect(company.items.map((i: { name: string }) => i.name)).toEqual(Array(company.total).fill('UAB „Nemuno prekyba“'));
    expect(company.total).toBe(4);
    // a word inside the name, with its Lithuanian letters as typed
    const bank = (await get('P_S_pagal_JA', '/api/search/juridinis?name=Pavyzdžių%20bankas&sort=registryNumber&dir=asc')).json();
    const numbers = bank.items.map((i: { registryNumber: string }) => i.registryNumber);
    expect(numbers).toEqual([...numbers].sort());
    const ids = bank.items.map((i: { documentId: number }) => i.documentId);
    const statuses = await t.db.kysely.selectFrom('document').select('status').where('id', 'in', ids).execute();
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['iregistruotas']));
    // drafts name Jonas Jonaitis (38703181745); the registered entries of that code are the index's only
    const drafts = await t.db.kysely
      .selectFrom('document_party')
      .innerJoin('document', 'document.id', 'document_party.document_id')
      .select('document.id')
      .where('document_party.code', '=', '38703181745')
      .where('document.status', '!=', 'iregistruotas')
      .execute();
    expect(drafts.length).toBeGreaterThan(0);
    const jonas = (await get('P_S_pagal_FA', '/api/search/fizinis?code=38703181745&purpose=teismo_procesas&pageSize=50')).json();
    for (const draft of drafts) expect(jonas.items.map((i: { documentId: number }) => i.documentId)).not.toContain(draft.id);
  });

  it('pages distinct parties (full level) or distinct entries (exists level), never index rows', async () => {
    // two parties of one entry; the first is found by two of its name's words
    const head = await t.db.kysely.selectFrom('search_index').selectAll().where('document_id', '=', 4).executeTakeFirstOrThrow();
    const party = (seq: number, name: string, keys: string[]) =>
      keys.map((name_key) => ({
        ...head,
        kind: 'juridinis',
        role: 'kreditoriai',
        party_seq: 900 + seq,
        code: `30000000${seq}`,
        name,
        name_key,
        birth_date: null,
      }));
    await t.db.kysely
      .insertInto('search_index')
      .values([...party(0, 'Zyzlio Zyzliukas', ['zyzlio zyzliukas', 'zyzliukas']), ...party(1, 'Zyzlio prekyba', ['zyzlio prekyba', 'prekyba'])])
      .execute();
    try {
      const full = (await get('P_S_pagal_JA', '/api/search/juridinis?name=zyzl&pageSize=1')).json();
      expect(full).toMatchObject({ total: 2, items: [{ name: 'Zyzlio prekyba' }] });
      expect((await get('P_S_pagal_JA', '/api/search/juridinis?name=zyzl&pageSize=1&page=2')).json()).toMatchObject({
        total: 2,
        items: [{ name: 'Zyzlio Zyzliukas' }],
      });
      expect((await get('P_S_pagal_JA', '/api/search/juridinis?name=zyzl&pageSize=1&page=3')).json().message).toBe('errors.search_page_past_end');
      const exists = (await get('P_TZ_pagal_JA', '/api/search/juridinis?name=zyzl')).json();
      expect(exists).toMatchObject({ total: 1, items: [{ registryNumber: 'STSR-2026-000001' }] });
      expect(exists.items).toHaveLength(1);
    } finally {
      await t.db.kysely.deleteFrom('search_index').where('document_id', '=', 4).where('party_seq', '>=', 900).execute();
    }
  });

  it('refuses bad input with a message key and logs nothing', async () => {
    const before = await logCount();
    const cases: [string, string, number, string][] = [
      ['P_S_pagal_JA', '/api/search/juridinis?code=12345', 400, 'errors.search_invalid_legal_entity_code'],
      ['P_S_pagal_JA', '/api/search/juridinis', 400, 'errors.search_criteria_required'],
      ['P_S_pagal_JA', '/api/search/juridinis?name=ab', 400, 'errors.search_name_too_short'],
      ['P_S_pagal_FA', '/api/search/fizinis?code=48502253414', 400, 'errors.search_purpose_required'],
      ['P_S_pagal_FA', '/api/search/fizinis?code=48502253415&purpose=kreditavimas', 400, 'errors.search_invalid_personal_code'],
      ['P_S_pagal_FA', '/api/search/fizinis?code=4850225341&purpose=kreditavimas', 400, 'errors.search_invalid_personal_code'],
      ['P_S_pagal_FA', '/api/search/fizinis?name=Jankauskiene&purpose=kreditavimas', 400, 'errors.search_birth_date_required'],
      ['P_S_pagal_koda', '/api/search/kodas?number=1234567890123', 400, 'errors.search_invalid_idk'],
      ['P_S_pagal_JA', `/api/search/juridinis?${CRITERIA.juridinis}&sort=password_hash`, 400, 'errors.search_unknown_sort'],
      ['P_S_pagal_JA', `/api/search/juridinis?${CRITERIA.juridinis}&page=2`, 400, 'errors.search_page_past_end'],
      ['P_S_pagal_JA', `/api/search/juridinis?${CRITERIA.juridinis}&page=1000&pageSize=50`, 400, 'errors.search_page_too_deep'],
      ['P_S_pagal_JA', `/api/search/juridinis?${CRITERIA.juridinis}&pageSize=51`, 400, 'errors.request_invalid'],
    ];
    for (const [who, url, status, message] of cases) {
      const res = await get(who, url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().message, url).toBe(message);
    }
    expect(await logCount()).toBe(before);
  });

  it('logs every search, append-only, and shows the data subject who searched them and why', async () => {
    const before = await logCount();
    const res = await get('P_S_pagal_FA', '/api/search/fizinis?code=38703181745&purpose=priverstinis_vykdymas');
    expect(res.statusCode).toBe(200);
    const row = await t.db.kysely.selectFrom('search_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(await logCount()).toBe(before + 1);
    expect(row).toMatchObject({
      kind: 'fizinis',
      purpose: 'priverstinis_vykdymas',
      actor_name: 'Greta Norkutė',
      actor_office: 'AB „Pavyzdžių bankas“',
      face: 'workplace',
      result_count: res.json().total,
    });
    expect(JSON.parse(row.criteria)).toEqual({ code: '38703181745', purpose: 'priverstinis_vykdymas' });
    await expect(t.db.kysely.updateTable('search_log').set({ purpose: null }).where('id', '=', row.id).execute()).rejects.toThrow();
    await expect(t.db.kysely.deleteFrom('search_log').where('id', '=', row.id).execute()).rejects.toThrow();

    const citizen = await gatewayLogin(t.app, '/sav', JONAS);
    const mine = (await t.app.inject({ method: 'GET', url: '/sav/search/about-me', headers: citizen.headers })).json();
    expect(mine.items[0]).toEqual({
      at: row.at,
      searcher: 'Greta Norkutė',
      organisation: 'AB „Pavyzdžių bankas“',
      purpose: 'priverstinis_vykdymas',
      kind: 'fizinis',
    });
    // the seed's entry opened from a search is there too
    expect(mine.items).toContainEqual(expect.objectContaining({ searcher: 'Greta Norkutė', kind: 'irasas', purpose: null }));
    // the searcher's own history lists it
    const history = (await get('P_S_pagal_FA', '/api/search/history')).json();
    expect(history.items[0]).toMatchObject({ id: Number(row.id), kind: 'fizinis', criteria: { code: '38703181745' }, purpose: 'priverstinis_vykdymas' });
    expect((await get('P_S_pagal_JA', '/api/search/history')).json().items.map((i: { id: number }) => i.id)).not.toContain(Number(row.id));
  });

  it('logs the persons an exists-level search touched, and each entry opened from a result', async () => {
    const lastLog = () => t.db.kysely.selectFrom('search_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    const subjectsOf = async (id: number) =>
      (await t.db.kysely.selectFrom('search_log_subject').select('person_code').where('log_id', '=', id).execute()).map((r) => r.person_code);
    const exists = await get('P_TZ_pagal_FA', '/api/search/fizinis?name=Jankauskiene&birthDate=1985-02-25&purpose=kreditavimas');
    expect(exists.json()).toMatchObject({ level: 'exists', total: 1, items: [{ code: null }] });
    expect(await subjectsOf(Number((await lastLog()).id))).toEqual(['48502253414']);

    const before = await logCount();
    expect((await get('P_IA_pagal_ID', '/api/search/entries/4')).statusCode).toBe(200);
    expect(await logCount()).toBe(before + 1);
    const opened = await lastLog();
    expect(opened).toMatchObject({ kind: 'irasas', result_count: 1, purpose: null });
    expect(JSON.parse(opened.criteria)).toEqual({ number: 'STSR-2026-000001' });
    expect(await subjectsOf(Number(opened.id))).toContain('48502253414');
    // refused or not found: nothing logged
    expect((await get('P_S_pagal_koda', '/api/search/entries/1')).statusCode).toBe(404);
    expect((await get('P_TZ_pagal_JA', '/api/search/entries/4')).statusCode).toBe(403);
    expect(await logCount()).toBe(before + 1);
  });

  it('writes a log row and its subjects together or not at all', async () => {
    const before = await logCount();
    const { id: userId } = await t.db.kysely.selectFrom('app_user').select('id').executeTakeFirstOrThrow();
    const row = {
      at: new Date().toISOString(),
      userId: Number(userId),
      face: 'workplace',
      actorName: 'X',
      officeId: null,
      kind: 'fizinis',
      criteria: {},
      purpose: null,
      requesterName: null,
      requesterCode: null,
      resultCount: 0,
    };
    await expect(appendLog(t.db.kysely, { ...row, subjects: [null as unknown as string] })).rejects.toThrow();
    expect(await logCount()).toBe(before);
  });

  it('opens an entry with the sections the role grants', async () => {
    const url = '/api/search/entries/4';
    expect((await get('P_I_pagal_ID', url)).json()).toMatchObject({ registryNumber: 'STSR-2026-000001', parties: null, assets: null, history: null });
    const withParties = (await get('P_IA_pagal_ID', url)).json();
    expect(withParties.parties).toContainEqual({ role: 'skolininkai', personType: 'fizinis', name: 'Ona Jankauskienė', code: '48502253414' });
    expect(withParties.assets).toBeNull();
    expect((await get('P_IT_pagal_ID', url)).json()).toMatchObject({ parties: null, assets: [{ kind: 'ntr', identifier: '2197-4001-6012:0007' }] });
    expect((await get('notaras.paieska', url)).json().history).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'iregistruotas', action: 'iregistruoti' })]),
    );
    expect((await get('P_TZ_pagal_JA', url)).statusCode).toBe(403);
    expect((await get('DT_notaras', url)).statusCode).toBe(403);
    // registruoti answers at the full level: its results open for registrars and the customer centre
    for (const who of ['RG_STSR_registrat', 'KAC_darbuotojas']) {
      const opened = await get(who, url);
      expect(opened.statusCode, who).toBe(200);
      expect(opened.json(), who).toMatchObject({
        parties: expect.arrayContaining([expect.objectContaining({ name: 'Ona Jankauskienė' })]),
        assets: [{ identifier: '2197-4001-6012:0007' }],
        history: null,
      });
    }
    // a draft is no entry
    expect((await get('P_S_pagal_koda', '/api/search/entries/1')).json()).toEqual({ message: 'errors.search_entry_not_found' });
  });

  it('saves, lists, renames and deletes own searches; nobody else touches them', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/search/saved',
      headers: as('P_S_pagal_JA').headers,
      payload: { name: 'Bankas', kind: 'juridinis', criteria: { name: 'bankas' } },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await get('P_S_pagal_JA', '/api/search/saved')).json().items).toEqual([
      expect.objectContaining({ id, name: 'Bankas', kind: 'juridinis', criteria: { name: 'bankas' } }),
    ]);
    const other = await t.app.inject({ method: 'PATCH', url: `/api/search/saved/${id}`, headers: as('P_TZ_pagal_JA').headers, payload: { name: 'Mano' } });
    expect(other.json()).toEqual({ message: 'errors.saved_search_not_found' });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/search/saved/${id}`,
      headers: as('P_S_pagal_JA').headers,
      payload: { name: 'Pavyzdžių bankas' },
    });
    expect(renamed.json()).toMatchObject({ id, name: 'Pavyzdžių bankas' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/search/saved',
      headers: as('P_S_pagal_JA').headers,
      payload: { name: 'X', kind: 'juridinis', criteria: { code: '1' } },
    });
    expect(bad.json()).toEqual({ message: 'errors.search_invalid_legal_entity_code' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/search/saved',
          headers: as('P_S_pagal_JA').headers,
          payload: { name: 'X', kind: 'fizinis', criteria: { code: '48502253414', purpose: 'kreditavimas' } },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/search/saved/${id}`, headers: as('P_TZ_pagal_JA').headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/search/saved/${id}`, headers: as('P_S_pagal_JA').headers })).statusCode).toBe(204);
    expect((await get('P_S_pagal_JA', '/api/search/saved')).json().items).toEqual([]);
  });

  it('refuses a blank saved-search name or requester name, changing and logging nothing', async () => {
    const headers = as('P_S_pagal_JA').headers;
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/search/saved',
      headers,
      payload: { name: ' \t ', kind: 'juridinis', criteria: { name: 'bankas' } },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'errors.saved_search_name_required' });
    expect((await get('P_S_pagal_JA', '/api/search/saved')).json().items).toEqual([]);
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/search/saved', headers, payload: { name: 'Bankas', kind: 'juridinis', criteria: { name: 'bankas' } } })
    ).json();
    const rename = await t.app.inject({ method: 'PATCH', url: `/api/search/saved/${id}`, headers, payload: { name: '   ' } });
    expect(rename.json()).toEqual({ message: 'errors.saved_search_name_required' });
    expect((await get('P_S_pagal_JA', '/api/search/saved')).json().items).toEqual([expect.objectContaining({ id, name: 'Bankas' })]);
    await t.app.inject({ method: 'DELETE', url: `/api/search/saved/${id}`, headers });

    const before = await logCount();
    const payload = { kind: 'juridinis', criteria: { code: '112233445' }, purpose: 'teisetas_interesas', requesterName: '   ' };
    const requester = await t.app.inject({ method: 'POST', url: '/api/search/registruoti', headers: as('RG_STSR_registrat').headers, payload });
    expect(requester.statusCode).toBe(400);
    expect(requester.json()).toEqual({ message: 'errors.search_requester_required' });
    expect(await logCount()).toBe(before);
  });

  it('records a search on behalf of a requester (registruoti): registrars and KAC only', async () => {
    const payload = { kind: 'fizinis', criteria: { code: '48502253414' }, purpose: 'teisetas_interesas', requesterName: 'Petras Petraitis' };
    const res = await t.app.inject({ method: 'POST', url: '/api/search/registruoti', headers: as('RG_STSR_registrat').headers, payload });
    expect(res.json()).toMatchObject({ level: 'full', total: 1, items: [{ name: 'Ona Jankauskienė' }] });
    const row = await t.db.kysely.selectFrom('search_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ requester_name: 'Petras Petraitis', purpose: 'teisetas_interesas', actor_name: 'Inga Balčiūnienė' });
    expect((await t.app.inject({ method: 'POST', url: '/api/search/registruoti', headers: as('KAC_darbuotojas').headers, payload })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/search/registruoti', headers: as('P_S_pagal_FA').headers, payload })).statusCode).toBe(403);
    const { purpose: _purpose, ...withoutPurpose } = payload;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/search/registruoti', headers: as('KAC_darbuotojas').headers, payload: withoutPurpose })).statusCode,
    ).toBe(400);
  });

  it('keeps the index current through the lifecycle: registered entries enter it, deregistered ones leave for history', async () => {
    const notary = await login(t.app, 'DT_notaras');
    const registrar = as('RG_STSR_registrat');
    const id = await createDocument(t.app, notary);
    expect(await t.db.kysely.selectFrom('search_index').select('document_id').where('document_id', '=', id).execute()).toEqual([]);
    for (const [who, action] of [
      [notary, 'pasirasyti'],
      [notary, 'perduoti'],
      [registrar, 'iregistruoti'],
    ] as const)
      expect((await act(t.app, who, id, action, {})).statusCode).toBe(200);
    const { registry_number } = await t.db.kysely.selectFrom('document').select('registry_number').where('id', '=', id).executeTakeFirstOrThrow();
    const found = (await get('P_S_pagal_koda', `/api/search/kodas?number=${registry_number}`)).json();
    expect(found).toMatchObject({ total: 1, items: [{ documentId: id, inForce: true }] });

    // deregistration (the item core's transition, whoever calls it) moves it to history
    const row = await t.db.kysely.selectFrom('document').select('version').where('id', '=', id).executeTakeFirstOrThrow();
    await t.db.kysely.transaction().execute((trx) => transition(trx, { id, from: 'iregistruotas', to: 'nutrauktas', version: row.version, change: {} }));
    expect((await get('P_S_pagal_koda', `/api/search/kodas?number=${registry_number}`)).json().total).toBe(0);
    expect((await get('P_S_pagal_koda', `/api/search/entries/${id}`)).statusCode).toBe(404);
    const historical = (await get('notaras.paieska', `/api/search/kodas?number=${registry_number}&history=1`)).json();
    expect(historical).toMatchObject({ total: 1, items: [{ documentId: id, inForce: false }] });
    expect((await get('notaras.paieska', `/api/search/entries/${id}`)).json()).toMatchObject({ inForce: false, history: expect.any(Array) });
  });

  it('indexes no change or termination notice as an entry, and migration 0019 removes the rows notices had', async () => {
    const notary = await login(t.app, 'DT_notaras');
    const registrar = as('RG_STSR_registrat');
    const entry = await createDocument(t.app, notary);
    for (const [who, action] of [
      [notary, 'pasirasyti'],
      [notary, 'perduoti'],
      [registrar, 'iregistruoti'],
    ] as const)
      expect((await act(t.app, who, entry, action, {})).statusCode).toBe(200);
    const basis = { pagrindas: 'Šalių susitarimas', aprasymas: 'Pakeista', data: '2026-11-19', laikas: '09:30' };
    const notice = (
      await t.app.inject({ method: 'POST', url: `/api/documents/${entry}/changes`, headers: notary.headers, payload: { kind: 'pakeitimas', pagrindas: basis } })
    ).json().id;
    for (const [who, action] of [
      [notary, 'pasirasyti'],
      [notary, 'perduoti'],
      [registrar, 'iregistruoti'],
    ] as const)
      expect((await act(t.app, who, notice, action, {})).statusCode).toBe(200);
    const { registry_number } = await t.db.kysely.selectFrom('document').select('registry_number').where('id', '=', notice).executeTakeFirstOrThrow();
    expect(await t.db.kysely.selectFrom('search_index').select('document_id').where('document_id', '=', notice).execute()).toEqual([]);
    expect((await get('P_S_pagal_koda', `/api/search/kodas?number=${registry_number}`)).json().total).toBe(0);

    // rows a notice got before the fix are what the migration removes; the entry's stay
    const entryRows = await t.db.kysely.selectFrom('search_index').selectAll().where('document_id', '=', entry).execute();
    await t.db.kysely
      .insertInto('search_index')
      .values(entryRows.map((r) => ({ ...r, document_id: notice, registry_number: registry_number! })))
      .execute();
    await removeNoticeRows.up(t.db.kysely as never);
    expect(await t.db.kysely.selectFrom('search_index').select('document_id').where('document_id', '=', notice).execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('search_index').select('document_id').where('document_id', '=', entry).execute()).toHaveLength(entryRows.length);
  });
});
