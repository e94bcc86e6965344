/**
 * One open notice of a kind per entry, whichever face files it: `createChangeNotice`
 * (api/modules/lifecycle/changes.ts) refuses a second change, address change or termination
 * notice of an entry while one of that kind is being prepared or decided — in the workplace
 * (POST /api/documents/:id/changes) as in the portal (POST /sav/objects/:id/actions/…), with
 * the same message keys; two simultaneous creations leave exactly one notice. The portal's
 * own refusals are in self-service-open-notices.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNoticesOf } from '../../api/modules/lifecycle/repository.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { alreadyOpen, NOTICE_BASIS, registeredEntry as registeredEntryOf } from '../helpers/entry-notices.js';
import { act, lifecycleCounts } from '../helpers/lifecycle.js';

describe.each(TEST_DIALECTS)('one open notice of a kind per entry [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let court: SignedIn;
  let registrar: SignedIn;
  let company: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [notary, court, registrar, company] = await Promise.all(['DT_notaras', 'DT_teismas', 'RG_STSR_registrat', 'DT_JA'].map((u) => login(t.app, u)));
  }, 120_000);
  afterAll(() => t.close());

  const start = (who: SignedIn, id: number, kind: string) =>
    t.app.inject({ method: 'POST', url: `/api/documents/${id}/changes`, headers: who.headers, payload: { kind, pagrindas: NOTICE_BASIS } });
  const registeredEntry = () => registeredEntryOf(t.app, notary, registrar);

  describe('POST /api/documents/:id/changes', () => {
    it('refuses the filer’s second notice of a kind, pointing at the first; another filer is told one is open; nothing is written', async () => {
      const entry = await registeredEntry();
      const first = await start(notary, entry, 'pakeitimas');
      expect(first.statusCode).toBe(201);
      const firstId = first.json().id as number;

      const before = await lifecycleCounts(t.app);
      const second = await start(notary, entry, 'pakeitimas');
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual(alreadyOpen(firstId, 'pakeitimas'));
      const other = await start(court, entry, 'pakeitimas');
      expect(other.statusCode).toBe(409);
      expect(other.json().errors).toEqual([
        { path: '', messageKey: 'errors.notice_open_by_other', params: { noticeKind: 'pakeitimas', status: 'rengiamas' }, severity: 'critical' },
      ]);
      expect(await lifecycleCounts(t.app)).toEqual(before);

      // another kind is another notice; once the first is decided, a new one may start
      expect((await start(court, entry, 'nutraukimas')).statusCode).toBe(201);
      for (const action of ['pasirasyti', 'perduoti']) expect((await act(t.app, notary, firstId, action)).statusCode).toBe(200);
      expect((await start(notary, entry, 'pakeitimas')).statusCode).toBe(409);
      expect((await act(t.app, registrar, firstId, 'iregistruoti', {})).statusCode).toBe(200);
      expect((await start(notary, entry, 'pakeitimas')).statusCode).toBe(201);
    });

    it('counts an address change as a kind of its own, and lists it among the entry’s open notices', async () => {
      const entry = await registeredEntry();
      const address = await start(company, entry, 'adreso_keitimas');
      expect(address.statusCode).toBe(201);
      expect((await start(company, entry, 'adreso_keitimas')).json().message).toBe('errors.notice_already_open');
      expect((await openNoticesOf(t.db.kysely, [entry])).map((n) => [n.id, n.notice_kind])).toEqual([[address.json().id, 'adreso_keitimas']]);
    });

    it('lets exactly one of two simultaneous creations through', async () => {
      const entry = await registeredEntry();
      const answers = await Promise.all([start(notary, entry, 'nutraukimas'), start(court, entry, 'nutraukimas')]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect((await openNoticesOf(t.db.kysely, [entry])).map((n) => n.notice_kind)).toEqual(['nutraukimas']);
    });
  });

  describe('both faces', () => {
    it('a workplace notice of an entry refuses the portal’s notice of the same kind, and the portal lists it', async () => {
      const jonas = await gatewayLogin(t.app, '/sav', '38703181745/');
      const pledge = (
        (await t.app.inject({ method: 'GET', url: '/sav/objects?kind=pledge', headers: jonas.headers })).json() as { items: { id: number; version: number }[] }
      ).items[0]!;
      const workplace = await start(notary, pledge.id, 'pakeitimas');
      expect(workplace.statusCode, workplace.body).toBe(201);

      const portal = await t.app.inject({
        method: 'POST',
        url: `/sav/objects/${pledge.id}/actions/pranesti-apie-pakeitima`,
        headers: { ...jonas.headers, 'if-match': `"${pledge.version}"` },
        payload: { form: { pagrindas: { pagrindas: 'Pasikeitė įkeisto automobilio valstybinis numeris', data: '2026-11-19' } } },
      });
      expect(portal.statusCode).toBe(409);
      expect(portal.json().message).toBe('errors.notice_open_by_other');
      const view = (await t.app.inject({ method: 'GET', url: `/sav/objects/${pledge.id}`, headers: jonas.headers })).json();
      expect(view.openNotices).toEqual([{ id: null, noticeKind: 'pakeitimas', status: 'rengiamas', own: false }]);
    });
  });
});
