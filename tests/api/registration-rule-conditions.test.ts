/**
 * Conditions of an automatic registration rule on the item's data (decision 0132): the fields
 * a rule may name are the type's schema paths; a rule registers an item only when all its
 * conditions hold on the data sent; a condition naming no field of the type, a value of the
 * wrong kind or an order on text is 400 with a key per condition and changes nothing; every
 * change is audited with the conditions before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AUTO_RULES } from '../../api/db/seed/rules.js';
import type { TestApp } from '../helpers/app.js';
import type { SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { appSignedIn } from '../helpers/signed-in-app.js';
import { itemsClient, validFixture } from '../helpers/items.js';

const ENFORCEMENT = 'vykdomasis-irasas';
const RULE = DEMO_AUTO_RULES[0].code;
const AMOUNT = '/vykdomasis/isieskotinaSuma';
const DEBTOR_KIND = '/skolininkai/*/asmensTipas';

describe.each(TEST_DIALECTS)('registration rule conditions on the data [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let notary: SignedIn;
  beforeAll(async () => {
    ({
      t,
      users: [admin, notary],
    } = await appSignedIn(dialect, 'AD_administratorius', 'DT_notaras'));
  }, 120_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  const audits = () => t.db.kysely.selectFrom('audit_event').selectAll().where('action', 'like', 'admin.auto_rule_%').orderBy('id').execute();
  const rules = async () => (await call('GET', '/api/admin/registravimas')).json().items as { id: number; code: string; conditions: unknown[] }[];
  const ruleId = async () => (await rules()).find((r) => r.code === RULE)!.id;
  const setRule = async (change: Record<string, unknown>) => call('PUT', `/api/admin/registravimas/${await ruleId()}`, { reason: 'Sąlygos', ...change });
  const fixtureAmount = (validFixture(ENFORCEMENT) as { vykdomasis: { isieskotinaSuma: number } }).vykdomasis.isieskotinaSuma;

  /** A notary's enforcement entry, signed and sent: its status after sending. */
  async function sendEnforcementEntry(): Promise<string> {
    const docs = itemsClient(t.app, notary, '/api', 'documents');
    const id = await docs.createId(ENFORCEMENT, validFixture(ENFORCEMENT));
    await docs.step(id, 'pasirasyti');
    return ((await docs.step(id, 'perduoti')) as { status: string }).status;
  }

  describe('GET /api/admin/registravimas/laukai/:typeId', () => {
    it("lists the type's schema fields a condition may name, with their kind and closed lists; 404 for an unknown type", async () => {
      const res = await call('GET', `/api/admin/registravimas/laukai/${ENFORCEMENT}`);
      expect(res.statusCode, res.body).toBe(200);
      const fields = res.json().items as { path: string; kind: string; values: string[] | null }[];
      expect(fields).toContainEqual({ path: AMOUNT, kind: 'number', values: null });
      expect(fields.find((f) => f.path === DEBTOR_KIND)).toMatchObject({ kind: 'string', values: expect.arrayContaining(['fizinis', 'juridinis']) });
      expect((await call('GET', '/api/admin/registravimas/laukai/nera-tokio')).statusCode).toBe(404);
    });
  });

  describe('PUT /api/admin/registravimas/:id with conditions', () => {
    it('registers only an item whose data meets every condition (amount, a party kind), audited with the conditions', async () => {
      const below = [{ path: AMOUNT, op: 'lt', value: fixtureAmount }];
      const on = await setRule({ enabled: true, conditions: below });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({ enabled: true, conditions: below });
      const audit = (await audits()).at(-1)!;
      expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ before: { conditions: [] }, after: { conditions: below } });
      expect(await sendEnforcementEntry()).toBe('perduotas');

      const atMost = [{ path: AMOUNT, op: 'le', value: fixtureAmount }];
      expect((await setRule({ conditions: [...atMost, { path: DEBTOR_KIND, op: 'eq', value: 'juridinis' }] })).statusCode).toBe(200);
      expect(await sendEnforcementEntry()).toBe('perduotas');

      expect((await setRule({ conditions: [...atMost, { path: DEBTOR_KIND, op: 'eq', value: 'fizinis' }] })).statusCode).toBe(200);
      expect(await sendEnforcementEntry()).toBe('iregistruotas');
    });

    it('refuses a condition on no field of the type, a value of the wrong kind or list, or an order on text: 400 with keys, nothing changed', async () => {
      expect((await setRule({ conditions: [{ path: AMOUNT, op: 'le', value: 1 }] })).statusCode).toBe(200);
      const before = await rules();
      const audited = (await audits()).length;
      const cases: [unknown[], string][] = [
        [[{ path: '/nera/tokio', op: 'eq', value: 1 }], '/conditions/0/path:validation.rule_condition_path'],
        [[{ path: AMOUNT, op: 'le', value: 'daug' }], '/conditions/0/value:validation.rule_condition_value'],
        [[{ path: DEBTOR_KIND, op: 'eq', value: 'marsietis' }], '/conditions/0/value:validation.rule_condition_value'],
        [
          [
            { path: AMOUNT, op: 'le', value: 1 },
            { path: DEBTOR_KIND, op: 'gt', value: 'fizinis' },
          ],
          '/conditions/1/op:validation.rule_condition_operator',
        ],
      ];
      for (const [conditions, expected] of cases) {
        const res = await setRule({ conditions });
        expect(res.statusCode, JSON.stringify(conditions)).toBe(400);
        expect(res.json().message).toBe('errors.rule_conditions_invalid');
        expect(res.json().errors.map((e: { path: string; messageKey: string }) => `${e.path}:${e.messageKey}`)).toEqual([expected]);
      }
      const created = await call('POST', '/api/admin/registravimas', {
        code: 'su-bloga-salyga',
        type_id: ENFORCEMENT,
        filer_roles: [],
        without_warnings: false,
        enabled: false,
        conditions: [{ path: '/nera', op: 'eq', value: true }],
        reason: 'Bandymas',
      });
      expect(created.statusCode).toBe(400);
      // another type whose schema lacks the rule's fields
      expect((await setRule({ type_id: 'sutartine-hipoteka' })).statusCode).toBe(400);
      expect(await rules()).toEqual(before);
      expect(await audits()).toHaveLength(audited);
    });
  });
});
