/**
 * The susijusiems report (api/modules/reports, decision 0109): the searches, reads and extracts that
 * touched a person's data in a period — the seeded search of Jonas Petraitis by a bank and its
 * opening of one of his entries, the extract the customer centre issued him, and searches written here around the period's
 * edges — paged, counted per organisation, as CSV; bad input refused; administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendLog } from '../../api/modules/search/repository.js';
import { SYSTEM_ORIGIN, writeAudit } from '../../api/lib/audit.js';
import { DEMO_USERS } from '../../api/db/seed/users.js';
import { SELF_SERVICE_ROLES } from '../../src/domain/access/roles.js';
import { OPENED_ENTRY } from '../../src/domain/search/scopes.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const JONAS = '38703181745';
const OTHER = '48502253414';
const NON_ADMINS = DEMO_USERS.filter(
  (u) => !u.roles.includes('AD_administratorius') && !u.roles.every((r) => (SELF_SERVICE_ROLES as readonly string[]).includes(r)),
);
const PERIOD = 'from=2026-11-01&to=2026-11-30';

describe.each(TEST_DIALECTS)('susijusiems report [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let registryNumber: string;

  async function search(at: string, subjects: string[]) {
    const notary = await t.db.kysely.selectFrom('app_user').select(['id', 'office_id']).where('username', '=', 'DT_notaras').executeTakeFirstOrThrow();
    await appendLog(t.db.kysely, {
      at,
      userId: Number(notary.id),
      face: 'workplace',
      actorName: 'Rasa Vaitkienė',
      officeId: notary.office_id,
      kind: 'kodas',
      criteria: { code: subjects[0] },
      purpose: 'notarinis_veiksmas',
      requesterName: null,
      requesterCode: null,
      resultCount: 1,
      subjects,
    });
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t.app, 'AD_administratorius');
    // 2026-11-01 00:30 in Vilnius (UTC+2): the period's first day; 10-31 23:30: before it
    await search('2026-10-31T22:30:00.000Z', [JONAS]);
    await search('2026-10-31T21:30:00.000Z', [JONAS]);
    await search('2026-11-10T08:00:00.000Z', [OTHER]);
    // an extract of an entry Jonas is a party to, as api/modules/extracts/generate.ts audits it
    const entry = await t.db.kysely
      .selectFrom('search_index')
      .select(['document_id', 'registry_number'])
      .where('kind', '=', 'fizinis')
      .where('code', '=', JONAS)
      .executeTakeFirstOrThrow();
    const kac = await t.db.kysely.selectFrom('app_user').select('id').where('username', '=', 'KAC_darbuotojas').executeTakeFirstOrThrow();
    await writeAudit(t.db.kysely, '2026-11-15T09:00:00.000Z', SYSTEM_ORIGIN, {
      action: 'extract.generate',
      actorId: kac.id,
      actorName: 'Kasparas Centras',
      objectType: 'document',
      objectId: entry.document_id,
      details: {},
    });
    registryNumber = entry.registry_number;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url, headers });

  describe('GET /api/admin/reports/susijusiems', () => {
    it('lists the searches, reads and extracts of the person in the period, newest first, with counts per organisation', async () => {
      const res = await get(`/api/admin/reports/susijusiems?personCode=${JONAS}&${PERIOD}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(4);
      // the seeded search and the opening of what it found share one instant: either order
      expect(body.items.slice(0, 2)).toEqual(
        expect.arrayContaining([
          { at: TEST_NOW, event: 'search', actor: expect.any(String), organisation: expect.any(String), purpose: 'kreditavimas', detail: 'fizinis' },
          {
            at: TEST_NOW,
            event: 'read',
            actor: expect.any(String),
            organisation: expect.any(String),
            purpose: null,
            detail: expect.stringMatching(/^[A-Z]+-\d{4}-\d{6}$/),
          },
        ]),
      );
      expect(body.items.slice(2)).toEqual([
        {
          at: '2026-11-15T09:00:00.000Z',
          event: 'extract',
          actor: 'Kasparas Centras',
          organisation: expect.any(String),
          purpose: null,
          detail: registryNumber,
        },
        {
          at: '2026-10-31T22:30:00.000Z',
          event: 'search',
          actor: 'Rasa Vaitkienė',
          organisation: expect.any(String),
          purpose: 'notarinis_veiksmas',
          detail: 'kodas',
        },
      ]);
      const counts = body.byOrganisation.map((o: { searches: number; reads: number; extracts: number }) => [o.searches, o.reads, o.extracts]);
      expect(counts.reduce((a: number, [s, r, e]: number[]) => a + s + r + e, 0)).toBe(4);
      expect(counts.reduce((a: number, [, r]: number[]) => a + r, 0)).toBe(1);
      expect(counts.reduce((a: number, [, , e]: number[]) => a + e, 0)).toBe(1);
    });

    it('lists an entry opened from a search result as a read, with the entry number', async () => {
      const notary = await t.db.kysely.selectFrom('app_user').select(['id', 'office_id']).where('username', '=', 'DT_notaras').executeTakeFirstOrThrow();
      // as api/modules/search/service.ts logs an opening (decision 0100), in a month no other test writes to
      await appendLog(t.db.kysely, {
        at: '2026-09-15T08:00:00.000Z',
        userId: Number(notary.id),
        face: 'workplace',
        actorName: 'Rasa Vaitkienė',
        officeId: notary.office_id,
        kind: OPENED_ENTRY,
        criteria: { number: registryNumber },
        purpose: null,
        requesterName: null,
        requesterCode: null,
        resultCount: 1,
        subjects: [JONAS],
      });
      const body = (await get(`/api/admin/reports/susijusiems?personCode=${JONAS}&from=2026-09-01&to=2026-09-30`)).json();
      expect(body.items).toEqual([
        { at: '2026-09-15T08:00:00.000Z', event: 'read', actor: 'Rasa Vaitkienė', organisation: expect.any(String), purpose: null, detail: registryNumber },
      ]);
      expect(body.byOrganisation).toEqual([{ organisation: expect.any(String), searches: 0, reads: 1, extracts: 0 }]);
      const csv = (await get(`/api/admin/reports/susijusiems/csv?personCode=${JONAS}&from=2026-09-01&to=2026-09-30`)).body;
      expect(csv).toContain('Įrašo peržiūra');
    });

    it('pages on the server while the counts cover the whole period', async () => {
      const body = (await get(`/api/admin/reports/susijusiems?personCode=${JONAS}&${PERIOD}&page=2&pageSize=2`)).json();
      expect(body).toMatchObject({ total: 4, page: 2, pageSize: 2 });
      expect(body.items).toHaveLength(2);
      expect(body.items[1].at).toBe('2026-10-31T22:30:00.000Z');
      expect(
        body.byOrganisation.reduce((a: number, o: { searches: number; reads: number; extracts: number }) => a + o.searches + o.reads + o.extracts, 0),
      ).toBe(4);
    });

    it('shows nothing of another person and nothing outside the period', async () => {
      expect((await get(`/api/admin/reports/susijusiems?personCode=${OTHER}&from=2026-11-11&to=2026-11-30`)).json()).toMatchObject({
        total: 0,
        items: [],
        byOrganisation: [],
      });
      expect((await get(`/api/admin/reports/susijusiems?personCode=${OTHER}&${PERIOD}`)).json().total).toBe(1);
    });

    it('refuses a bad personal code or period with a message key', async () => {
      for (const [query, key] of [
        [`personCode=38703181746&${PERIOD}`, 'errors.report_person_code'],
        [`personCode=${JONAS}&from=2026-11-30&to=2026-11-01`, 'errors.report_period_order'],
      ]) {
        const res = await get(`/api/admin/reports/susijusiems?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message).toBe(key);
      }
      expect((await get(`/api/admin/reports/susijusiems?${PERIOD}`)).statusCode).toBe(400);
      expect((await get(`/api/admin/reports/susijusiems?personCode=3870318174&${PERIOD}`)).statusCode).toBe(400);
      expect((await get(`/api/admin/reports/susijusiems/csv?personCode=1&${PERIOD}`)).statusCode).toBe(400);
    });

    it('refuses every non-admin workplace role with 403 and anonymous callers with 401', async () => {
      expect(NON_ADMINS.length).toBeGreaterThan(20);
      for (const url of [`/api/admin/reports/susijusiems?personCode=${JONAS}&${PERIOD}`, `/api/admin/reports/susijusiems/csv?personCode=${JONAS}&${PERIOD}`]) {
        expect((await get(url, {})).statusCode, url).toBe(401);
        // one at a time: the sign-in gate refuses a crowd of password checks at once
        for (const u of NON_ADMINS) expect((await get(url, (await login(t.app, u.username)).headers)).statusCode, `${url} ${u.username}`).toBe(403);
      }
    }, 120_000);
  });

  describe('GET /api/admin/reports/susijusiems/csv', () => {
    it('downloads the rows with Lithuanian headers and labels, without the personal code in the file name', async () => {
      const res = await get(`/api/admin/reports/susijusiems/csv?personCode=${JONAS}&${PERIOD}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('ataskaita-susijusiems-2026-11-01-2026-11-30.csv');
      const lines = res.body.split('\r\n').filter((l) => l !== '');
      expect(lines[0]).toBe('\uFEFFLaikas;Veiksmas;Naudotojas;Įstaiga;Tikslas;Paieškos kortelė arba įrašo Nr.');
      expect(lines).toHaveLength(5);
      expect(lines.filter((l) => l.includes(';Išrašas;'))).toHaveLength(1);
      expect(lines.filter((l) => l.includes(';Įrašo peržiūra;'))).toHaveLength(1);
      expect(lines[4]).toMatch(/^2026-10-31T22:30:00\.000Z;Paieška;Rasa Vaitkienė;.*;Notarinio veiksmo atlikimas;kodas$/);
    });
  });
});
