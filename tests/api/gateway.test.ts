import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { signAssertion } from '../../api/modules/gateway/assertion.js';
import { LOCAL_ISSUER } from '../../api/modules/gateway/local/stand-in.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { bearer, gatewayAssertion, gatewayLogin } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const JONAS = '38703181745/';
const ONA_FOR_NEMUNO_PREKYBA = '48502253414/304512345';
const NOTARY = '47905032313/';
const NO_ACCOUNT = '36812123456/';

const secondsAfter = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

describe.each(TEST_DIALECTS)('e-government gateway stand-in and POST ipasas [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const ipasas = (base: string, enc: string, xid = 'demo-xid') => t.app.inject({ method: 'POST', url: `${base}/ipasas?xid=${xid}`, payload: { enc } });
  const refusals = async () =>
    (await t.db.kysely.selectFrom('audit_event').select('reason').where('action', '=', 'auth.gateway_refused').orderBy('id').execute()).map((r) => r.reason);

  it('GET ipasas/start sends the browser to the stand-in of the same base, keeping xid', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sav/ipasas/start?xid=SAV123' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sav/gateway/login?xid=SAV123');
    expect((await t.app.inject({ method: 'GET', url: '/api/ipasas/start' })).headers.location).toBe('/api/gateway/login');
  });

  it('serves a script-free HTML page listing the demo people and companies, under the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sav/gateway/login?xid=SAV123' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('action="/sav/gateway/login"');
    expect(res.body).toContain('name="xid" value="SAV123"');
    expect(res.body).toContain('Jonas Petraitis');
    expect(res.body).toContain('UAB „Nemuno prekyba“');
    expect(res.body).toContain(`value="${ONA_FOR_NEMUNO_PREKYBA}"`);
  });

  it('redirects the chosen person back to /ipasas on the same origin with enc and xid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sav/gateway/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `identity=${encodeURIComponent(JONAS)}&xid=SAV123`,
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location), 'http://savitarna.localhost');
    expect(location.pathname).toBe('/ipasas');
    expect(location.searchParams.get('xid')).toBe('SAV123');
    expect(location.searchParams.get('enc')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('refuses an identity the directory does not hold and unknown form fields (400)', async () => {
    const post = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/sav/gateway/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
    expect((await post('identity=12345678901%2F')).json()).toEqual({ message: 'errors.gateway_unknown_identity' });
    expect((await post(`identity=${encodeURIComponent(JONAS)}&role=AD_administratorius`)).statusCode).toBe(400);
  });

  it('signs a citizen in to the portal: naudotojas, roles from the database, pirmas_prisijungimas', async () => {
    const { body, token } = await gatewayLogin(t.app, '/sav', JONAS);
    expect(body.roles).toEqual(['EL_FA']);
    expect(body.pirmas_prisijungimas).toBe(true);
    expect(body.zinutes).toBeUndefined();
    expect(body.naudotojas).toMatchObject({ snau_vardas: 'Jonas', snau_pavarde: 'Petraitis', snau_sutikimas_su_salygomis: false });
    expect((await t.app.inject({ method: 'GET', url: '/sav/check-user', headers: bearer(token) })).statusCode).toBe(200);
    // a portal token is no good for the workplace
    expect((await t.app.inject({ method: 'GET', url: '/api/check-user', headers: bearer(token) })).statusCode).toBe(401);
    expect((await gatewayLogin(t.app, '/sav', JONAS)).body.pirmas_prisijungimas).toBe(false);
  });

  it("signs a company's representative in as that company (EL_JA), a separate account from the person", async () => {
    const { body } = await gatewayLogin(t.app, '/sav', ONA_FOR_NEMUNO_PREKYBA);
    expect(body.roles).toEqual(['EL_JA']);
    expect(body.naudotojas).toMatchObject({ snau_kontora: 'UAB „Nemuno prekyba“', snau_kontora_tipas: 'juridinis_asmuo' });
    const company = await gatewayLogin(t.app, '/sav', '38703181745/302987654');
    expect(company.body.naudotojas.snau_kontora).toBe('UAB „Petraičio statyba“');
    expect(company.body.naudotojas.snau_id).not.toBe((await gatewayLogin(t.app, '/sav', JONAS)).body.naudotojas.snau_id);
  });

  it('signs a data provider in to the workplace through the gateway, and refuses a citizen there', async () => {
    const notary = await gatewayLogin(t.app, '/api', NOTARY);
    expect(notary.body.roles).toEqual(['DT_notaras']);
    const citizen = await ipasas('/api', await gatewayAssertion(t.app, '/api', JONAS));
    expect(citizen.statusCode).toBe(403);
    expect(citizen.json()).toEqual({ message: 'errors.no_role' });
  });

  it('refuses a person the registry has no account for (403, audited)', async () => {
    const res = await ipasas('/sav', await gatewayAssertion(t.app, '/sav', NO_ACCOUNT));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'errors.gateway_unknown_user' });
    expect(await refusals()).toContain('unknown_identity');
  });

  it('refuses a replayed assertion (single use, recorded in the database)', async () => {
    const enc = await gatewayAssertion(t.app, '/sav', JONAS);
    expect((await ipasas('/sav', enc)).statusCode).toBe(200);
    const again = await ipasas('/sav', enc);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'errors.gateway_assertion_expired' });
    expect((await refusals()).at(-1)).toBe('replayed');
  });

  it('refuses an expired assertion (two minutes)', async () => {
    t.clock.set(TEST_NOW);
    const enc = await gatewayAssertion(t.app, '/sav', JONAS);
    t.clock.set(secondsAfter(TEST_NOW, 120));
    const res = await ipasas('/sav', enc);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'errors.gateway_assertion_expired' });
    expect((await refusals()).at(-1)).toBe('expired');
    t.clock.set(TEST_NOW);
  });

  it('refuses forged assertions: edited claims, a foreign key, garbage', async () => {
    const enc = await gatewayAssertion(t.app, '/sav', JONAS);
    const [body, mac] = enc.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const edited = Buffer.from(JSON.stringify({ ...claims, sub: '49206111231' })).toString('base64url');
    const foreign = signAssertion(
      'x'.repeat(40),
      { iss: LOCAL_ISSUER, aud: 'portal', sub: '38703181745', given_name: 'Jonas', family_name: 'Petraitis', company: null, xid: 'demo-xid' },
      new Date(TEST_NOW),
    );
    for (const forged of [`${edited}.${mac}`, foreign, 'garbage', `${body}.`, `${body}.${mac}.x`]) {
      const res = await ipasas('/sav', forged);
      expect(res.statusCode, forged).toBe(401);
      expect(res.json()).toEqual({ message: 'errors.gateway_assertion_invalid' });
    }
    expect((await refusals()).slice(-5)).toEqual(['forged', 'forged', 'malformed', 'malformed', 'malformed']);
    // the untouched assertion still works: the refusals consumed nothing
    expect((await ipasas('/sav', enc)).statusCode).toBe(200);
  });

  it('refuses an assertion issued for the other face, or brought back with another xid', async () => {
    const workplaceEnc = await gatewayAssertion(t.app, '/api', JONAS);
    expect((await ipasas('/sav', workplaceEnc)).statusCode).toBe(401);
    expect((await refusals()).at(-1)).toBe('wrong_audience');
    const enc = await gatewayAssertion(t.app, '/sav', JONAS, 'SAV-1');
    expect((await ipasas('/sav', enc, 'SAV-2')).statusCode).toBe(401);
    expect((await refusals()).at(-1)).toBe('xid_mismatch');
    expect((await ipasas('/sav', enc, 'SAV-1')).statusCode).toBe(200);
  });

  it('rejects a body with unknown properties or without enc (400)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/sav/ipasas', payload: { enc: 'a.b', roles: ['EL_FA'] } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/sav/ipasas', payload: {} })).statusCode).toBe(400);
  });

  it('keeps a generated key in the database, so another API process on it accepts the assertion', async () => {
    const secrets = await t.db.kysely.selectFrom('server_secret').selectAll().where('name', '=', 'GATEWAY_SECRET').execute();
    expect(secrets).toHaveLength(1);
    const other = await buildApp({ config: t.config, db: t.db, clock: t.clock, logger: false });
    try {
      const enc = await gatewayAssertion(t.app, '/sav', JONAS);
      const res = await other.inject({ method: 'POST', url: '/sav/ipasas?xid=demo-xid', payload: { enc } });
      expect(res.statusCode).toBe(200);
      // and the nonce it recorded is seen by the first process
      expect((await ipasas('/sav', enc)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe.each(TEST_DIALECTS)('gateway key from GATEWAY_SECRET [%s]', (dialect) => {
  it('signs with the configured key and stores none', async () => {
    const key = 'k'.repeat(48);
    const t = await createTestApp(dialect, { env: { GATEWAY_SECRET: key } });
    try {
      expect(await t.db.kysely.selectFrom('server_secret').selectAll().where('name', '=', 'GATEWAY_SECRET').execute()).toEqual([]);
      const enc = signAssertion(
        key,
        { iss: LOCAL_ISSUER, aud: 'portal', sub: '38703181745', given_name: 'Jonas', family_name: 'Petraitis', company: null, xid: null },
        t.clock.now(),
      );
      const res = await t.app.inject({ method: 'POST', url: '/sav/ipasas', payload: { enc } });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
