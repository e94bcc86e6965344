/**
 * Issue #16 item 4: strings the databases can store. U+0000 and unpaired UTF-16 surrogates are
 * refused at the edge — 400 errors.invalid_characters, nothing written — in every body, query,
 * route parameter, header and uploaded file name, on both dialects. (PostgreSQL answered 500
 * to the first five inputs below; SQLite stored them.)
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { JONAS, validFixture } from '../helpers/items.js';
import { pdf } from '../helpers/upload-corpus/builders.js';

const LEASE = 'nuomos-sutartis-sudarymas';
const NUL = '\u0000';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };

/** The lease fixture as JSON text with `insert` (JSON text, e.g. `\\ud800`) appended to the first `vardas`. */
const leaseJsonWith = (insert: string) => JSON.stringify(validFixture(LEASE)).replace(/"vardas":"([^"]*)"/, `"vardas":"$1${insert}"`);

const TABLES = ['document', 'document_version', 'document_party', 'audit_event', 'attached_file', 'login_throttle', 'gateway_assertion', 'session'] as const;

describe.each(TEST_DIALECTS)('strings the databases can store [%s]', (dialect) => {
  let t: TestApp;
  let jonas: SignedIn;
  let admin: SignedIn;
  let registrar: SignedIn;
  let notary: SignedIn;
  let requestId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    jonas = await gatewayLogin(t.app, '/sav', JONAS);
    [admin, registrar, notary] = await Promise.all(['AD_administratorius', 'RG_STSR_registrat', 'DT_notaras'].map((u) => login(t.app, u)));
    const created = await t.app.inject({ method: 'POST', url: '/sav/requests', headers: jonas.headers, payload: { type: LEASE, data: validFixture(LEASE) } });
    requestId = (created.json() as { id: number }).id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES)
      out[table] = Number(
        (
          await t.db.kysely
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return out;
  };

  /** Sends the request; expects 400 errors.invalid_characters naming where, and no row written. */
  async function refused(request: InjectOptions, where: { in: string; path: string }) {
    const before = await counts();
    const res = await t.app.inject(request);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: 'errors.invalid_characters',
      errors: [{ path: where.path, messageKey: 'errors.invalid_characters', params: { in: where.in }, severity: 'critical' }],
    });
    expect(await counts()).toEqual(before);
  }

  describe('the inputs PostgreSQL answered 500 to', () => {
    it('POST /api/login: a username with U+0000 (anonymous)', async () => {
      await refused(
        { method: 'POST', url: '/api/login', payload: { username: `DT_notaras${NUL}`, password: TEST_PASSWORD } },
        { in: 'body', path: '/username' },
      );
    });

    it('POST /sav/gateway/login: a gateway identity with U+0000 (anonymous)', async () => {
      await refused(
        { method: 'POST', url: '/sav/gateway/login', headers: FORM, payload: 'identity=38703181745%00%2F&xid=SAV1' },
        { in: 'body', path: '/identity' },
      );
    });

    it('POST /sav/requests and PUT /sav/requests/:id: document data with U+0000', async () => {
      const data = JSON.parse(leaseJsonWith('\\u0000')) as Record<string, unknown>;
      await refused(
        { method: 'POST', url: '/sav/requests', headers: jonas.headers, payload: { type: LEASE, data } },
        { in: 'body', path: '/data/pareiskejas/vardas' },
      );
      await refused(
        { method: 'PUT', url: `/sav/requests/${requestId}`, headers: { ...jonas.headers, 'if-match': '"1"' }, payload: { data } },
        { in: 'body', path: '/data/pareiskejas/vardas' },
      );
    });

    it('GET /api/journal, /api/work-lists/:list and /api/acl/user: a search text with U+0000', async () => {
      await refused({ method: 'GET', url: '/api/journal?tab=gaunami&q=a%00b', headers: registrar.headers }, { in: 'query', path: '/q' });
      await refused({ method: 'GET', url: '/api/work-lists/rengiami?q=a%00b', headers: notary.headers }, { in: 'query', path: '/q' });
      await refused({ method: 'GET', url: '/api/acl/user?q=a%00b', headers: admin.headers }, { in: 'query', path: '/q' });
    });
  });

  describe('the same rule everywhere else', () => {
    it('refuses an unpaired surrogate in a value or a key of a JSON body (the databases would store U+FFFD)', async () => {
      const post = (json: string) => ({
        method: 'POST' as const,
        url: '/sav/requests',
        headers: { ...jonas.headers, ...JSON_TYPE },
        payload: `{"type":"${LEASE}","data":${json}}`,
      });
      await refused(post(leaseJsonWith('\\ud800')), { in: 'body', path: '/data/pareiskejas/vardas' });
      await refused(post(leaseJsonWith('\\udc00x')), { in: 'body', path: '/data/pareiskejas/vardas' });
      await refused(post(`{"pareiskejas":{"\\ud800":1}}`), { in: 'body', path: '/data/pareiskejas' });
      await refused(
        { method: 'POST', url: `/sav/catalog/${LEASE}/validate`, headers: { ...jonas.headers, ...JSON_TYPE }, payload: leaseJsonWith('\\ud800') },
        { in: 'body', path: '/pareiskejas/vardas' },
      );
    });

    it('keeps a well-formed surrogate pair (an emoji is text like any other)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/sav/catalog/${LEASE}/validate`,
        headers: { ...jonas.headers, ...JSON_TYPE },
        payload: leaseJsonWith('\\ud83d\\ude00'),
      });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('refuses U+0000 in a route parameter, a query key and the headers the API reads', async () => {
      await refused({ method: 'GET', url: '/sav/ntr-registry/ab%00c' }, { in: 'params', path: '/registryNumber' });
      await refused({ method: 'GET', url: '/api/acl/user?a%00=1', headers: admin.headers }, { in: 'query', path: '' });
      await refused({ method: 'GET', url: '/sav/check-user', headers: { authorization: `Bearer x${NUL}y` } }, { in: 'headers', path: '/authorization' });
      await refused(
        { method: 'PUT', url: `/sav/requests/${requestId}`, headers: { ...jonas.headers, 'if-match': `"1${NUL}"` }, payload: { data: validFixture(LEASE) } },
        { in: 'headers', path: '/if-match' },
      );
      await refused({ method: 'GET', url: '/sav/version', headers: { 'x-request-id': `a${NUL}` } }, { in: 'headers', path: '/x-request-id' });
    });

    it('refuses an uploaded file whose name holds U+0000, and keeps nothing', async () => {
      const boundary = 'edge-strings-boundary';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sutartis${NUL}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        pdf(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const headers = { ...jonas.headers, 'content-type': `multipart/form-data; boundary=${boundary}` };
      await refused({ method: 'POST', url: `/sav/requests/${requestId}/files`, headers, payload }, { in: 'file', path: '/file' });
    });
  });
});
