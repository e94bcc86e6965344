/**
 * Fresh databases for the server under test: a new SQLite file under .tmp/bench, or a new
 * PostgreSQL database on the cluster of BENCH_DATABASE_URL (dropped and recreated by name).
 * PostgreSQL is never skipped silently: without BENCH_DATABASE_URL the caller gets the reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseSetting } from '../api/config.js';
import { openDatabase, type Db, type Dialect } from '../api/db/database.js';
import { migrateToLatest } from '../api/db/migrate.js';
import { seed } from '../api/db/seed/index.js';
import { TMP, type RunContext } from './lib.js';

export interface BenchDatabase {
  dialect: Dialect;
  /** DATABASE_URL for the server */
  url: string;
  setting: DatabaseSetting;
}

export type Availability = { ok: true; db: BenchDatabase } | { ok: false; reason: string };

/** The demo password the servers under test seed (the default of api/config.ts unless DEMO_PASSWORD is set). */
export const BENCH_PASSWORD = process.env.DEMO_PASSWORD || 'Demo-Slaptazodis-1';

export const postgresReason = () =>
  process.env.BENCH_DATABASE_URL
    ? null
    : 'PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://user@host:port/db (a cluster where the user may create databases)';

/**
 * A new, empty database named `name`.
 * @param dialect sqlite (always available) or postgres (needs BENCH_DATABASE_URL)
 */
export async function freshDatabase(dialect: Dialect, name: string): Promise<Availability> {
  if (dialect === 'sqlite') {
    const file = path.join(TMP, `${name}.sqlite`);
    fs.mkdirSync(TMP, { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    return { ok: true, db: { dialect, url: `sqlite:${file}`, setting: { kind: 'sqlite', file } } };
  }
  const reason = postgresReason();
  if (reason) return { ok: false, reason };
  const admin = new URL(process.env.BENCH_DATABASE_URL!);
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    // bench-owned names only (bench_*): never touches another database of the cluster
    const db = `bench_${name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`;
    await client.query(`drop database if exists ${db} with (force)`);
    await client.query(`create database ${db}`);
    const url = new URL(admin.toString());
    url.pathname = `/${db}`;
    return { ok: true, db: { dialect, url: url.toString(), setting: { kind: 'postgres', url: url.toString() } } };
  } finally {
    await client.end();
  }
}

/** Migrates and seeds the demo data, as the server's first start would, and returns the open database. */
export async function prepared(bench: BenchDatabase): Promise<Db> {
  const db = openDatabase(bench.setting);
  await migrateToLatest(db);
  await seed(db, { demoPassword: BENCH_PASSWORD });
  return db;
}

/**
 * A fresh database named `name`, migrated, demo-seeded and filled by `fill`, closed again for the
 * server under test to open; null (the reason told to `ctx`) when the dialect is not available.
 */
export async function filledDatabase<T>(
  where: { dialect: Dialect; name: string; section: string },
  ctx: RunContext,
  fill: (db: Db) => Promise<T>,
): Promise<{ bench: BenchDatabase; filled: T } | null> {
  const fresh = await freshDatabase(where.dialect, where.name);
  if (!fresh.ok) {
    ctx.skip(`${where.section}: ${fresh.reason}`);
    return null;
  }
  const db = await prepared(fresh.db);
  try {
    return { bench: fresh.db, filled: await fill(db) };
  } finally {
    await db.destroy();
  }
}

/** Removes a PostgreSQL bench database (SQLite files stay under .tmp/bench for inspection until the next run). */
export async function dropDatabase(bench: BenchDatabase): Promise<void> {
  if (bench.dialect !== 'postgres') return;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${new URL(bench.url).pathname.slice(1)} with (force)`);
  } finally {
    await admin.end();
  }
}
