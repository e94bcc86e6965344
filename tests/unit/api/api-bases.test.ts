/**
 * api/lib/api-bases.ts on a small Fastify routed like the app: a /sav URL reaches the route
 * registered once under /api, a route of one base is the router's 404 under the other, and the
 * request still shows the client's URL (face, route URL, request log).
 */
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiBaseConstraint,
  apiBaseOf,
  baseOf,
  clientRouteUrl,
  markOnlyUnder,
  onlyUnder,
  rewriteUrl,
  servedUrls,
  withClientUrls,
} from '../../../api/lib/api-bases.js';

let app: FastifyInstance;
afterEach(() => app?.close());

async function routed(logLines: string[] = []) {
  const stream = new Writable({ write: (chunk, _encoding, done) => void (logLines.push(String(chunk)), done()) });
  app = Fastify({
    logger: withClientUrls({ level: 'info', stream }),
    rewriteUrl,
    routerOptions: { ignoreTrailingSlash: true, constraints: { apiBase: apiBaseConstraint } },
  });
  markOnlyUnder(app);
  const show = async (request: Parameters<typeof apiBaseOf>[0]) => ({ base: apiBaseOf(request), route: clientRouteUrl(request) });
  await app.register(async (shared) => void shared.get('/items/:id', show), { prefix: '/api' });
  await app.register(
    onlyUnder('/api', async (api) => void api.get('/admin', show)),
    { prefix: '/api' },
  );
  await app.register(
    onlyUnder('/sav', async (sav) => void sav.get('/cart', show)),
    { prefix: '/api' },
  );
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'errors.not_found' }));
  return app;
}

describe('API bases', () => {
  it('reads the base of a URL as the router does', () => {
    expect(['/api', '/api/x', '/sav?q=1', '/sav/x/y', '/%73av/x', '/%61pi'].map(baseOf)).toEqual(['/api', '/api', '/sav', '/sav', '/sav', '/api']);
    expect(['/', '/savx', '/SAV/x', '/assets/sav/x', '/%E0%A4%A/x', '/x/api'].map(baseOf)).toEqual([null, null, null, null, null, null]);
  });

  it('routes a /sav URL to /api, keeping the rest of it', () => {
    const url = (value: string) => rewriteUrl({ url: value } as Parameters<typeof rewriteUrl>[0]);
    expect(['/sav/items/1?x=/sav', '/sav', '/%73av/cart', '/api/items/1', '/savx', '/'].map(url)).toEqual([
      '/api/items/1?x=/sav',
      '/api',
      '/api/cart',
      '/api/items/1',
      '/savx',
      '/',
    ]);
  });

  it('serves a shared route under both bases and a base-only route under its base only', async () => {
    await routed();
    expect((await app.inject('/api/items/7')).json()).toEqual({ base: '/api', route: '/api/items/:id' });
    expect((await app.inject('/sav/items/7')).json()).toEqual({ base: '/sav', route: '/sav/items/:id' });
    expect((await app.inject('/%73av/items/7')).json()).toEqual({ base: '/sav', route: '/sav/items/:id' });
    expect((await app.inject('/api/admin')).json()).toEqual({ base: '/api', route: '/api/admin' });
    expect((await app.inject('/sav/cart/')).json()).toEqual({ base: '/sav', route: '/sav/cart' });
    for (const url of ['/sav/admin', '/api/cart', '/items/7', '/admin', '/cart', '/x/api/admin']) {
      const answer = await app.inject(url);
      expect([url, answer.statusCode, answer.json()]).toEqual([url, 404, { message: 'errors.not_found' }]);
    }
  });

  it('lists a route under each base that serves it', () => {
    expect(servedUrls({ url: '/api/items/:id' })).toEqual(['/api/items/:id', '/sav/items/:id']);
    expect(servedUrls({ url: '/api/cart', constraints: { apiBase: '/sav' } })).toEqual(['/sav/cart']);
    expect(servedUrls({ url: '/api/admin', constraints: { apiBase: '/api' } })).toEqual(['/api/admin']);
    expect(servedUrls({ url: '/assets/*' })).toEqual(['/assets/*']);
  });

  it('logs the URL the client sent', async () => {
    const lines: string[] = [];
    await routed(lines);
    await app.inject('/sav/items/7?q=1');
    const incoming = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } }).find((line) => line.msg === 'incoming request');
    expect(incoming?.req?.url).toBe('/sav/items/7?q=1');
  });
});
