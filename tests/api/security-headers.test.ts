/**
 * The security headers every answer carries (api/plugins/security.ts): the whole set, computed
 * once; `Cache-Control: no-store` under the API bases only; a route's own CSP or cache policy
 * replaces the default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { securityHeaders } from '../../api/plugins/security.js';

const STRICT_CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';" +
  "object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self';worker-src 'self' blob:";

const EXPECTED = {
  'content-security-policy': STRICT_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('securityHeaders', () => {
  it('is the strict set, with an external central site added to img-src and connect-src only', () => {
    expect(securityHeaders(undefined)).toEqual(EXPECTED);
    expect(securityHeaders('/centrine-svetaine')).toEqual(EXPECTED);
    const csp = securityHeaders('https://savitarna.example.lt/portal')['content-security-policy'];
    expect(csp).toBe(
      STRICT_CSP.replace("img-src 'self' data: blob:", "img-src 'self' data: blob: https://savitarna.example.lt").replace(
        "connect-src 'self'",
        "connect-src 'self' https://savitarna.example.lt",
      ),
    );
  });
});

describe.each(TEST_DIALECTS)('security headers on answers [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
  }, 120_000);
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('sends the whole set and no-store on an API answer, an API 404 and a portal answer', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/sav/version']) {
      const res = await get(url);
      expect(res.headers).toMatchObject({ ...EXPECTED, 'cache-control': 'no-store' });
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('sends the set without a cache policy outside the API bases', async () => {
    const res = await get('/no-such-file.js');
    expect(res.headers).toMatchObject(EXPECTED);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it("lets a route's own cache policy replace no-store", async () => {
    const res = await get('/api/central-site');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['content-security-policy']).toBe(STRICT_CSP);
  });
});
