/**
 * Issue #16 item 8: the server names every request itself. An incoming X-Request-Id is never
 * echoed as ours nor stored in the audit log; one that matches a short safe pattern is only
 * logged beside ours (`clientRequestId`).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { loadConfig } from '../../api/config.js';
import { seed } from '../../api/db/seed/index.js';
import { fixedClock } from '../../api/lib/clock.js';
import type { FastifyInstance } from 'fastify';
import { TEST_NOW, TEST_PASSWORD } from '../helpers/app.js';
import { createTestDb, TEST_DIALECTS, type TestDb } from '../helpers/database.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HOSTILE_ID = `<script>alert(1)</script>${'x'.repeat(3000)}`;

describe.each(TEST_DIALECTS)('request ids [%s]', (dialect) => {
  let db: TestDb;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    db = await createTestDb(dialect);
    const config = loadConfig({ DEMO_PASSWORD: TEST_PASSWORD, CLIENT_DIR: '.no-client' });
    const clock = fixedClock(TEST_NOW);
    await seed(db, config, clock.now());
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({ config, db, clock, logger: { level: 'info', stream } });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.cleanup();
  });

  const login = (requestId?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      headers: requestId ? { 'x-request-id': requestId } : {},
      payload: { username: 'DT_notaras', password: TEST_PASSWORD },
    });
  const auditedIds = async () =>
    (await db.kysely.selectFrom('audit_event').select('request_id').where('action', '=', 'auth.login').execute()).map((r) => r.request_id);

  it('answers with an id of its own and audits under it when none was sent', async () => {
    const res = await login();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(await auditedIds()).toContain(res.headers['x-request-id']);
  });

  it('never echoes or stores a 3 KB id with markup, and does not log it', async () => {
    const res = await login(HOSTILE_ID);
    expect(res.statusCode).toBe(200);
    const ours = String(res.headers['x-request-id']);
    expect(ours).toMatch(UUID);
    expect(await auditedIds()).toContain(ours);
    expect(await auditedIds()).not.toContain(HOSTILE_ID);
    expect(JSON.stringify(lines)).not.toContain('<script>');
  });

  it('logs a short safe client id beside its own, and neither echoes nor stores it', async () => {
    const res = await login('client-42.a_b');
    const ours = String(res.headers['x-request-id']);
    expect(ours).toMatch(UUID);
    expect(await auditedIds()).toContain(ours);
    expect(await auditedIds()).not.toContain('client-42.a_b');
    const logged = lines.filter((l) => l.reqId === ours);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((l) => l.clientRequestId === 'client-42.a_b')).toBe(true);
  });

  it('gives two requests with the same client id two ids', async () => {
    const [a, b] = [await login('same-id'), await login('same-id')];
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
