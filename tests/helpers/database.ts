/**
 * Real databases for tests: a fresh SQLite file always, and a fresh PostgreSQL schema (or, from
 * the run's template, a database) when TEST_DATABASE_URL is set. Test names carry the dialect in brackets ([sqlite], [postgres])
 * so CI can count what ran against PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Dialect } from '../../api/db/database.js';
import { migrateToLatest } from '../../api/db/migrate.js';
import { copyOfTemplate, type TestDb } from './templates.js';

export const TEST_DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export type { TestDb } from './templates.js';

async function sqliteDb(): Promise<TestDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-test-'));
  const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'test.sqlite') });
  return {
    ...db,
    cleanup: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresDb(): Promise<TestDb> {
  const base = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...db,
    schema,
    url: url.toString(),
    cleanup: async () => {
      await db.destroy();
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** A migrated, empty database of the given dialect, made here (no template). */
export async function migratedTestDb(dialect: Dialect): Promise<TestDb> {
  const db = dialect === 'postgres' ? await postgresDb() : await sqliteDb();
  await migrateToLatest(db, { schema: db.schema });
  return db;
}

/** A migrated, empty database of the given dialect: a copy of the run's migrated template when there is one (decision 0134). */
export async function createTestDb(dialect: Dialect): Promise<TestDb> {
  return (await copyOfTemplate({ dialect }, undefined)) ?? migratedTestDb(dialect);
}
