/**
 * vitest globalSetup (vitest.config.ts): gives the run a folder and a PostgreSQL database-name
 * prefix for its seeded templates (templates.ts, decision 0134) and removes both at the end.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { TemplateRun } from './templates.js';

/** Drops every database of this run: the templates and any copy a crashed test left behind. */
async function dropDatabases(base: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}

export default function setup(project: TestProject): (() => Promise<void>) | undefined {
  // TEST_TEMPLATES=off: every test app migrates and seeds its own database (the way to compare or to rule the templates out)
  if (process.env.TEST_TEMPLATES === 'off') return undefined;
  const run: TemplateRun = {
    dir: fs.mkdtempSync(path.join(os.tmpdir(), 'registry-templates-')),
    prefix: `rt_${randomBytes(4).toString('hex')}_`,
  };
  project.provide('testTemplates', run);
  return async () => {
    fs.rmSync(run.dir, { recursive: true, force: true });
    const base = process.env.TEST_DATABASE_URL;
    if (base) await dropDatabases(base, run.prefix);
  };
}
