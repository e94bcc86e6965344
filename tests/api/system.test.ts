import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { TEST_DIALECTS } from '../helpers/database.js';

describe.each(TEST_DIALECTS)('system routes [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('GET /api/version returns the package version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: '1.3.16' });
  });

  it('GET /sav/tooltip returns only active tooltips as too_kodas/too_tekstas/too_aktyvus', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sav/tooltip' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { too_kodas: string; too_tekstas: string }[];
    expect(body.map((t) => t.too_kodas)).toContain('IDK');
    expect(body.map((t) => t.too_kodas)).not.toContain('SENAS_PATARIMAS');
    expect(Object.keys(body[0]).sort()).toEqual(['too_aktyvus', 'too_kodas', 'too_tekstas']);
    expect(body.every((t) => (t as { too_aktyvus?: unknown }).too_aktyvus === true)).toBe(true);
  });

  it('serves an active tooltip for every tooltip code a ui schema names (the browser keeps only active ones)', async () => {
    const codes = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.ui.json')) for (const m of fs.readFileSync(file, 'utf8').matchAll(/"tooltip"\s*:\s*"([^"]+)"/g)) codes.add(m[1]);
      }
    };
    walk('ui-schemas');
    expect(codes.size).toBeGreaterThan(0);
    const served = (await t.app.inject({ method: 'GET', url: '/api/tooltip' })).json() as { too_kodas: string }[];
    expect([...codes].filter((c) => !served.some((s) => s.too_kodas === c))).toEqual([]);
  });

  it('a tooltip switched off disappears from GET tooltip', async () => {
    await t.db.kysely.updateTable('tooltip').set({ active: 0 }).where('code', '=', 'IDK').execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/tooltip' });
    expect((res.json() as { too_kodas: string }[]).map((x) => x.too_kodas)).not.toContain('IDK');
  });

  it('GET /api/system-info returns the active banner valid now, and none once it expires', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system-info' });
    expect(res.json().sistemos_informavimas).toMatch(/Demonstracinė aplinka/);
    await t.db.kysely.updateTable('system_info').set({ valid_to: '2026-11-01T00:00:00.000Z' }).execute();
    const later = await t.app.inject({ method: 'GET', url: '/api/system-info' });
    expect(later.json()).toEqual({ sistemos_informavimas: null, standIns: true });
  });

  it('GET /api/health/ready reaches the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.json()).toEqual({ status: 'ok', database: dialect });
  });
});
