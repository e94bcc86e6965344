/**
 * The rest of the system parameters (/api/admin/parametrai): the sweep interval is a parameter
 * the sweeps read before each wait (changed without a restart), and the fees of the price list
 * are changed there, in effect for the next order, audited with before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceOf } from '../../api/modules/cart/prices.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
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
});
