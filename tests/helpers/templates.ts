/**
 * Seeded templates (decision 0134): the first test app of a vitest run that needs a database
 * of a given kind (dialect, seeded or not, the seed's inputs) migrates and seeds it once as a
 * template; every test app then gets a copy — a file copy on SQLite, `CREATE DATABASE …
 * TEMPLATE` on PostgreSQL. One worker builds while the others wait (a lock directory on
 * SQLite, an advisory lock on PostgreSQL). The run's folder and database-name prefix come from
 * tests/helpers/global-setup.ts; without them (another vitest config) `templateRun()` is
 * undefined and the caller migrates and seeds as before.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Db, type Dialect } from '../../api/db/database.js';
import { migrateToLatest } from '../../api/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** this run's template folder and PostgreSQL database-name prefix (global-setup.ts) */
    testTemplates?: TemplateRun;
  }
}

/** A test's own database (database.ts re-exports it; declared here so neither file imports the other). */
export interface TestDb extends Db {
  /** PostgreSQL: the test's own schema, when it is not a database of its own */
  schema?: string;
  /** PostgreSQL: the connection string that reaches this database (and schema), for a child process */
  url?: string;
  /** Closes the connection and removes the file, schema or database. */
  cleanup(): Promise<void>;
}

export interface TemplateRun {
  dir: string;
  /** lower-case letters, digits and `_`: the run's PostgreSQL databases start with it */
  prefix: string;
}

/** Everything that changes what the template holds: a different value is a different template. */
export interface TemplateKey {
  dialect: Dialect;
  /** undefined: migrated only (`seed: false`) */
  seed?: { demoPassword: string; now: string };
}

/** Fills a freshly migrated database (the seed); absent for `seed: false`. */
export type Fill = (db: Db) => Promise<void>;

/** How long a worker waits for another worker's template before building its own database. */
const WAIT_MS = 180_000;

export function templateRun(): TemplateRun | undefined {
  return inject('testTemplates');
}

const hashOf = (key: TemplateKey) => createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 16);

// ---------------------------------------------------------------------------------------- SQLite

/** Closing the last connection checkpoints the WAL into the main file, so the file alone is the database. */
async function buildSqliteFile(file: string, fill: Fill | undefined): Promise<void> {
  const db = openDatabase({ kind: 'sqlite', file });
  try {
    await migrateToLatest(db);
    if (fill) await fill(db);
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db.kysely);
  } finally {
    await db.destroy();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The template's file, built under a lock directory by the first worker that asks; undefined when another worker held the lock too long. */
async function sqliteTemplate(run: TemplateRun, key: TemplateKey, fill: Fill | undefined): Promise<string | undefined> {
  const file = path.join(run.dir, `${hashOf(key)}.sqlite`);
  const lock = `${file}.lock`;
  const deadline = Date.now() + WAIT_MS;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) return undefined;
    try {
      fs.mkdirSync(lock);
    } catch {
      await pause(100);
      continue;
    }
    try {
      if (!fs.existsSync(file)) {
        const building = path.join(lock, 'template.sqlite');
        await buildSqliteFile(building, fill);
        fs.renameSync(building, file);
      }
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return file;
}

async function sqliteCopy(run: TemplateRun, key: TemplateKey, fill: Fill | undefined): Promise<TestDb | undefined> {
  const template = await sqliteTemplate(run, key, fill);
  if (!template) return undefined;
  const dir = fs.mkdtempSync(path.join(run.dir, 'app-'));
  const file = path.join(dir, 'test.sqlite');
  fs.copyFileSync(template, file);
  const db = openDatabase({ kind: 'sqlite', file });
  return {
    ...db,
    cleanup: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ------------------------------------------------------------------------------------ PostgreSQL

const databaseUrl = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The template database's name, built by the first worker that asks (an advisory lock keeps the others waiting). */
async function postgresTemplate(base: string, run: TemplateRun, key: TemplateKey, fill: Fill | undefined): Promise<string> {
  const name = `${run.prefix}tpl_${hashOf(key)}`;
  await withAdmin(base, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return;
      // built under another name and renamed when complete: a half-built template is never copied
      const building = `${name}_build`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const db = openDatabase({ kind: 'postgres', url: databaseUrl(base, building) });
      try {
        await migrateToLatest(db);
        if (fill) await fill(db);
      } finally {
        await db.destroy();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

async function postgresCopy(base: string, run: TemplateRun, key: TemplateKey, fill: Fill | undefined): Promise<TestDb> {
  const template = await postgresTemplate(base, run, key, fill);
  const name = `${run.prefix}app_${randomBytes(6).toString('hex')}`;
  await withAdmin(base, (admin) => admin.query(`create database ${name} template ${template}`));
  const url = databaseUrl(base, name);
  const db = openDatabase({ kind: 'postgres', url });
  return {
    ...db,
    url,
    cleanup: async () => {
      await db.destroy();
      await withAdmin(base, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * A copy of the template for `key` (built on first use with `fill`), or undefined when this run
 * has no templates — the caller then migrates and seeds a database of its own.
 */
export async function copyOfTemplate(key: TemplateKey, fill: Fill | undefined): Promise<TestDb | undefined> {
  const run = templateRun();
  if (!run) return undefined;
  if (key.dialect === 'postgres') return postgresCopy(process.env.TEST_DATABASE_URL!, run, key, fill);
  return sqliteCopy(run, key, fill);
}
