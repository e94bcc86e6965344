/**
 * One route table for both API bases (api/lib/api-bases.ts, decision 0178): a route that
 * answers under /api and /sav is in the router once; a route of one base only answers 404
 * (the router's own not-found answer) under the other; a /sav call still speaks to the portal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servesRoute } from '../../api/lib/api-bases.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { TEST_DIALECTS } from '../helpers/database.js';

/** A concrete path for a route pattern (every parameter '1'). */
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, '1');

describe.each(TEST_DIALECTS)('API bases over one route table [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
  });
  afterAll(() => t.close());

  const rules = () => t.app.routeRules.filter((r) => r.method !== 'HEAD');
  const urls = (base: string) =>
    new Set(
      rules()
        .filter((r) => r.url.startsWith(`${base}/`))
        .map((r) => `${r.method} ${r.url.slice(base.length)}`),
    );

  it('keeps each route answering under both bases in the router once', () => {
    const api = urls('/api');
    const shared = [...urls('/sav')].filter((route) => api.has(route));
    expect(shared.length).toBeGreaterThan(50);
    // no path of the router starts with /sav: a second registration under /sav would add one
    const top = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => /^[├└]── /.test(line));
    expect(top.filter((line) => /^[├└]── \/sav(\/| |$)/.test(line))).toEqual([]);
    for (const route of shared) {
      const [method, path] = route.split(' ') as [string, string];
      expect(servesRoute(t.app, method, `/api${path}`), route).toBe(true);
      expect(t.app.hasRoute({ method, url: `/sav${path}` }), route).toBe(false);
    }
  });

  it('answers 404 under /sav for every /api-only route, and under /api for every /sav-only one', async () => {
    const api = urls('/api');
    const sav = urls('/sav');
    const only = [...[...api].filter((r) => !sav.has(r)).map((r) => `/sav ${r}`), ...[...sav].filter((r) => !api.has(r)).map((r) => `/api ${r}`)];
    expect(only.length).toBeGreaterThan(100);
    for (const entry of only) {
      const [other, method, path] = entry.split(' ') as [string, string, string];
      const answer = await t.app.inject({ method: method as 'GET', url: `${other}${concrete(path)}` });
      expect(answer.statusCode, entry).toBe(404);
      expect(answer.json(), entry).toEqual({ message: 'errors.not_found' });
      expect(servesRoute(t.app, method, `${other}${path}`), entry).toBe(false);
    }
  });

  it('a sample of each base answers under its own base only', async () => {
    for (const url of ['/api/acl/user', '/api/admin/parametrai', '/api/journal', '/api/admin/registrai']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: url.replace('/api', '/sav') })).statusCode, url).toBe(404);
    }
    for (const url of ['/sav/cart-items', '/sav/objects', '/sav/land-plots', '/sav/certificate-pdfs']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: url.replace('/sav', '/api') })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: '/sav/login', payload: { username: 'x', password: 'y' } })).statusCode).toBe(404);
  });

  it('tells the stand-in gateway page and the sign-in start the base the client called', async () => {
    for (const base of ['/api', '/sav']) {
      const page = await t.app.inject({ method: 'GET', url: `${base}/gateway/login` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`action="${base}/gateway/login"`);
      const start = await t.app.inject({ method: 'GET', url: `${base}/ipasas/start` });
      expect(start.headers.location).toContain(`${base}/gateway/login`);
    }
  });
});
