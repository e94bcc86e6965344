import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

describe.each(TEST_DIALECTS)('consent to the terms of use [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const consent = (headers: Record<string, string>, payload: Record<string, unknown>, base = '/api') =>
    t.app.inject({ method: 'POST', url: `${base}/naudotojas/sutikimas`, headers, payload });
  const audits = async () =>
    await t.db.kysely.selectFrom('audit_event').select(['action', 'actor_name']).where('action', 'like', 'consent.%').orderBy('id').execute();

  it('GET naudojimo-sutartis returns both terms in Lithuanian to anyone, on both bases', async () => {
    for (const base of ['/api', '/sav']) {
      const res = await t.app.inject({ method: 'GET', url: `${base}/naudojimo-sutartis` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.html).toContain('informacinės sistemos naudojimo sąlygos');
      expect(body.html_ntrpaslaugos).toContain('Nekilnojamojo turto registro elektroninių paslaugų teikimo sąlygos');
      expect(`${body.html}${body.html_ntrpaslaugos}`).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('records a workplace user’s consent, which the next sign-in reports', async () => {
    await t.db.kysely.updateTable('app_user').set({ consent_terms: 0 }).where('username', '=', 'DT_teismas').execute();
    const signedIn = await login(t.app, 'DT_teismas');
    expect(signedIn.body.naudotojas.snau_sutikimas_su_salygomis).toBe(false);
    const res = await consent(signedIn.headers, { snau_id: signedIn.body.naudotojas.snau_id, snau_sutikimas_su_salygomis: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ snau_sutikimas_su_salygomis: true, snau_savitarnos_sutartis: false });
    expect((await login(t.app, 'DT_teismas')).body.naudotojas.snau_sutikimas_su_salygomis).toBe(true);
    expect((await audits()).at(-1)).toEqual({ action: 'consent.given', actor_name: 'DT_teismas' });
  });

  it("refuses to record another user's consent (403) and changes nothing", async () => {
    const notary = await login(t.app, 'DT_notaras');
    const other = await t.db.kysely.selectFrom('app_user').select(['id', 'consent_terms']).where('username', '=', 'DT_JA').executeTakeFirstOrThrow();
    const res = await consent(notary.headers, { snau_id: other.id, snau_sutikimas_su_salygomis: false });
    expect(res.statusCode).toBe(403);
    const after = await t.db.kysely.selectFrom('app_user').select('consent_terms').where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(after.consent_terms).toBe(other.consent_terms);
  });

  it('portal: the first sign-in asks for consent; agreeing also accepts the self-service contract; the NTR services consent is separate', async () => {
    await t.db.kysely.updateTable('app_user').set({ self_service_contract: 1 }).where('username', '=', 'rkazlauskiene').execute();
    const ruta = await gatewayLogin(t.app, '/sav', '49206111231/');
    expect(ruta.body.pirmas_prisijungimas).toBe(true);
    expect(ruta.body.naudotojas).toMatchObject({ snau_sutikimas_su_salygomis: false, snau_savitarnos_sutartis: false });
    const id = ruta.body.naudotojas.snau_id;

    const agreed = await consent(ruta.headers, { snau_id: id, snau_sutikimas_su_salygomis: true }, '/sav');
    expect(agreed.json()).toEqual({
      snau_id: id,
      snau_sutikimas_su_salygomis: true,
      snau_sutikimas_su_salygomis_ntrpaslaugos: false,
      snau_savitarnos_sutartis: true,
    });
    const ntr = await consent(ruta.headers, { snau_id: id, snau_sutikimas_su_salygomis: true, ntrpaslaugos: true }, '/sav');
    expect(ntr.json()).toEqual({
      snau_id: id,
      snau_sutikimas_su_salygomis: true,
      snau_sutikimas_su_salygomis_ntrpaslaugos: true,
      snau_savitarnos_sutartis: true,
    });

    const again = await gatewayLogin(t.app, '/sav', '49206111231/');
    expect(again.body.pirmas_prisijungimas).toBe(false);
    expect(again.body.naudotojas).toMatchObject({
      snau_sutikimas_su_salygomis: true,
      snau_savitarnos_sutartis: true,
      snau_sutikimas_su_salygomis_ntrpaslaugos: true,
    });
  });

  it('records a refusal (Disagree) and audits it', async () => {
    const jonas = await gatewayLogin(t.app, '/sav', '38703181745/');
    const res = await consent(jonas.headers, { snau_id: jonas.body.naudotojas.snau_id, snau_sutikimas_su_salygomis: false }, '/sav');
    expect(res.json()).toMatchObject({ snau_sutikimas_su_salygomis: false, snau_savitarnos_sutartis: false });
    expect((await audits()).at(-1)).toEqual({ action: 'consent.refused', actor_name: 'EL_FA' });
  });

  it('refuses anonymous callers (401) and bad bodies (400)', async () => {
    expect((await consent({}, { snau_id: 1, snau_sutikimas_su_salygomis: true })).statusCode).toBe(401);
    const { headers, body } = await login(t.app, 'RG');
    const id = body.naudotojas.snau_id;
    for (const payload of [
      { snau_id: id },
      { snau_id: id, snau_sutikimas_su_salygomis: 'taip' },
      { snau_id: id, snau_sutikimas_su_salygomis: true, extra: 1 },
      { snau_id: String(id), snau_sutikimas_su_salygomis: true },
    ]) {
      expect((await consent(headers, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
