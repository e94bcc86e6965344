/** The accessibility mode (spec §9) is remembered per user on the server, on both faces. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

describe.each(TEST_DIALECTS)('PUT {base}/naudotojas/prieinamumas [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let citizen: SignedIn;
  const modeOf = async (base: string, who: SignedIn) =>
    ((await t.app.inject({ method: 'GET', url: `${base}/naudotojas`, headers: who.headers })).json() as { naudotojas: { snau_prieinamumo_rezimas: boolean } })
      .naudotojas.snau_prieinamumo_rezimas;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    notary = await login(t.app, 'DT_notaras');
    citizen = await gatewayLogin(t.app, '/sav', '38703181745/');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is off until switched on; the choice is kept for the next sign-in', async () => {
    expect(notary.body.naudotojas.snau_prieinamumo_rezimas).toBe(false);
    const res = await t.app.inject({ method: 'PUT', url: '/api/naudotojas/prieinamumas', headers: notary.headers, payload: { prieinamumo_rezimas: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ prieinamumo_rezimas: true });
    expect(await modeOf('/api', notary)).toBe(true);
    expect((await login(t.app, 'DT_notaras')).body.naudotojas.snau_prieinamumo_rezimas).toBe(true);
    await t.app.inject({ method: 'PUT', url: '/api/naudotojas/prieinamumas', headers: notary.headers, payload: { prieinamumo_rezimas: false } });
    expect(await modeOf('/api', notary)).toBe(false);
  });

  it('is kept for a portal user too', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/sav/naudotojas/prieinamumas', headers: citizen.headers, payload: { prieinamumo_rezimas: true } });
    expect(res.statusCode).toBe(200);
    expect(await modeOf('/sav', citizen)).toBe(true);
  });

  it('refuses an anonymous caller (401) and a bad body (400), changing nothing', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/naudotojas/prieinamumas', payload: { prieinamumo_rezimas: true } })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/naudotojas/prieinamumas', headers: notary.headers, payload: { prieinamumo_rezimas: 'taip' } });
    expect(bad.statusCode).toBe(400);
    expect(await modeOf('/api', notary)).toBe(false);
  });
});
