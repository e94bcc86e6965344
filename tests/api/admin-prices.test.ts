/**
 * The rest of the system parameters (/api/admin/parametrai): the sweep interval is a parameter
 * the sweeps read before each wait (changed without a restart), and the fees of the price list
 * are changed there, in effect for the next order, audited with before and after; a fee is
 * switched off and on with a reason (decision 0133): while off, the type is free in the price
 * answers and has no payment step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceOf } from '../../api/modules/cart/prices.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { JONAS } from '../helpers/items.js';
import { TEST_DIALECTS } from '../helpers/database.js';

describe.each(TEST_DIALECTS)('parameters: sweep interval and prices [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t.app, 'AD_administratorius');
  }, 120_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'PUT', url: string, payload?: object, who: SignedIn = admin) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const audits = (action: string) => t.db.kysely.selectFrom('audit_event').selectAll().where('action', '=', action).orderBy('id').execute();

  it('the sweep interval is a parameter: changed at once for the sweeps, outside its bounds refused', async () => {
    expect(await t.app.systemService.setting('SWEEP_MINUTES')).toBe(10);
    expect((await call('PUT', '/api/admin/parametrai', { SWEEP_MINUTES: 3 })).json()).toMatchObject({ SWEEP_MINUTES: 3 });
    expect(await t.app.systemService.setting('SWEEP_MINUTES')).toBe(3);
    expect((await call('PUT', '/api/admin/parametrai', { SWEEP_MINUTES: 0 })).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/parametrai', { SWEEP_MINUTES: 1441 })).statusCode).toBe(400);
    expect(await t.app.systemService.setting('SWEEP_MINUTES')).toBe(3);
  });

  it('lists the fees and changes one: the next order pays it, audited with before and after', async () => {
    const list = (await call('GET', '/api/admin/parametrai/kainos')).json().items as { type_id: string; amount_cents: number; currency: string }[];
    expect(list.length).toBeGreaterThan(0);
    const { type_id, amount_cents } = list[0];
    const res = await call('PUT', `/api/admin/parametrai/kainos/${type_id}`, { amount_cents: amount_cents + 150 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type_id, amount_cents: amount_cents + 150, currency: 'EUR', updated_at: TEST_NOW });
    expect(await priceOf(t.db.kysely, type_id)).toEqual({ amountCents: amount_cents + 150, currency: 'EUR' });
    const [audit] = await audits('admin.price_changed');
    expect(audit).toMatchObject({ actor_name: 'AD_administratorius', object_id: type_id });
    expect(JSON.parse(audit.details ?? '{}')).toEqual({ before: { amount_cents }, after: { amount_cents: amount_cents + 150 } });
  });

  it('refuses a fee below one cent, a non-integer, and a type without a fee, changing nothing', async () => {
    const before = (await call('GET', '/api/admin/parametrai/kainos')).json();
    const typeId = before.items[0].type_id as string;
    for (const payload of [{ amount_cents: 0 }, { amount_cents: 1.5 }, { amount_cents: '10' }, {}, { amount_cents: 10, currency: 'USD' }]) {
      expect((await call('PUT', `/api/admin/parametrai/kainos/${typeId}`, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const free = await call('PUT', '/api/admin/parametrai/kainos/sutartine-hipoteka', { amount_cents: 100 });
    expect(free.statusCode).toBe(404);
    expect(free.json().message).toBe('errors.price_not_found');
    expect((await call('GET', '/api/admin/parametrai/kainos')).json()).toEqual(before);
    expect(await priceOf(t.db.kysely, 'sutartine-hipoteka')).toBeNull();
  });

  describe('PUT /api/admin/parametrai/kainos/:typeId/ijungta', () => {
    const TYPE = 'pazyma-misku-ukio';
    const switchFee = (payload: object, typeId = TYPE) => call('PUT', `/api/admin/parametrai/kainos/${typeId}/ijungta`, payload);
    const portalPrice = async () => {
      const citizen = await gatewayLogin(t.app, '/sav', JONAS);
      return (await t.app.inject({ method: 'GET', url: `/sav/cart/price/${TYPE}`, headers: citizen.headers })).json();
    };

    it('switches a fee off with a reason: the service is free in the price answers, audited; on again, it is charged again', async () => {
      const amount_cents = (await priceOf(t.db.kysely, TYPE))!.amountCents;
      const off = await switchFee({ enabled: false, reason: ' Akcija: pažyma nemokama ' });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ type_id: TYPE, amount_cents, enabled: false, switch_reason: 'Akcija: pažyma nemokama', switched_at: TEST_NOW });
      expect(await portalPrice()).toEqual({ price: null });
      expect(await priceOf(t.db.kysely, TYPE)).toBeNull();
      // the list shows it off, with its amount kept
      const listed = (await call('GET', '/api/admin/parametrai/kainos')).json().items.find((p: { type_id: string }) => p.type_id === TYPE);
      expect(listed).toMatchObject({ amount_cents, enabled: false });
      const [audit] = await audits('admin.price_switched');
      expect(audit).toMatchObject({ actor_name: 'AD_administratorius', object_id: TYPE });
      expect(JSON.parse(audit.details ?? '{}')).toEqual({ before: { enabled: true }, after: { enabled: false }, reason: 'Akcija: pažyma nemokama' });

      expect((await switchFee({ enabled: true, reason: 'Akcija baigėsi' })).json()).toMatchObject({ enabled: true, switch_reason: 'Akcija baigėsi' });
      expect(await portalPrice()).toEqual({ price: { amountCents: amount_cents, currency: 'EUR' } });
      expect(await audits('admin.price_switched')).toHaveLength(2);
    });

    it('refuses a switch without a reason, with unknown fields, or of a type without a fee, changing nothing', async () => {
      const before = (await call('GET', '/api/admin/parametrai/kainos')).json();
      const audited = (await audits('admin.price_switched')).length;
      for (const payload of [
        { enabled: false },
        { enabled: false, reason: '   ' },
        { enabled: 'no', reason: 'x' },
        { enabled: false, reason: 'x', amount_cents: 1 },
      ]) {
        expect((await switchFee(payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      const free = await switchFee({ enabled: false, reason: 'x' }, 'sutartine-hipoteka');
      expect(free.statusCode).toBe(404);
      expect(free.json().message).toBe('errors.price_not_found');
      expect((await call('GET', '/api/admin/parametrai/kainos')).json()).toEqual(before);
      expect(await audits('admin.price_switched')).toHaveLength(audited);
    });
  });
});
