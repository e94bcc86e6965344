/**
 * Per-type action rights of spec §6, as the API enforces them: for every document type of the
 * catalogue, every provider role and the registry's staff, each action on a registered entry
 * (change, address change, termination — for a notary enforcement entry its cancellation)
 * either starts its notice (201) or is refused and changes nothing. The expected table is
 * written here from the spec, independently of the catalogue's data.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { act, lifecycleCounts, lifecycleOf } from '../helpers/lifecycle.js';

const NOTARIES = ['DT_notaras', 'DT_notaro_padejejas', 'DT_notaro_atstovas'];
const REGISTRY = ['RG_STSR_registrat', 'RG'];
const ROLES = [...NOTARIES, 'DT_teismas', 'DT_antstolis', 'DT_kita_institucija', 'DT_JA', ...REGISTRY, 'SK_skaitytojas'];
const KINDS = ['pakeitimas', 'adreso_keitimas', 'nutraukimas'] as const;
type Kind = (typeof KINDS)[number];

/** Spec §6: mortgage and pledge actions allow notaries, courts, registry staff and bailiffs; termination also legal persons and other institutions. */
const CONTRACTUAL = {
  pakeitimas: [...NOTARIES, 'DT_teismas', 'DT_antstolis', ...REGISTRY],
  adreso_keitimas: ['DT_JA'],
  nutraukimas: [...NOTARIES, 'DT_teismas', 'DT_antstolis', 'DT_kita_institucija', 'DT_JA', ...REGISTRY],
};
/** Forced ones are filed by courts, bailiffs and other institutions, who must be able to change them. */
const FORCED = {
  pakeitimas: [...NOTARIES, 'DT_teismas', 'DT_antstolis', 'DT_kita_institucija', ...REGISTRY],
  adreso_keitimas: ['DT_JA'],
  nutraukimas: [...NOTARIES, 'DT_teismas', 'DT_antstolis', 'DT_kita_institucija', 'DT_JA', ...REGISTRY],
};
/** Contract actions: legal persons and registry staff; address change: legal persons only. */
const CONTRACT = { pakeitimas: ['DT_JA', ...REGISTRY], adreso_keitimas: ['DT_JA'], nutraukimas: ['DT_JA', ...REGISTRY] };
/** Notary enforcement entry: no court except its cancellation (the termination notice). */
const ENFORCEMENT = { pakeitimas: NOTARIES, adreso_keitimas: ['DT_JA'], nutraukimas: [...NOTARIES, 'DT_teismas'] };

const EXPECTED: Record<string, { creator: string; fixture: string; allowed: Record<Kind, string[]> }> = {
  'sutartine-hipoteka': { creator: 'DT_notaras', fixture: 'paprastas-vienas-turtas', allowed: CONTRACTUAL },
  'sutartinis-ikeitimas': { creator: 'DT_notaras', fixture: 'paprastas-automobilis', allowed: CONTRACTUAL },
  'reikalavimo-perleidimas': { creator: 'DT_notaras', fixture: 'minimalus', allowed: CONTRACTUAL },
  'priverstine-hipoteka': { creator: 'DT_antstolis', fixture: 'paprastas-antstolio-patvarkymas', allowed: FORCED },
  'priverstinis-ikeitimas': { creator: 'DT_antstolis', fixture: 'paprastas-antstolio-patvarkymas', allowed: FORCED },
  'vykdomasis-irasas': { creator: 'DT_notaras', fixture: 'minimalus', allowed: ENFORCEMENT },
  lizingas: { creator: 'DT_JA', fixture: 'minimalus', allowed: CONTRACT },
  nuoma: { creator: 'DT_JA', fixture: 'minimalus', allowed: CONTRACT },
  panauda: { creator: 'DT_JA', fixture: 'minimalus', allowed: CONTRACT },
  'pardavimas-issimoketinai': { creator: 'DT_JA', fixture: 'minimalus', allowed: CONTRACT },
  'pardavimas-su-atpirkimo-teise': { creator: 'DT_JA', fixture: 'minimalus', allowed: CONTRACT },
  'preliminarioji-sutartis': { creator: 'DT_JA', fixture: 'minimalus', allowed: CONTRACT },
};

const basis = { pagrindas: 'Šalių susitarimas', aprasymas: 'Pakeitimas pagal šalių susitarimą', data: '2026-11-19', laikas: '09:30' };
/** DT_JA's company as a party of the entry: added to its first list of persons. */
const DT_JA_COMPANY = { asmensTipas: 'juridinis', pavadinimas: 'UAB „Baltijos lizingas“', jaKodas: '305123456' };
function withDtJaParty(data: unknown): unknown {
  const copy = structuredClone(data) as Record<string, unknown>;
  const persons = Object.entries(copy).find(
    ([field, v]) => field !== 'informavimas' && Array.isArray(v) && v.some((p) => (p as { asmensTipas?: unknown }).asmensTipas !== undefined),
  );
  if (persons) (persons[1] as unknown[]).push(DT_JA_COMPANY);
  return copy;
}
/** The portal identities (gateway stand-in) of the demo parties a confirming type names. */
const PORTAL_IDENTITY: Record<string, string> = { '38703181745': '38703181745/', '304512345': '48502253414/304512345' };
const DEMO_BORROWER = { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: '38703181745' };
const DEMO_COMPANY = { asmensTipas: 'juridinis', pavadinimas: 'UAB „Nemuno prekyba“', jaKodas: '304512345' };
/** Types whose other parties confirm (registry.approval): their parties are demo people, so they can sign in and confirm. */
function withConfirmingParties(type: string, data: unknown): unknown {
  const approval = (JSON.parse(fs.readFileSync(`schemas/documents/${type}.schema.json`, 'utf8')) as { registry: { approval?: { parties: string[] } } }).registry
    .approval;
  if (!approval) return data;
  const copy = structuredClone(data) as Record<string, unknown>;
  for (const field of approval.parties) copy[field] = (copy[field] as { jaKodas?: string }[]).filter((p) => p.jaKodas === DT_JA_COMPANY.jaKodas);
  const stand = [[DEMO_BORROWER], [DEMO_COMPANY]];
  for (const field of approval.parties) if ((copy[field] as unknown[]).length === 0) copy[field] = stand.shift();
  return copy;
}
const fixtureData = (type: string, name: string) =>
  (JSON.parse(fs.readFileSync(`tests/fixtures/${type}/valid/${name}.json`, 'utf8')) as { data: unknown }).data;

describe.each(TEST_DIALECTS)('per-type action rights [%s]', (dialect) => {
  let t: TestApp;
  const users = new Map<string, SignedIn>();
  const as = (role: string) => users.get(role)!;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const role of ROLES) users.set(role, await login(t.app, role));
  });
  afterAll(() => t.close());

  /**
   * A registered entry of the type, filed by its creator and registered by the STSR registrar.
   * The legal-person provider's company (DT_JA's office, 305123456) is one of its parties, as a
   * legal person acts only on entries it is a party to (items/policy.ts PARTY_BOUND_ROLES).
   */
  async function registered(type: string, dtJaParty = true): Promise<number> {
    const { creator, fixture } = EXPECTED[type]!;
    const data = fixtureData(type, fixture);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: as(creator).headers,
      payload: { type, data: withConfirmingParties(type, dtJaParty ? withDtJaParty(data) : data) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect((await act(t.app, as(creator), id, 'pasirasyti')).statusCode).toBe(200);
    if (!(await confirmedByParties(id, as(creator)))) expect((await act(t.app, as(creator), id, 'perduoti')).statusCode).toBe(200);
    expect((await act(t.app, as('RG_STSR_registrat'), id, 'iregistruoti', {})).statusCode).toBe(200);
    return id;
  }

  /**
   * A type whose other parties confirm (registry.approval, decision 0126; tests/api/approval.test.ts):
   * the filer asks and every party confirms in the portal; the last confirmation transfers it.
   * @returns false when the type asks nobody (the filer transfers it)
   */
  async function confirmedByParties(id: number, filer: SignedIn): Promise<boolean> {
    if (!(await lifecycleOf(t.app, filer, id)).allowedActions.includes('patvirtinti')) return false;
    expect((await act(t.app, filer, id, 'patvirtinti')).statusCode).toBe(200);
    const asked = await t.db.kysely.selectFrom('approval_request').select('code').where('document_id', '=', id).execute();
    for (const party of asked) {
      const who = await gatewayLogin(t.app, '/sav', PORTAL_IDENTITY[party.code]!);
      const res = await t.app.inject({ method: 'POST', url: `/sav/documents/${id}/approval`, headers: who.headers, payload: { decision: 'patvirtinti' } });
      expect(res.statusCode, res.body).toBe(200);
    }
    return true;
  }
  /** Ends a started notice as if it were rejected: one open notice of a kind per entry, and the next role asks for the same kind. */
  const closeNotice = (id: number) => t.db.kysely.updateTable('document').set({ status: 'atmestas' }).where('id', '=', id).execute();
  const start = (role: string, id: number, kind: string) =>
    t.app.inject({ method: 'POST', url: `/api/documents/${id}/changes`, headers: as(role).headers, payload: { kind, pagrindas: basis } });

  describe('POST /api/documents/:id/changes — route × role × type', () => {
    it.each(Object.keys(EXPECTED))('%s: starts the notice for exactly the roles of spec §6 and refuses the rest, changing nothing', async (type) => {
      const entry = await registered(type);
      const got: Record<string, string[]> = {};
      for (const kind of KINDS) {
        got[kind] = [];
        for (const role of ROLES) {
          const before = await lifecycleCounts(t.app);
          const res = await start(role, entry, kind);
          if (res.statusCode === 201) {
            got[kind].push(role);
            await closeNotice(res.json().id as number);
          } else {
            expect([403, 404], `${role} ${kind}: ${res.body}`).toContain(res.statusCode);
            expect(await lifecycleCounts(t.app)).toEqual(before);
          }
        }
      }
      expect(got).toEqual(Object.fromEntries(KINDS.map((k) => [k, ROLES.filter((r) => EXPECTED[type]!.allowed[k].includes(r))])));
    });
  });

  describe('a legal person acts only on entries its company is a party to', () => {
    it("an entry without DT_JA's company does not exist for DT_JA: no view, no address change, no termination, nothing written", async () => {
      const entry = await registered('sutartine-hipoteka', false);
      expect((await t.app.inject({ method: 'GET', url: `/api/documents/${entry}`, headers: as('DT_JA').headers })).statusCode).toBe(404);
      for (const kind of ['adreso_keitimas', 'nutraukimas']) {
        const before = await lifecycleCounts(t.app);
        expect((await start('DT_JA', entry, kind)).statusCode, kind).toBe(404);
        expect(await lifecycleCounts(t.app)).toEqual(before);
      }
      // a court still acts on it by its office's powers
      expect((await start('DT_teismas', entry, 'nutraukimas')).statusCode).toBe(201);
    });
  });

  describe('GET /api/documents/:id/lifecycle', () => {
    it('lists the entry actions the user may take, and none on an entry that is not registered', async () => {
      const entry = await registered('vykdomasis-irasas');
      expect((await lifecycleOf(t.app, as('DT_teismas'), entry)).entryActions).toEqual(['nutraukimas']);
      expect((await lifecycleOf(t.app, as('DT_notaras'), entry)).entryActions).toEqual(['pakeitimas', 'nutraukimas']);
      expect((await lifecycleOf(t.app, as('DT_JA'), entry)).entryActions).toEqual(['adreso_keitimas']);
      expect((await lifecycleOf(t.app, as('SK_skaitytojas'), entry)).entryActions).toEqual([]);
    });
  });

  describe('a court cancels a notary enforcement entry', () => {
    it('files, signs and transfers its cancellation; once registered the entry is terminated; the court may not touch the entry otherwise', async () => {
      const entry = await registered('vykdomasis-irasas');
      const court = as('DT_teismas');
      const refused = await start('DT_teismas', entry, 'pakeitimas');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('errors.action_not_allowed_for_role');
      const notice = (await start('DT_teismas', entry, 'nutraukimas')).json().id as number;
      expect((await act(t.app, court, notice, 'pasirasyti')).statusCode).toBe(200);
      expect((await act(t.app, court, notice, 'perduoti')).statusCode).toBe(200);
      expect((await act(t.app, as('RG_STSR_registrat'), notice, 'iregistruoti', {})).statusCode).toBe(200);
      expect((await lifecycleOf(t.app, as('DT_notaras'), entry)).status).toBe('nutrauktas');
    });
  });

  describe('an address change', () => {
    it('may change addresses only, and only its own company’s: anything else is a critical error of the errors check', async () => {
      const entry = await registered('nuoma');
      const company = as('DT_JA');
      const notice = (await start('DT_JA', entry, 'adreso_keitimas')).json().id as number;
      const doc = (await t.app.inject({ method: 'GET', url: `/api/documents/${notice}`, headers: company.headers })).json() as {
        version: number;
        data: Record<string, unknown>;
      };
      let version = doc.version;
      const save = async (data: unknown) => {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/documents/${notice}`,
          headers: { ...company.headers, 'if-match': `"${version}"` },
          payload: { data },
        });
        expect(res.statusCode, res.body).toBe(200);
        version = (res.json() as { version: number }).version;
      };
      const newAddress = { salis: 'LT', savivaldybe: 'Vilniaus m. sav.', vietove: 'Vilnius', gatve: 'Savanorių pr.', namoNr: '5', pastoKodas: 'LT-03116' };
      type Party = { jaKodas?: string; adresas?: Record<string, unknown> };
      const registeredData = doc.data as { davejai: Party[]; sutartis: Record<string, unknown> };
      // the DT_JA company is the last giver (withDtJaParty); the first is another company
      expect(registeredData.davejai.map((p) => p.jaKodas)).toEqual(['304567890', '305123456']);

      const others = structuredClone(registeredData);
      others.davejai[0]!.adresas = newAddress;
      await save(others);
      const before = await lifecycleCounts(t.app);
      const notOwn = await act(t.app, company, notice, 'pasirasyti');
      expect(notOwn.statusCode).toBe(422);
      expect(notOwn.json().errors).toEqual([{ path: '/davejai/0/adresas', messageKey: 'lifecycle.validation.addressOfOwnCompanyOnly', severity: 'critical' }]);
      expect(await lifecycleCounts(t.app)).toEqual(before);

      const own = structuredClone(registeredData);
      own.davejai[1]!.adresas = newAddress;
      // a section without addresses is refused at once by the save (decision 0158) …
      const outside = structuredClone(own);
      outside.sutartis.sutartiesNr = 'N-2026-8';
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/api/documents/${notice}`,
        headers: { ...company.headers, 'if-match': `"${version}"` },
        payload: { data: outside },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([{ path: '/sutartis', messageKey: 'validation.noticeScope', severity: 'critical' }]);
      // … anything but an address inside a section holding addresses by the errors check
      const more = structuredClone(own) as typeof own & { davejai: { pavadinimas?: string }[] };
      more.davejai[1]!.pavadinimas = 'UAB „Kitas pavadinimas“';
      await save(more);
      const notOnlyAddress = await act(t.app, company, notice, 'pasirasyti');
      expect(notOnlyAddress.statusCode).toBe(422);
      expect(notOnlyAddress.json().errors).toEqual([{ path: '', messageKey: 'lifecycle.validation.addressChangeOnly', severity: 'critical' }]);

      await save(own);
      const ok = await act(t.app, company, notice, 'pasirasyti');
      expect(ok.statusCode, ok.body).toBe(200);
    });
  });
});
