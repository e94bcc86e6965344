/**
 * Portal drafts (issue #17 item 1, decision 0090): a citizen's request on a legal fact or
 * certificate order is saved under /sav with whatever is filled — its check errors stored
 * with it and answered by GET, for the wizard to list per step when she resumes it from her
 * list — while a value of the wrong type is refused and signing is refused with the spec's
 * critical-error text until the errors are gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { itemsClient, JONAS, validFixture, type Family, type ItemsClient } from '../helpers/items.js';

// one of Jonas's own plots in the seeded real-property register (a certificate is of one's own plots)
const JONAS_PLOT = { unikalusNr: '4400-1001-0012', kadastroNr: '5260/0003:12' };

const CASES: readonly {
  family: Family;
  type: string;
  full?: Record<string, unknown>;
  half: (full: Record<string, unknown>) => Record<string, unknown>;
  missing: string;
}[] = [
  {
    family: 'requests',
    type: 'nuomos-sutartis-sudarymas',
    half: ({ pareiskejas }) => ({ pareiskejas, sutartis: { sutartiesData: '2026-11-20' } }),
    missing: '/objektai',
  },
  { family: 'certificates', type: 'pazyma-zemes-sklypas', full: { sklypai: [JONAS_PLOT] }, half: ({ pareiskejas }) => ({ pareiskejas }), missing: '/sklypai' },
];

interface Issue {
  path: string;
  messageKey: string;
  severity: string;
}

describe.each(TEST_DIALECTS)('portal drafts [%s]', (dialect) => {
  let t: TestApp;
  const clients = {} as Record<Family, ItemsClient>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const jonas = await gatewayLogin(t.app, '/sav', JONAS);
    for (const { family } of CASES) clients[family] = itemsClient(t.app, jonas, '/sav', family);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const items = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('document')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe.each(CASES)('$family', ({ family, type, full: own, half, missing }) => {
    const full = () => ({ ...validFixture(type), ...own });

    it('saves a half-filled one with its check errors; GET answers them and the list shows it in preparation', async () => {
      const client = clients[family];
      const created = await client.create(type, half(full()));
      expect(created.statusCode, created.body).toBe(201);
      const { id, issues } = created.json() as { id: number; issues: Issue[] };
      expect(issues).toContainEqual({ path: missing, messageKey: 'validation.required', severity: 'critical' });
      const view = (await client.get(id)).json() as { status: string; data: unknown; checkErrors: Issue[] };
      expect(view).toMatchObject({ status: 'rengiamas', data: half(full()) });
      expect(view.checkErrors).toEqual(issues);
      const list = (await client.list(`type=${type}`)).json() as { items: { id: number; status: string }[] };
      expect(list.items).toContainEqual(expect.objectContaining({ id, status: 'rengiamas' }));
    });

    it('refuses to sign it with the spec text while it has check errors, and signs it once completed', async () => {
      const client = clients[family];
      const id = await client.createId(type, half(full()));
      const sign = await client.act(id, 'pasirasyti', 1);
      expect(sign.statusCode).toBe(422);
      expect(sign.json()).toMatchObject({ message: 'errors.signing_critical_errors' });
      expect((sign.json() as { errors: Issue[] }).errors).toContainEqual({ path: missing, messageKey: 'validation.required', severity: 'critical' });
      expect((await client.view(id)).status).toBe('rengiamas');

      const completed = await client.put(id, 1, full());
      expect(completed.statusCode, completed.body).toBe(200);
      expect((completed.json() as { issues: Issue[] }).issues.filter((i) => i.severity === 'critical')).toEqual([]);
      expect(((await client.get(id)).json() as { checkErrors: Issue[] }).checkErrors.filter((i) => i.severity === 'critical')).toEqual([]);
      // signed, it may go to the registry (a signed item keeps its status until transferred)
      expect((await client.step(id, 'pasirasyti')).allowedActions).toContain('perduoti');
    });

    it('refuses a value of the wrong type (422) and writes nothing', async () => {
      const before = await items();
      const res = await clients[family].create(type, { ...half(full()), [missing.slice(1)]: 'ne sąrašas' });
      expect(res.statusCode).toBe(422);
      expect((res.json() as { errors: Issue[] }).errors).toContainEqual({ path: missing, messageKey: 'validation.wrongType', severity: 'critical' });
      expect(await items()).toBe(before);
    });
  });
});
