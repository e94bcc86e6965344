/**
 * The central self-service site's stand-in (menu.do, footer.do, home, session expired), the
 * setting that points the browser at the central site (GET {base}/central-site, CSP), and
 * POST {base}/change-language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const JONAS = '38703181745/';
const STAND_IN = '/centrine-savitarna';
const FRAME_MARK = 'data-sav="savitarna"';
const FOOTER_MARK = 'data-sav="poraste"';

describe('CENTRAL_SITE_URL', () => {
  it('defaults to the built-in stand-in and keeps an http(s) address without its trailing slash', () => {
    expect(loadConfig({}).centralSiteUrl).toBe(STAND_IN);
    expect(loadConfig({ CENTRAL_SITE_URL: 'https://savitarna.example.lt/portal/' }).centralSiteUrl).toBe('https://savitarna.example.lt/portal');
  });

  it.each(['javascript:alert(1)', 'ftp://example.lt', '/kitas-kelias', 'https://example.lt/?a=1', 'https://vardas:slaptazodis@example.lt', 'ne adresas'])(
    'refuses %s at start-up',
    (value) => {
      expect(() => loadConfig({ CENTRAL_SITE_URL: value })).toThrow(ConfigError);
    },
  );
});

describe.each(TEST_DIALECTS)('central self-service site stand-in [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'savitarna.localhost' } });

  it('GET {base}/central-site names the stand-in on both bases, to anyone', async () => {
    for (const base of ['/sav', '/api']) {
      const res = await get(`${base}/central-site`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ url: STAND_IN });
    }
  });

  it('menu.do with a session id answers the marked frame: header, menu, breadcrumbs, basket with a count, home', async () => {
    const res = await get(`${STAND_IN}/menu.do;jsessionid=Xk3-abc_9.z`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const mark of ['savitarna', 'antraste', 'meniu', 'kelias', 'krepselis', 'pradzia']) expect(res.body).toContain(`data-sav="${mark}"`);
    expect(res.body).toMatch(/data-sav="krepselis" data-kiekis="\d+"/);
    expect(res.body).not.toMatch(/<script|\son\w+=|javascript:/i);
  });

  it('footer.do with a session id answers the marked footer', async () => {
    const res = await get(`${STAND_IN}/footer.do;jsessionid=Xk3abc`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(FOOTER_MARK);
    expect(res.body).toContain('Registrų centras');
  });

  it.each([
    ['no session id', `${STAND_IN}/menu.do`],
    ['an empty session id', `${STAND_IN}/menu.do;jsessionid=`],
    ['a malformed session id', `${STAND_IN}/menu.do;jsessionid=${encodeURIComponent('<b>x</b>')}`],
    ['a malformed session id (footer)', `${STAND_IN}/footer.do;jsessionid=a%20b`],
  ])('an unknown session (%s) gets the login page, without any marker', async (_what, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Prisijungimas prie savitarnos');
    expect(res.body).not.toContain('data-sav=');
    expect(res.body).not.toContain('<b>x</b>');
  });

  it('the home page links to the portal sign-in with a fresh xid each time', async () => {
    const xids = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await get(`${STAND_IN}/`);
      expect(res.statusCode).toBe(200);
      const match = /href="\/login\?xid=([A-Za-z0-9_-]+)"/.exec(res.body);
      expect(match, res.body).not.toBeNull();
      xids.push(match![1]);
    }
    expect(xids[0]).not.toBe(xids[1]);
  });

  it('the home page says why after a failed portal sign-in, and ignores unknown reasons', async () => {
    expect((await get(`${STAND_IN}/?klaida=prisijungimas`)).body).toContain('Prisijungti prie nekilnojamojo turto registro savitarnos nepavyko.');
    const other = await get(`${STAND_IN}/?klaida=${encodeURIComponent('<script>x</script>')}`);
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('role="alert"');
    expect(other.body).not.toContain('<script>x');
  });

  it('serves the session-expired page and the sections its menu links to; anything else is 404', async () => {
    const expired = await get(`${STAND_IN}/sesija-baigesi`);
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toContain('<h1>Sesija baigėsi</h1>');
    expect(expired.body).toMatch(/href="\/login\?xid=[A-Za-z0-9_-]+">Prisijungti iš naujo/);
    expect((await get(`${STAND_IN}/uzsakymai`)).statusCode).toBe(200);
    expect((await get(`${STAND_IN}/nera-tokio`)).statusCode).toBe(404);
  });

  it('every page is served under the strict CSP (no central origin added for the stand-in)', async () => {
    const csp = String((await get(`${STAND_IN}/`)).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self';");
  });
});

describe.each(TEST_DIALECTS)('an external central self-service site [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { CENTRAL_SITE_URL: 'https://savitarna.example.lt/portal' } });
  }, 120_000);
  afterAll(() => t.close());

  it('is named to the browser and allowed by the CSP for fetching and images; the stand-in is not served', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sav/central-site' });
    expect(res.json()).toEqual({ url: 'https://savitarna.example.lt/portal' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' https:\/\/savitarna\.example\.lt;/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/savitarna\.example\.lt/);
    const standIn = await t.app.inject({ method: 'GET', url: `${STAND_IN}/menu.do;jsessionid=abc` });
    expect(standIn.body).not.toContain(FRAME_MARK);
  });
});

describe.each(TEST_DIALECTS)('POST {base}/change-language [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  }, 120_000);
  afterAll(() => t.close());

  const languageOf = async (username: string) =>
    (await t.db.kysely.selectFrom('app_user').select('language').where('username', '=', username).executeTakeFirstOrThrow()).language;
  const change = (headers: Record<string, string>, payload: unknown, base = '/sav') =>
    t.app.inject({ method: 'POST', url: `${base}/change-language`, headers, payload: payload as Record<string, unknown> });

  it('records the signed-in citizen’s language', async () => {
    const citizen = await gatewayLogin(t.app, '/sav', JONAS);
    const username = (await t.db.kysely.selectFrom('app_user').select('username').where('id', '=', citizen.body.naudotojas.snau_id).executeTakeFirstOrThrow())
      .username;
    expect(await languageOf(username)).toBeNull();
    const res = await change(citizen.headers, { language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'en' });
    expect(await languageOf(username)).toBe('en');
    expect(await t.app.languageService.of(citizen.body.naudotojas.snau_id)).toBe('en');
    expect((await change(citizen.headers, { language: 'lt' })).statusCode).toBe(200);
    expect(await languageOf(username)).toBe('lt');
  });

  it('refuses a language the product does not have, or extra properties, and changes nothing', async () => {
    const citizen = await gatewayLogin(t.app, '/sav', JONAS);
    await change(citizen.headers, { language: 'en' });
    const username = (await t.db.kysely.selectFrom('app_user').select('username').where('id', '=', citizen.body.naudotojas.snau_id).executeTakeFirstOrThrow())
      .username;
    for (const payload of [{ language: 'de' }, { language: 'EN' }, {}, { language: 'lt', snau_id: 1 }, { language: 7 }]) {
      const res = await change(citizen.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/^errors\./);
    }
    expect(await languageOf(username)).toBe('en');
  });

  it('needs a signed-in user (401), on either base', async () => {
    expect((await change({}, { language: 'en' })).statusCode).toBe(401);
    const notary = await login(t.app, 'DT_notaras');
    expect((await change(notary.headers, { language: 'en' }, '/api')).statusCode).toBe(200);
    expect(await languageOf('DT_notaras')).toBe('en');
    // a workplace token is not a portal session
    expect((await change(notary.headers, { language: 'lt' }, '/sav')).statusCode).toBe(401);
  });
});
