/**
 * Automatic registration rules (/api/admin/registravimas) and the business rules switched per
 * type (/api/admin/taisykles): a switched-on rule registers a matching item as its provider
 * sends it, by the lifecycle itself, marked in the history as the system's; a non-matching
 * item and a switched-off rule leave it to the registrar; a switched-off warning no longer
 * appears; a critical check cannot be switched off. Every change is audited with its reason;
 * bad input changes nothing. (The non-admin matrix of every /api/admin route: admin.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AUTO_RULES } from '../../api/db/seed/rules.js';
import { TEST_NOW, type TestApp } from '../helpers/app.js';
import type { SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { appSignedIn } from '../helpers/signed-in-app.js';
import { itemsClient, validFixture } from '../helpers/items.js';
import { act, createDocument, lifecycleOf } from '../helpers/lifecycle.js';

const ENFORCEMENT = 'vykdomasis-irasas';
const RULE = DEMO_AUTO_RULES[0].code;
const WARNING = 'lifecycle.validation.changeWithoutDifference';

describe.each(TEST_DIALECTS)('registration rules [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let notary: SignedIn;
  let registrar: SignedIn;
  beforeAll(async () => {
    ({
      t,
      users: [admin, notary, registrar],
    } = await appSignedIn(dialect, 'AD_administratorius', 'DT_notaras', 'RG_STSR_registrat'));
  }, 120_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, who: SignedIn = admin) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const audits = (action: string) => t.db.kysely.selectFrom('audit_event').selectAll().where('action', '=', action).orderBy('id').execute();
  const ruleId = async (code: string) =>
    ((await call('GET', '/api/admin/registravimas')).json().items as { id: number; code: string }[]).find((r) => r.code === code)!.id;
  const setRule = async (change: Record<string, unknown>) => call('PUT', `/api/admin/registravimas/${await ruleId(RULE)}`, { reason: 'Bandymas', ...change });

  /** A notary's enforcement entry, signed and sent: the action's answer. */
  async function sendEnforcementEntry(who = notary) {
    const docs = itemsClient(t.app, who, '/api', 'documents');
    const id = await docs.createId(ENFORCEMENT, validFixture(ENFORCEMENT));
    await docs.step(id, 'pasirasyti');
    return { id, sent: await docs.step(id, 'perduoti') };
  }
  const historyOf = async (id: number) =>
    (await call('GET', `/api/documents/${id}/history`, undefined, notary)).json() as {
      events: { action: string; actorName: string | null; automatic: string | null; toState: string | null }[];
    };

  describe('/api/admin/registravimas', () => {
    it('lists the seeded rules, switched off', async () => {
      const res = await call('GET', '/api/admin/registravimas');
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            code: RULE,
            type_id: ENFORCEMENT,
            filer_roles: [...DEMO_AUTO_RULES[0].filer_roles],
            without_warnings: false,
            enabled: false,
          }),
        ]),
      );
    });

    it('a switched-off rule registers nothing: the entry waits for the registrar', async () => {
      const { sent } = await sendEnforcementEntry();
      expect(sent).toMatchObject({ status: 'perduotas', registryNumber: null });
    });

    it('switched on with a reason (audited), it registers a matching entry as the notary sends it, marked in the history', async () => {
      const on = await setRule({ enabled: true, reason: 'Notarų vykdomieji įrašai registruojami automatiškai' });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({
        code: RULE,
        enabled: true,
        reason: 'Notarų vykdomieji įrašai registruojami automatiškai',
        updated_by: 'AD_administratorius',
      });
      const [audit] = (await audits('admin.auto_rule_changed')).slice(-1);
      expect(audit).toMatchObject({ actor_name: 'AD_administratorius', at: TEST_NOW, reason: 'Notarų vykdomieji įrašai registruojami automatiškai' });
      expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ code: RULE, before: { enabled: false }, after: { enabled: true } });

      const { id, sent } = await sendEnforcementEntry();
      expect(sent.status).toBe('iregistruotas');
      expect(sent.registryNumber).toMatch(/^STSR/);
      const events = (await historyOf(id)).events;
      expect(events.slice(-2)).toEqual([
        expect.objectContaining({ action: 'lifecycle.perduoti', actorName: expect.any(String), automatic: null, toState: 'perduotas' }),
        expect.objectContaining({ action: 'lifecycle.iregistruoti', actorName: null, automatic: RULE, toState: 'iregistruotas' }),
      ]);
      // the parties are told of the registration as of any other
      const notices = await t.db.kysely.selectFrom('notice').select(['kind', 'content']).where('document_id', '=', id).execute();
      expect(notices.length).toBeGreaterThan(0);
      expect(notices.every((n) => n.kind === 'iregistruotas' && JSON.parse(n.content).decidedBy === 'Automatinis registravimas')).toBe(true);
    });

    it('an item the rule does not match (another type, or a sender without its roles) waits for the registrar', async () => {
      const mortgage = await createDocument(t.app, notary);
      await act(t.app, notary, mortgage, 'pasirasyti');
      expect((await act(t.app, notary, mortgage, 'perduoti')).json()).toMatchObject({ status: 'perduotas' });

      expect((await setRule({ filer_roles: ['DT_notaro_atstovas'] })).statusCode).toBe(200);
      const { id, sent } = await sendEnforcementEntry();
      expect(sent.status).toBe('perduotas');
      expect((await act(t.app, registrar, id, 'iregistruoti', {})).json()).toMatchObject({ status: 'iregistruotas' });
      expect((await historyOf(id)).events.at(-1)).toMatchObject({ action: 'lifecycle.iregistruoti', actorName: expect.any(String), automatic: null });
      expect((await setRule({ filer_roles: [] })).statusCode).toBe(200);
    });

    it('switched off again, it stops registering', async () => {
      expect((await sendEnforcementEntry()).sent.status).toBe('iregistruotas');
      expect((await setRule({ enabled: false, reason: 'Grąžinama registratoriams' })).json()).toMatchObject({ enabled: false });
      expect((await sendEnforcementEntry()).sent.status).toBe('perduotas');
    });

    it('adds a rule for a catalogue type (audited)', async () => {
      const res = await call('POST', '/api/admin/registravimas', {
        code: 'teismo-hipoteka',
        type_id: 'priverstine-hipoteka',
        filer_roles: ['DT_teismas'],
        without_warnings: true,
        enabled: false,
        reason: 'Teismų priverstinės hipotekos',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        code: 'teismo-hipoteka',
        type_id: 'priverstine-hipoteka',
        filer_roles: ['DT_teismas'],
        without_warnings: true,
        enabled: false,
      });
      expect(await audits('admin.auto_rule_created')).toEqual([
        expect.objectContaining({ reason: 'Teismų priverstinės hipotekos', object_id: String(res.json().id) }),
      ]);
    });

    it('refuses a change without a reason, an unknown type or role, a taken code and an unknown rule, changing nothing', async () => {
      const id = await ruleId(RULE);
      const before = (await call('GET', '/api/admin/registravimas')).json();
      const changes = (await audits('admin.auto_rule_changed')).length;
      for (const payload of [
        { enabled: true },
        { enabled: true, reason: '' },
        { enabled: true, reason: '   ' },
        { reason: 'Tik priežastis' },
        { filer_roles: ['AD_administratorius'], reason: 'x' },
        { enabled: 'taip', reason: 'x' },
      ]) {
        const res = await call('PUT', `/api/admin/registravimas/${id}`, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const unknownType = await call('PUT', `/api/admin/registravimas/${id}`, { type_id: 'nera-tokio', reason: 'x' });
      expect(unknownType.statusCode).toBe(422);
      expect(unknownType.json().errors).toEqual([expect.objectContaining({ path: '/type_id', messageKey: 'validation.unknown_type' })]);
      const taken = await call('POST', '/api/admin/registravimas', {
        code: RULE,
        type_id: ENFORCEMENT,
        filer_roles: [],
        without_warnings: false,
        enabled: true,
        reason: 'x',
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual([expect.objectContaining({ path: '/code', messageKey: 'validation.rule_code_taken' })]);
      expect((await call('PUT', '/api/admin/registravimas/99999', { enabled: true, reason: 'x' })).json()).toMatchObject({
        message: 'errors.auto_rule_not_found',
      });
      expect((await call('GET', '/api/admin/registravimas')).json()).toEqual(before);
      expect(await audits('admin.auto_rule_changed')).toHaveLength(changes);
    });
  });

  describe('/api/admin/taisykles', () => {
    it('lists each rule with its types, the actions it blocks and whether it may be switched off', async () => {
      const res = await call('GET', '/api/admin/taisykles');
      expect(res.statusCode).toBe(200);
      const rules = res.json().items as {
        code: string;
        severity: string;
        blocks: string[];
        switchable: boolean;
        types: { type_id: string; enabled: boolean }[];
      }[];
      const warning = rules.find((r) => r.code === 'pakeitimas-be-skirtumu')!;
      expect(warning).toMatchObject({ severity: 'warning', blocks: [], switchable: true, messageKeys: [WARNING] });
      expect(warning.types).toContainEqual(expect.objectContaining({ type_id: 'sutartine-hipoteka', family: 'documents', enabled: true, reason: null }));
      const critical = rules.find((r) => r.code === 'irasas-iregistruotas')!;
      expect(critical).toMatchObject({ severity: 'critical', switchable: false });
      expect(critical.blocks).toEqual(expect.arrayContaining(['perduoti', 'pasirasyti', 'iregistruoti']));
      expect(
        rules
          .find((r) => r.code === 'seimos-turtas-iregistruotas')!
          .types.map((x) => x.type_id)
          .sort(),
      ).toEqual(['seimos-turtas-isregistravimas', 'seimos-turtas-perkelimas']);
    });

    it('a warning switched off for a type with a reason (audited) no longer appears, and appears again when switched on', async () => {
      const entry = await createDocument(t.app, notary);
      await act(t.app, notary, entry, 'pasirasyti');
      await act(t.app, notary, entry, 'perduoti');
      expect((await act(t.app, registrar, entry, 'iregistruoti', {})).statusCode).toBe(200);
      const basis = { pagrindas: 'Prievolė įvykdyta', aprasymas: 'Kreditas grąžintas visas', data: '2026-11-19', laikas: '09:30' };
      const change = (await call('POST', `/api/documents/${entry}/changes`, { kind: 'pakeitimas', pagrindas: basis }, notary)).json().id as number;
      const warned = (await lifecycleOf(t.app, notary, change)).checks as { messageKey: string }[];
      expect(warned.map((c) => c.messageKey)).toEqual([WARNING]);

      const off = await call('PUT', '/api/admin/taisykles/pakeitimas-be-skirtumu/sutartine-hipoteka', {
        enabled: false,
        reason: 'Registras tokių pakeitimų netikrina',
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().types).toContainEqual(
        expect.objectContaining({ type_id: 'sutartine-hipoteka', enabled: false, reason: 'Registras tokių pakeitimų netikrina', switched_at: TEST_NOW }),
      );
      expect(await audits('admin.business_rule_switched')).toEqual([
        expect.objectContaining({
          actor_name: 'AD_administratorius',
          reason: 'Registras tokių pakeitimų netikrina',
          object_id: 'pakeitimas-be-skirtumu:sutartine-hipoteka',
        }),
      ]);
      expect((await lifecycleOf(t.app, notary, change)).checks).toEqual([]);
      expect((await act(t.app, notary, change, 'pasirasyti')).json()).toMatchObject({ issues: [] });

      expect((await call('PUT', '/api/admin/taisykles/pakeitimas-be-skirtumu/sutartine-hipoteka', { enabled: true, reason: 'Vėl tikrinama' })).statusCode).toBe(
        200,
      );
      expect(((await lifecycleOf(t.app, notary, change)).checks as { messageKey: string }[]).map((c) => c.messageKey)).toEqual([WARNING]);
    });

    it('refuses to switch off a critical check (409), a rule where it does not apply (404), a change without a reason (400), changing nothing', async () => {
      const before = (await call('GET', '/api/admin/taisykles')).json();
      const critical = await call('PUT', '/api/admin/taisykles/irasas-iregistruotas/sutartine-hipoteka', { enabled: false, reason: 'Nereikia' });
      expect(critical.statusCode).toBe(409);
      expect(critical.json().message).toBe('errors.critical_rule_not_switchable');
      const elsewhere = await call('PUT', '/api/admin/taisykles/seimos-turtas-iregistruotas/sutartine-hipoteka', { enabled: false, reason: 'x' });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().message).toBe('errors.rule_not_applicable');
      expect((await call('PUT', '/api/admin/taisykles/pakeitimas-be-skirtumu/nera-tokio', { enabled: false, reason: 'x' })).statusCode).toBe(404);
      expect((await call('PUT', '/api/admin/taisykles/nezinoma/sutartine-hipoteka', { enabled: false, reason: 'x' })).statusCode).toBe(400);
      expect((await call('PUT', '/api/admin/taisykles/pakeitimas-be-skirtumu/sutartine-hipoteka', { enabled: false })).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/taisykles')).json()).toEqual(before);
    });
  });
});
