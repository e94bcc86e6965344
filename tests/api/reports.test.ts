/**
 * The administration's reports (api/modules/reports): STSR and NTR filings of a period counted
 * against the legal term on Lithuanian calendar days (both DST edges of 2025, holidays, the turn
 * of the year, the term's last instant, a resubmission), the items now
 * past their term, CSV, and the administrator-only rule. Rows are written with chosen instants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

interface Row {
  family?: 'documents' | 'requests';
  status: string;
  transferred_at?: string | null;
  returned_at?: string | null;
  registered_at?: string | null;
  decision_deadline?: string | null;
  correction_deadline?: string | null;
}

describe.each(TEST_DIALECTS)('administration reports [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let notary: SignedIn;
  const ids: Record<string, number> = {};

  async function insert(name: string, row: Row) {
    const owner = await t.db.kysely.selectFrom('app_user').select(['id', 'office_id']).where('username', '=', 'DT_notaras').executeTakeFirstOrThrow();
    const at = '2025-01-01T00:00:00.000Z';
    const inserted = await t.db.kysely
      .insertInto('document')
      .values({
        type_id: row.family === 'requests' ? 'nuomos-sutartis-sudarymas' : 'sutartine-hipoteka',
        family: row.family ?? 'documents',
        status: row.status,
        version: 1,
        schema_version: '1',
        data: '{}',
        owner_face: 'workplace',
        owner_user_id: owner.id,
        owner_office_id: owner.office_id,
        owner_person_code: null,
        owner_company_code: null,
        created_at: at,
        updated_at: at,
        updated_by: owner.id,
        transferred_at: row.transferred_at ?? null,
        returned_at: row.returned_at ?? null,
        registered_at: row.registered_at ?? null,
        decision_deadline: row.decision_deadline ?? null,
        correction_deadline: row.correction_deadline ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = Number(inserted.id);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t.app, 'AD_administratorius');
    notary = await login(t.app, 'DT_notaras');
    // Friday 2025-03-28 23:30 in Vilnius (UTC+2); term Monday 03-31; registered 03-31 23:30 (UTC+3 since 03-30): in term
    await insert('a', { status: 'iregistruotas', transferred_at: '2025-03-28T21:30:00.000Z', registered_at: '2025-03-31T20:30:00.000Z' });
    // Saturday 03-29 00:30 in Vilnius; term Monday 03-31; registered Tuesday 04-01 00:30 in Vilnius: late
    await insert('b', { status: 'iregistruotas', transferred_at: '2025-03-28T22:30:00.000Z', registered_at: '2025-03-31T21:30:00.000Z' });
    // 03-01 00:30 in Vilnius: the period's first day
    await insert('c', { status: 'perduotas', transferred_at: '2025-02-28T22:30:00.000Z' });
    // 02-28 23:59 in Vilnius: before the period
    await insert('d', { status: 'perduotas', transferred_at: '2025-02-28T21:59:00.000Z' });
    // 03-31 23:59 in Vilnius (UTC+3): the period's last day; 04-01 00:00: after it
    await insert('e', { status: 'atmestas', transferred_at: '2025-03-31T20:59:00.000Z' });
    await insert('f', { status: 'atmestas', transferred_at: '2025-03-31T21:00:00.000Z' });
    await insert('ntr', { family: 'requests', status: 'perduotas', transferred_at: '2025-03-10T10:00:00.000Z' });
    // now 2026-11-20 (Friday): a decision due Wednesday 11-18, a correction due Thursday 11-19
    await insert('lateDecision', { status: 'perduotas', transferred_at: '2026-11-17T10:00:00.000Z', decision_deadline: '2026-11-18' });
    await insert('lateCorrection', { status: 'grazintas', transferred_at: '2026-11-10T10:00:00.000Z', correction_deadline: '2026-11-19' });
    await insert('dueToday', { status: 'perduotas', transferred_at: '2026-11-19T10:00:00.000Z', decision_deadline: '2026-11-20' });
    // the turn of 2025: Thursday 01-01 a holiday, so a transfer on Wednesday 12-31 is due Friday 01-02 (UTC+2)
    await insert('yearEndInTerm', { status: 'iregistruotas', transferred_at: '2025-12-31T10:00:00.000Z', registered_at: '2026-01-02T21:59:59.999Z' });
    await insert('yearEndLate', { status: 'iregistruotas', transferred_at: '2025-12-31T10:00:00.000Z', registered_at: '2026-01-02T22:00:00.000Z' });
    // 2026-01-01 00:30 in Vilnius (a holiday): January's, due Friday 01-02
    await insert('newYearNight', { status: 'iregistruotas', transferred_at: '2025-12-31T22:30:00.000Z', registered_at: '2026-01-02T12:00:00.000Z' });
    // Tuesday 12-23: 12-24 … 12-26 holidays and the weekend, due Monday 12-29
    await insert('christmasInTerm', { status: 'iregistruotas', transferred_at: '2025-12-23T10:00:00.000Z', registered_at: '2025-12-29T15:00:00.000Z' });
    await insert('christmasLate', { status: 'iregistruotas', transferred_at: '2025-12-23T10:00:00.000Z', registered_at: '2025-12-30T08:00:00.000Z' });
    // returned in November, sent again Wednesday 12-10 (the lifecycle writes transferred_at anew), registered Thursday 12-11
    await insert('resubmitted', {
      status: 'iregistruotas',
      returned_at: '2025-11-27T10:00:00.000Z',
      transferred_at: '2025-12-10T10:00:00.000Z',
      registered_at: '2025-12-11T15:00:00.000Z',
    });
    // decisions due over the turn of 2026 (not yet late on the suite's day)
    await insert('dueBeforeChristmas', { status: 'perduotas', transferred_at: '2026-12-22T10:00:00.000Z', decision_deadline: '2026-12-23' });
    await insert('dueNewYearsEve', { status: 'nepatikslintas', transferred_at: '2026-12-30T10:00:00.000Z', decision_deadline: '2026-12-31' });
  });
  afterAll(() => t.close());

  const get = (url: string, who: SignedIn | null = admin) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

  it('stsr: filings transferred in the period, by Lithuanian calendar days, registered in term or late', async () => {
    const res = await get('/api/admin/reports/stsr?from=2025-03-01&to=2025-03-31');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({ transferred: 4, registeredInTerm: 1, registeredLate: 1 });
    const registered = body.rows.find((r: { status: string }) => r.status === 'iregistruotas');
    expect(registered).toMatchObject({ type: 'sutartine-hipoteka', officeName: expect.any(String), transferred: 2, registeredInTerm: 1, registeredLate: 1 });
    expect(body.rows.map((r: { status: string }) => r.status).sort()).toEqual(['atmestas', 'iregistruotas', 'perduotas']);
  });

  it('stsr: the term runs over holidays and the turn of the year, ends at the midnight after its last day, and counts from a resubmission', async () => {
    const totals = async (from: string, to: string) => (await get(`/api/admin/reports/stsr?from=${from}&to=${to}`)).json().totals;
    expect(await totals('2025-12-01', '2025-12-31')).toEqual({ transferred: 5, registeredInTerm: 3, registeredLate: 2 });
    expect(await totals('2026-01-01', '2026-01-31')).toEqual({ transferred: 1, registeredInTerm: 1, registeredLate: 0 });
    expect(await totals('2025-12-31', '2026-01-01')).toEqual({ transferred: 3, registeredInTerm: 2, registeredLate: 1 });
    expect(await totals('2025-12-23', '2025-12-23')).toEqual({ transferred: 2, registeredInTerm: 1, registeredLate: 1 });
    expect(await totals('2025-11-01', '2025-11-30')).toEqual({ transferred: 0, registeredInTerm: 0, registeredLate: 0 });
  });

  it('stsr: the longest period allowed (ten years, thousands of term intervals) counts what its parts count', async () => {
    const totals = async (from: string, to: string) => (await get(`/api/admin/reports/stsr?from=${from}&to=${to}`)).json().totals;
    const [whole, before, last] = await Promise.all([
      totals('2016-01-01', '2025-12-31'),
      totals('2016-01-01', '2024-12-31'),
      totals('2025-01-01', '2025-12-31'),
    ]);
    expect(last.transferred).toBeGreaterThanOrEqual(11);
    expect(whole).toEqual({
      transferred: before.transferred + last.transferred,
      registeredInTerm: before.registeredInTerm + last.registeredInTerm,
      registeredLate: before.registeredLate + last.registeredLate,
    });
  });

  it('nep: working days late skip holidays and weekends over the turn of the year, and the chart agrees item by item', async () => {
    // Monday 2027-01-04: 12-23 is 5 working days behind (12-28 … 12-31, 01-04), 12-31 one
    t.clock.set('2027-01-04T10:00:00.000Z');
    try {
      const monday = await login(t.app, 'AD_administratorius');
      const body = (await get('/api/admin/reports/nep?pageSize=200', monday)).json();
      const items = body.items as { id: number; term: string; workingDaysLate: number }[];
      expect(items.find((i) => i.id === ids.dueBeforeChristmas)).toMatchObject({ deadline: '2026-12-23', workingDaysLate: 5 });
      expect(items.find((i) => i.id === ids.dueNewYearsEve)).toMatchObject({ deadline: '2026-12-31', workingDaysLate: 1 });
      expect(items).toHaveLength(body.total);
      for (const band of body.bands as { from: number; to: number | null; decision: number; correction: number }[]) {
        const inBand = (term: string) =>
          items.filter((i) => i.term === term && i.workingDaysLate >= band.from && (band.to === null || i.workingDaysLate <= band.to)).length;
        expect([band.decision, band.correction], `${band.from}–${band.to}`).toEqual([inBand('decision'), inBand('correction')]);
      }
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('ntr: the requests family only', async () => {
    const body = (await get('/api/admin/reports/ntr?from=2025-03-01&to=2025-03-31')).json();
    expect(body.totals.transferred).toBe(1);
    expect(body.rows).toEqual([
      expect.objectContaining({ type: 'nuomos-sutartis-sudarymas', status: 'perduotas', transferred: 1, registeredInTerm: 0, registeredLate: 0 }),
    ]);
  });

  it('nep: items past their term, oldest deadline first, with working days late; a deadline of today is not late', async () => {
    const body = (await get('/api/admin/reports/nep?pageSize=200')).json();
    const mine = body.items.filter((i: { id: number }) => [ids.lateDecision, ids.lateCorrection, ids.dueToday].includes(i.id));
    expect(mine).toEqual([
      expect.objectContaining({ id: ids.lateDecision, term: 'decision', deadline: '2026-11-18', workingDaysLate: 2 }),
      expect.objectContaining({ id: ids.lateCorrection, term: 'correction', deadline: '2026-11-19', workingDaysLate: 1 }),
    ]);
    expect(body.total).toBeGreaterThanOrEqual(2);
  });

  it('nep: the chart counts every overdue item by working days late and term, not only the page shown, 0 days included', async () => {
    // Saturday 2026-11-21: the decision due Friday is past its term by 0 working days
    t.clock.set('2026-11-21T10:00:00.000Z');
    try {
      // a session of that day (the suite's own would be idle by then)
      const saturday = await login(t.app, 'AD_administratorius');
      const body = (await get('/api/admin/reports/nep?pageSize=1', saturday)).json();
      expect(body.items).toHaveLength(1);
      expect(body.bands.map((b: { from: number; to: number | null }) => [b.from, b.to])).toEqual([
        [0, 1],
        [2, 5],
        [6, 20],
        [21, null],
      ]);
      const counted = body.bands.reduce((n: number, b: { decision: number; correction: number }) => n + b.decision + b.correction, 0);
      expect(counted).toBe(body.total);
      const all = (await get('/api/admin/reports/nep?pageSize=200', saturday)).json().items as { id: number; term: string; workingDaysLate: number }[];
      expect(all.find((i) => i.id === ids.dueToday)?.workingDaysLate).toBe(0);
      const first = body.bands[0];
      expect(first.decision).toBe(all.filter((i) => i.term === 'decision' && i.workingDaysLate <= 1).length);
      expect(first.correction).toBe(all.filter((i) => i.term === 'correction' && i.workingDaysLate <= 1).length);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('CSV: BOM, semicolons, Lithuanian headers and labels, a totals line', async () => {
    const res = await get('/api/admin/reports/stsr/csv?from=2025-03-01&to=2025-03-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('ataskaita-stsr-2025-03-01-2025-03-31.csv');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFTipas;Būsena;Teikėjas;Perduota;Įregistruota per terminą;Įregistruota pavėluotai');
    expect(lines).toContain('Iš viso;;;4;1;1');
    expect(lines.some((l) => l.startsWith('Sutartinė hipoteka;Įregistruotas;'))).toBe(true);
    const nep = await get('/api/admin/reports/nep/csv');
    expect(nep.statusCode).toBe(200);
    expect(nep.body.split('\r\n')[0]).toBe('\uFEFFNr.;Tipas;Būsena;Terminas;Termino data;Vėluojama darbo dienų;Teikėjas');
  });

  it('refuses a bad period with a message key and no report', async () => {
    for (const [query, key] of [
      ['from=2025-03-31&to=2025-03-01', 'errors.report_period_order'],
      ['from=2025-02-30&to=2025-03-01', 'errors.report_period_invalid'],
      ['from=2000-01-01&to=2025-03-01', 'errors.report_period_too_long'],
    ]) {
      const res = await get(`/api/admin/reports/stsr?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(key);
    }
    expect((await get('/api/admin/reports/stsr?from=2025-03-01')).statusCode).toBe(400);
    expect((await get('/api/admin/reports/ntr/csv')).json().message).toBe('errors.report_period_invalid');
    expect((await get('/api/admin/reports/other/csv')).statusCode).toBe(400);
  });

  it('is the administrator’s only: 403 for a notary, 401 without a session, absent on the portal', async () => {
    for (const url of ['/api/admin/reports/stsr?from=2025-03-01&to=2025-03-31', '/api/admin/reports/nep', '/api/admin/reports/nep/csv']) {
      expect((await get(url, notary)).statusCode, url).toBe(403);
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
    expect((await get('/sav/admin/reports/nep')).statusCode).toBe(404);
  });
});
