/**
 * `npm run audit:verify` (scripts/audit-verify.ts) on a real database of each dialect: it passes
 * on an untouched chain, and after one audit row is edited directly in the database it exits 1
 * naming that event (issue #20, Done means). It needs only DATABASE_URL: none of the server's
 * other settings (external systems, mail, secrets) is read, so it runs against a PostgreSQL
 * production database whose stand-ins are off (api/config.ts loadDatabaseConfig).
 */
import { spawnSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { TEST_DIALECTS } from '../helpers/database.js';

describe.each(TEST_DIALECTS)('npm run audit:verify [%s]', (dialect) => {
  let t: TestApp;
  let databaseUrl: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    if (dialect === 'postgres') {
      databaseUrl = t.db.url!;
    } else {
      const files = await sql<{ name: string; file: string }>`pragma database_list`.execute(t.db.kysely);
      databaseUrl = `sqlite:${files.rows.find((r) => r.name === 'main')!.file}`;
    }
  });
  afterAll(() => t.close());

  // only what a shell needs to find node, and the database: STAND_INS unset is off with PostgreSQL
  const run = (env: Record<string, string> = {}) =>
    spawnSync('npx', ['tsx', 'scripts/audit-verify.ts'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', DATABASE_URL: databaseUrl, ...env },
    });

  it('passes on the untouched chain, and names an audit row edited directly in the database', async () => {
    const intact = run();
    expect(intact.status, intact.stderr).toBe(0);
    expect(intact.stdout).toMatch(/^audit chain intact: \d+ events/);

    const row = await t.db.kysely.selectFrom('audit_event').select(['id', 'seq']).orderBy('seq').offset(3).limit(1).executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('audit_event').set({ reason: 'perrašyta' }).where('id', '=', row.id).execute();
    const broken = run();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain(`edited at event id ${row.id} (seq ${row.seq})`);
  });

  it('needs no other setting even with the stand-ins off, and names a bad DATABASE_URL', () => {
    const off = run({ STAND_INS: 'off' });
    expect(off.stderr).not.toContain('Invalid settings');
    expect(off.status === 0 || off.status === 1, off.stderr).toBe(true);
    expect(`${off.stdout}${off.stderr}`).toMatch(/^audit chain (intact|broken)/);
    const bad = run({ DATABASE_URL: 'mysql://nowhere' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('DATABASE_URL');
  });
});
