import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { loadConfig } from '../../api/config.js';
import { getNotice } from '../../src/domain/contracts/notices.js';
import { signIn } from '../../src/domain/contracts/auth.js';
import { listJournal } from '../../src/domain/contracts/journal.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createTestDb } from '../helpers/database.js';

describe('server basics [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/version', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(Object.keys(res.json())).toEqual(['message']);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/sav/nothing/here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'errors.not_found' });
    }
  });

  it('answers an oversize body with 413 and no stack trace', async () => {
    const big = JSON.stringify({ x: 'a'.repeat(t.config.bodyLimitBytes + 10) });
    const res = await t.app.inject({ method: 'POST', url: '/api/version', headers: { 'content-type': 'application/json' }, payload: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'errors.body_too_large' });
  });

  it('sends a strict Content-Security-Policy and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/version', headers: { 'x-request-id': 'abc-123' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    // the server's own id, never the client's (tests/api/request-id.test.ts)
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves an OpenAPI document that lists both API bases', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/version');
    expect(paths).toContain('/sav/version');
  });

  it('serves Swagger UI at /api/docs: its page, its files and the same document as app.openapiDocument()', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    const css = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.rawPayload.length).toBeGreaterThan(1000);
    const redirect = await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expect([redirect.statusCode, redirect.headers.location]).toEqual([302, '/api/docs/']);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).toEqual(await t.app.openapiDocument());
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/yaml' })).body).toContain('openapi:');
    expect(Object.keys((await t.app.openapiDocument()).paths as object).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  it("takes each converted route's schemas from its contract (src/domain/contracts)", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/sav/notices/{token}'].get;
    expect(operation.summary).toBe(getNotice.summary);
    expect(operation.responses['200'].content['application/json'].schema.required).toEqual(getNotice.responses[200].required);
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(['token']);
    const login = doc.paths['/api/login'].post;
    expect(login.summary).toBe(signIn.summary);
    expect(login.requestBody.content['application/json'].schema.required).toEqual(signIn.body.required);
    expect(doc.paths['/api/journal'].get.summary).toBe(listJournal.summary);
  });

  it('says a public route needs no bearer token, and a signed-in route the default one', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/sav/notices/{token}'].get.security).toEqual([]);
    expect(doc.paths['/api/login'].post.security).toEqual([]);
    expect(doc.paths['/sav/ipasas'].post.security).toEqual([]);
    expect(doc.paths['/api/dashboard'].get.security).toBeUndefined();
  });
});

describe('error masking [sqlite]', () => {
  it('masks a 5xx: no message, stack or SQL reaches the client', async () => {
    const db = await createTestDb('sqlite');
    const app = await buildApp({ config: loadConfig({ CLIENT_DIR: '.no-client', LOG_LEVEL: 'silent' }), db, logger: false });
    app.get('/api/boom', { config: { access: { public: true } } }, async () => {
      throw new Error('select * from secret_table -- internal detail');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'errors.server' });
    expect(res.body).not.toContain('secret_table');
    await app.close();
    await db.cleanup();
  });

  it('refuses to start when an API route has no access rule', async () => {
    const db = await createTestDb('sqlite');
    const app = await buildApp({ config: loadConfig({ CLIENT_DIR: '.no-client', LOG_LEVEL: 'silent' }), db, logger: false });
    expect(() => app.get('/api/unguarded', async () => 'open')).toThrow(/has no access rule/);
    await app.close();
    await db.cleanup();
  });

  it('refuses a body schema that would strip unknown properties', async () => {
    const db = await createTestDb('sqlite');
    const app = await buildApp({ config: loadConfig({ CLIENT_DIR: '.no-client', LOG_LEVEL: 'silent' }), db, logger: false });
    app.post(
      '/api/open-body',
      { config: { access: { public: true } }, schema: { body: { type: 'object', properties: { a: { type: 'string' } } } } },
      async () => 'x',
    );
    await expect(app.ready()).rejects.toThrow(/additionalProperties/);
    await db.cleanup();
  });

  it('rejects unknown body properties instead of stripping them', async () => {
    const db = await createTestDb('sqlite');
    const app = await buildApp({ config: loadConfig({ CLIENT_DIR: '.no-client', LOG_LEVEL: 'silent' }), db, logger: false });
    app.post(
      '/api/closed-body',
      { config: { access: { public: true } }, schema: { body: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false } } },
      async (req) => req.body,
    );
    const res = await app.inject({ method: 'POST', url: '/api/closed-body', payload: { a: 'x', b: 'sneaky' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ path: '/b', messageKey: 'validation.additionalProperties' });
    const coerced = await app.inject({ method: 'POST', url: '/api/closed-body', payload: { a: 5 } });
    expect(coerced.statusCode).toBe(400);
    await app.close();
    await db.cleanup();
  });
});

describe('faces by host [sqlite]', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-client-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<title>workplace</title>');
    fs.writeFileSync(path.join(dir, 'portal.html'), '<title>portal</title>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp('sqlite', { env: { CLIENT_DIR: dir, SELF_SERVICE_HOST: 'savitarna.localhost' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the workplace shell on any other host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dokumentas/15', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('workplace');
  });

  it('serves the portal shell on the self-service host, port and case ignored', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/paslaugos', headers: { host: 'Savitarna.Localhost:3000' } });
    expect(res.body).toContain('portal');
  });

  it('serves hashed assets with a long cache life, and a 404 for missing ones', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(ok.statusCode).toBe(200);
    expect(String(ok.headers['cache-control'])).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
  });
});
