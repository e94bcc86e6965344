import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.js';
import { loadConfig } from '../../api/config.js';
import { compressAssets } from '../../scripts/lib/compress-assets.mjs';
import { createTestDb, type TestDb } from '../helpers/database.js';

// A built client folder in miniature: a shell and one hashed asset, precompressed as the build does.
const SCRIPT = `export const greeting = ${JSON.stringify('Labas, registre! '.repeat(200))};\n`;

describe('GET /assets/* — precompressed, immutable [sqlite]', () => {
  let dir: string;
  let db: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-client-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(dir, 'assets', 'main-AbC123.js'), SCRIPT);
    compressAssets(path.join(dir, 'assets'));
    db = await createTestDb('sqlite');
    app = await buildApp({ config: loadConfig({ CLIENT_DIR: dir, LOG_LEVEL: 'silent' }), db, logger: false });
  });

  afterAll(async () => {
    await app.close();
    await db.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli file with Content-Encoding br to a browser that accepts it', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });
});
