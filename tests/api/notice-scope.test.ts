/**
 * What a workplace change or termination notice may change (decision 0158): its item view says
 * its kind, the entry it refers to and its changeable sections (src/domain/lifecycle/notice-scope.ts),
 * and a save (PUT /api/documents/:id) changing any other section is refused at once — 422
 * `validation.noticeScope` at the section, nothing written — not only by the errors check at
 * transfer. An entry's own first notice is unrestricted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { NOTICE_BASIS, registeredEntry as registeredEntryOf } from '../helpers/entry-notices.js';
import { lifecycleCounts } from '../helpers/lifecycle.js';

const NEW_ADDRESS = { salis: 'LT', savivaldybe: 'Vilniaus m. sav.', vietove: 'Vilnius', gatve: 'Savanorių pr.', namoNr: '5', pastoKodas: 'LT-03116' };

interface Notice {
  kind: string;
  entry: { documentId: number; registryNumber: string | null };
  changeableSections: string[];
}
type Data = Record<string, unknown> & { kreditoriai: Record<string, unknown>[]; sandoris: Record<string, unknown>; rusys: string[] };

describe.each(TEST_DIALECTS)('the scope of a workplace notice [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let registrar: SignedIn;
  let company: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [notary, registrar, company] = await Promise.all(['DT_notaras', 'RG_STSR_registrat', 'DT_JA'].map((u) => login(t.app, u)));
  }, 120_000);
  afterAll(() => t.close());

  const registeredEntry = () => registeredEntryOf(t.app, notary, registrar);
  async function start(who: SignedIn, entry: number, kind: string): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${entry}/changes`,
      headers: who.headers,
      payload: { kind, pagrindas: NOTICE_BASIS },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  }
  async function read(who: SignedIn, id: number) {
    const res = await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { version: number; data: Data; notice: Notice | null };
  }
  const save = (who: SignedIn, id: number, version: number, data: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/documents/${id}`, headers: { ...who.headers, 'if-match': `"${version}"` }, payload: { data } });

  it('the entry itself is no notice; a change notice names its entry and may change all but the kinds and the document', async () => {
    const entry = await registeredEntry();
    const registered = await read(notary, entry);
    expect(registered.notice).toBeNull();
    const notice = await start(notary, entry, 'pakeitimas');
    const view = await read(notary, notice);
    const registryNumber = (await t.app.inject({ method: 'GET', url: `/api/documents/${entry}/lifecycle`, headers: notary.headers })).json()
      .registryNumber as string;
    expect(registryNumber).toBeTruthy();
    expect(view.notice).toEqual({
      kind: 'pakeitimas',
      entry: { documentId: entry, registryNumber },
      changeableSections: [
        'duomenuTeikejas',
        'skolininkai',
        'kreditoriai',
        'ikaitoDavejai',
        'turtas',
        'prievoles',
        'sandoris',
        'nustatymas',
        'salygos',
        'kitaInformacija',
        'informavimas',
      ],
    });

    const before = await lifecycleCounts(t.app);
    const kinds = structuredClone(view.data);
    kinds.rusys = ['maksimalus'];
    kinds.sandoris.numeris = 'KS-2026-17/1';
    const refused = await save(notary, notice, view.version, kinds);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ path: '/rusys', messageKey: 'validation.noticeScope', severity: 'critical' }]);
    expect(await lifecycleCounts(t.app)).toEqual(before);
    expect((await read(notary, notice)).version).toBe(view.version);

    const changed = structuredClone(view.data);
    changed.sandoris.numeris = 'KS-2026-17/1';
    const ok = await save(notary, notice, view.version, changed);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('an address change may change the sections holding addresses only, at once at save', async () => {
    const entry = await registeredEntry();
    const notice = await start(company, entry, 'adreso_keitimas');
    const view = await read(company, notice);
    expect(view.notice?.kind).toBe('adreso_keitimas');
    expect(view.notice?.changeableSections).toEqual(['duomenuTeikejas', 'skolininkai', 'kreditoriai', 'ikaitoDavejai', 'turtas', 'informavimas']);

    const before = await lifecycleCounts(t.app);
    const more = structuredClone(view.data);
    more.kreditoriai[1]!.adresas = NEW_ADDRESS;
    more.sandoris.numeris = 'KS-2026-17/1';
    more.prievoles = [];
    const refused = await save(company, notice, view.version, more);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: [
        { path: '/prievoles', messageKey: 'validation.noticeScope', severity: 'critical' },
        { path: '/sandoris', messageKey: 'validation.noticeScope', severity: 'critical' },
      ],
    });
    expect(await lifecycleCounts(t.app)).toEqual(before);

    const own = structuredClone(view.data);
    own.kreditoriai[1]!.adresas = NEW_ADDRESS;
    const ok = await save(company, notice, view.version, own);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await read(company, notice)).data.kreditoriai[1]!.adresas).toEqual(NEW_ADDRESS);
  });

  it('a termination notice changes no data: its basis alone (the registrui tab)', async () => {
    const entry = await registeredEntry();
    const notice = await start(notary, entry, 'nutraukimas');
    const view = await read(notary, notice);
    expect(view.notice).toMatchObject({ kind: 'nutraukimas', entry: { documentId: entry }, changeableSections: [] });
    const changed = structuredClone(view.data);
    changed.kreditoriai[0]!.elPastas = 'kitas@bankas.lt';
    const refused = await save(notary, notice, view.version, changed);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ path: '/kreditoriai', messageKey: 'validation.noticeScope', severity: 'critical' }]);
    // saving it as it is stays possible (a new version, nothing changed)
    expect((await save(notary, notice, view.version, view.data)).statusCode).toBe(200);
  });
});
