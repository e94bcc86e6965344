/**
 * The extracts' demo data (api/db/seed/extracts.ts): with a data folder, the seed leaves a
 * paid order waiting for the customer centre and an issued extract whose verification page
 * says authentic and whose PDF the demo citizen downloads; seeding again adds nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../api/db/seed/index.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

describe.each(TEST_DIALECTS)('extracts demo data [%s]', (dialect) => {
  let t: TestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'extracts-seed-'));

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false, env: { DATA_DIR: dataDir } });
    const files = { dataDir, root: process.cwd(), siteOrigin: 'http://savitarna.localhost:3000', workplaceOrigin: 'http://localhost:3000' };
    await seed(t.db, t.config, new Date(TEST_NOW), files);
    await seed(t.db, t.config, new Date(TEST_NOW), files);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('an order waits for approval and an issued extract verifies and downloads, once however often the seed runs', async () => {
    const kac = await login(t.app, 'KAC_darbuotojas');
    const waiting = await t.app.inject({ method: 'GET', url: '/api/extract-orders', headers: kac.headers });
    expect((waiting.json() as { items: unknown[] }).items).toHaveLength(1);
    const jonas = await gatewayLogin(t.app, '/sav', '38703181745/');
    const mine = (await t.app.inject({ method: 'GET', url: '/sav/extracts', headers: jonas.headers })).json() as { items: { id: number; kodas: string }[] };
    expect(mine.items).toHaveLength(1);
    const verified = await t.app.inject({ method: 'GET', url: `/sav/patikra/${mine.items[0].kodas}` });
    expect(verified.json(), verified.body).toMatchObject({ autentiskas: true, failasSaugomas: true });
    const pdf = await t.app.inject({ method: 'GET', url: `/sav/extracts/${mine.items[0].id}/pdf`, headers: jonas.headers });
    expect(pdf.statusCode).toBe(200);
    const notices = (await t.app.inject({ method: 'GET', url: '/sav/notices?kind=israsas', headers: jonas.headers })).json() as { total: number };
    expect(notices.total).toBe(1);
  });
});
