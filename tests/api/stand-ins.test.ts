/**
 * Stand-ins are a mode (issue #16 item 1, docs/decisions/0040-stand-ins-mode.md): STAND_INS
 * governs every local stand-in of an external system. On (the default with the embedded
 * SQLite database) they run and system-info says so (the demo banner); off, they do not
 * exist — their routes are gone, the gateway stand-in's assertion is refused — and the start
 * is refused unless every seam has a real implementation. None is built in yet, so the
 * off-mode app here gets test doubles through the seams' interfaces (buildApp's
 * externalSystems), the way a real implementation would sit behind them.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { servesRoute } from '../../api/lib/api-bases.js';
import { ConfigError, EXTERNAL_SYSTEMS, loadConfig, type AppConfig } from '../../api/config.js';
import type { ExternalImplementations } from '../../api/external-systems.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayAssertion, gatewayLogin } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { certificateClient } from './cart-flow.js';

const NOTARY = '47905032313/';
const JONAS = '38703181745/';
const REAL_CENTRAL_SITE = 'https://savitarna.example.lt/portal';
/** a mail server of a deployment (never contacted: the off-mode app's sender does not run) */
const REAL_SMTP = 'smtp://pastas.example.lt:587';
const SETTINGS = Object.values(EXTERNAL_SYSTEMS).map((s) => s.setting);

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

/**
 * Doubles of real providers, behind each seam's interface. The gateway asserts `real:<personal code>`
 * (a stand-in for a real gateway's own signed answer); the bank signs nothing here; the others are not reached.
 */
function realProviders(): ExternalImplementations {
  const unused = () => Promise.reject(new Error('not used in this test'));
  return {
    signInGateway: {
      name: 'real-gateway',
      startUrl: () => 'https://epaslaugos.example.lt/login',
      async verify(enc) {
        const match = /^real:(\d{11})$/.exec(enc);
        return match ? { identity: { personCode: match[1], firstName: 'Asta', lastName: 'Notarė', company: null } } : { refused: 'forged' };
      },
    },
    signingProvider: { id: 'real-signer', sign: unused, verify: unused, sealPdf: unused, sealCertificate: unused },
    // the bank attests no outcome for a confirmation it did not sign (it signs none in these tests)
    paymentProvider: { name: 'real-bank', start: unused, verify: async () => null },
    landRegister: { plotsOf: async () => [], find: async () => [] },
    foreignEntityRegister: { find: async () => null },
  };
}

describe('STAND_INS setting', () => {
  it('is on by default with the embedded SQLite database, off with PostgreSQL', () => {
    expect(loadConfig({}).standIns).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'sqlite:data/x.sqlite' }).standIns).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/registry', STAND_INS: 'on' }).standIns).toBe(true);
    // PostgreSQL without a word: off, and so refused like STAND_INS=off, saying why it is off
    expect(problemsOf({ DATABASE_URL: 'postgres://u@db/registry' })).toEqual([
      expect.stringMatching(/^STAND_INS is off, its default with PostgreSQL: set STAND_INS=on for the demo/),
      ...problemsOf({ STAND_INS: 'off' }),
    ]);
  });

  it('takes on or off only', () => {
    expect(problemsOf({ STAND_INS: 'yes' })).toEqual([expect.stringContaining('STAND_INS must be on or off (got "yes"')]);
  });

  it('off refuses to start while any seam has no real implementation, naming each seam and where one plugs in', () => {
    const problems = problemsOf({ STAND_INS: 'off' });
    expect(problems).toHaveLength(SETTINGS.length + 2);
    for (const { setting, module } of Object.values(EXTERNAL_SYSTEMS)) {
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${setting}: the stand-in "local" does not run while STAND_INS=off.*${module}`)));
    }
    expect(problems).toContainEqual(expect.stringMatching(/^CENTRAL_SITE_URL must be set while STAND_INS=off/));
    expect(problems).toContainEqual(expect.stringMatching(/^SMTP_URL must be set while STAND_INS=off.*api\/modules\/outbox/));
  });

  it('off refuses the stand-in by name, and a name without an implementation, naming the module', () => {
    const problems = problemsOf({ STAND_INS: 'off', CENTRAL_SITE_URL: REAL_CENTRAL_SITE, PAYMENT_PROVIDER: 'local', LAND_REGISTER: 'rc-kadastras' });
    expect(problems).toContainEqual(expect.stringMatching(/^PAYMENT_PROVIDER: the stand-in "local" does not run while STAND_INS=off.*api\/modules\/cart/));
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^LAND_REGISTER must be one of: \(no real implementation is built in yet\) \(got "rc-kadastras"\).*api\/modules\/certificate-issue/,
      ),
    );
    expect(problems.some((p) => p.startsWith('CENTRAL_SITE_URL'))).toBe(false);
  });
});

describe.each(TEST_DIALECTS)('stand-ins on and off [%s]', (dialect) => {
  let on: TestApp;
  let off: FastifyInstance;
  // loadConfig refuses off mode today (nothing real is built in): the off-mode app takes the
  // loaded settings with the mode switched off and a real central site, and gets every seam's
  // implementation through buildApp, as a deployment with real providers would have them.
  const offConfig = (): AppConfig => ({
    ...on.config,
    standIns: false,
    centralSiteUrl: REAL_CENTRAL_SITE,
    mail: { ...on.config.mail, smtpUrl: REAL_SMTP, sendMinutes: 0 },
  });
  const buildOff = (externalSystems: Partial<ExternalImplementations>, config = offConfig()) =>
    buildApp({ config, db: on.db, clock: on.clock, logger: false, externalSystems });

  beforeAll(async () => {
    on = await createTestApp(dialect);
    off = await buildOff(realProviders());
    await off.ready();
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  it('system-info tells the browser the mode (the demo banner)', async () => {
    expect((await on.app.inject({ method: 'GET', url: '/sav/system-info' })).json()).toMatchObject({ standIns: true });
    expect((await off.inject({ method: 'GET', url: '/api/system-info' })).json()).toMatchObject({ standIns: false });
    expect((await off.inject({ method: 'GET', url: '/sav/system-info' })).json()).toMatchObject({ standIns: false });
  });

  it('on: the stand-ins serve their pages', async () => {
    expect((await on.app.inject({ method: 'GET', url: '/api/gateway/login' })).statusCode).toBe(200);
    expect((await on.app.inject({ method: 'GET', url: '/centrine-savitarna/' })).statusCode).toBe(200);
    expect(servesRoute(on.app, 'GET', '/sav/cart-payments/:paymentId')).toBe(true);
  });

  it('off: the stand-in routes do not exist', async () => {
    for (const base of ['/api', '/sav']) {
      const page = await off.inject({ method: 'GET', url: `${base}/gateway/login` });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ message: 'errors.not_found' });
      const form = await off.inject({
        method: 'POST',
        url: `${base}/gateway/login`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `identity=${encodeURIComponent(NOTARY)}`,
      });
      expect(form.statusCode).toBe(404);
    }
    for (const [method, url] of [
      ['GET', '/sav/cart-payments/:paymentId'],
      ['POST', '/sav/cart-payments/:paymentId'],
      ['GET', '/centrine-savitarna/'],
      ['GET', '/centrine-savitarna/:page'],
    ] as const) {
      expect(servesRoute(off, method, url), `${method} ${url}`).toBe(false);
    }
    expect((await off.inject({ method: 'GET', url: '/centrine-savitarna/menu.do;jsessionid=abc' })).statusCode).toBe(404);
    // the sign-in starts at the configured gateway
    expect((await off.inject({ method: 'GET', url: '/api/ipasas/start' })).headers.location).toBe('https://epaslaugos.example.lt/login');
  });

  it("off: the gateway stand-in's assertion is refused (401, audited), though the stand-in would accept it", async () => {
    // the hostile probe: the stand-in's public form signs anyone in as the notary
    const enc = await gatewayAssertion(on.app, '/api', NOTARY);
    const refused = await off.inject({ method: 'POST', url: '/api/ipasas?xid=demo-xid', payload: { enc } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'errors.gateway_assertion_invalid' });
    const audit = await on.db.kysely
      .selectFrom('audit_event')
      .select(['object_id', 'reason'])
      .where('action', '=', 'auth.gateway_refused')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ object_id: 'real-gateway', reason: 'forged' });
    // the same assertion is a working one where the stand-in runs
    expect((await on.app.inject({ method: 'POST', url: '/api/ipasas?xid=demo-xid', payload: { enc } })).json().roles).toEqual(['DT_notaras']);
  });

  it('off: the configured gateway signs in to the workplace only a person holding a workplace account bound to the personal code', async () => {
    const notary = await off.inject({ method: 'POST', url: '/api/ipasas', payload: { enc: 'real:47905032313' } });
    expect(notary.statusCode).toBe(200);
    expect(notary.json().roles).toEqual(['DT_notaras']);
    const stranger = await off.inject({ method: 'POST', url: '/api/ipasas', payload: { enc: 'real:36812123456' } });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: 'errors.gateway_unknown_user' });
  });

  it("off: the payment stand-in's confirmation does not mark an order paid, though the stand-in would accept it", async () => {
    const jonas = await gatewayLogin(on.app, '/sav', JONAS);
    const standIn = certificateClient(on.app, jonas);
    const id = await standIn.awaitingPayment();
    const { payment, confirmation } = await standIn.throughStandIn(id, 'apmoketas');
    const refused = await certificateClient(off, jonas).confirm(id, payment, confirmation);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'errors.payment_confirmation_invalid' });
    expect((await standIn.cart(id)).json()).toMatchObject({ status: 'laukia_apmokejimo', paidAt: null });
    expect((await standIn.confirm(id, payment, confirmation)).json()).toMatchObject({ paidAt: expect.any(String) });
  });

  it('off: building the app is refused while a seam has no real implementation, naming it and its module', async () => {
    const { paymentProvider: _left, ...allButPayment } = realProviders();
    await expect(buildOff(allButPayment)).rejects.toThrow(ConfigError);
    await expect(buildOff(allButPayment)).rejects.toThrow(/PAYMENT_PROVIDER: the stand-in "local" does not run while STAND_INS=off.*api\/modules\/cart/);
    await expect(buildOff(realProviders(), { ...offConfig(), centralSiteUrl: on.config.centralSiteUrl })).rejects.toThrow(
      /CENTRAL_SITE_URL must be set while STAND_INS=off/,
    );
    await expect(buildOff(realProviders(), { ...offConfig(), mail: on.config.mail })).rejects.toThrow(/SMTP_URL must be set while STAND_INS=off/);
  });
});
