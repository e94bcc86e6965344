/**
 * Opens the database behind Kysely: SQLite (better-sqlite3, the embedded default) or
 * PostgreSQL (pg) when the setting is a postgres:// URL. Nothing else creates connections.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type PgModule from 'pg';
import type { Pool } from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { DatabaseSetting } from '../config.js';
import { GROUP_COMMIT_LIMITS, GroupCommitSqliteDialect } from './group-commit.js';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

let pgLoaded: Promise<typeof PgModule> | undefined;

/**
 * pg, loaded at the first PostgreSQL connection: the embedded SQLite set-up never needs it,
 * so it is not parsed at start (cold start, decision 0131).
 */
export function loadPg(): Promise<typeof PgModule> {
  return (pgLoaded ??= import('pg').then(({ default: pg }) => {
    // PostgreSQL returns int8 (count(*), bigserial) as strings by default; our ids and counts fit in a JS number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    return pg;
  }));
}

/** How many distinct SQL texts keep their prepared statement (least recently used go first). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely sees it, with prepared statements reused by SQL text. Kysely's SQLite
 * driver prepares every query anew; preparing costs more than running most of our (indexed,
 * one-row) statements, and the hot paths send the same few SQL texts again and again.
 * better-sqlite3 runs a statement synchronously to completion, so one statement object can
 * serve every caller — except while it is being iterated (Kysely's stream()), when a
 * fresh one is prepared. SQLite re-prepares a cached statement itself after a schema change.
 */
export function reusingStatements(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // most recently used last, so the first key is the one to drop
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}

/** A read-only connection to a WAL file: each statement sees the last COMMIT. */
function openReader(file: string): SqliteDatabase {
  const reader = new SQLite(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  return reusingStatements(reader);
}

function openSqlite(file: string, writeBatch: boolean): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const config = { database: reusingStatements(sqlite) };
  // group commit (decision 0141): writes that arrive together share one COMMIT and one fsync;
  // reads outside transactions on a read-only connection of their own (decision 0153)
  const dialect = writeBatch
    ? new GroupCommitSqliteDialect(config, sqlite, GROUP_COMMIT_LIMITS, file === ':memory:' ? undefined : openReader(file))
    : new SqliteDialect(config);
  const kysely = new Kysely<Database>({ dialect });
  return { kysely, dialect: 'sqlite', destroy: () => kysely.destroy() };
}

function openPostgres(url: string): Db {
  // Kysely asks for the pool at the first query
  const pool = async (): Promise<Pool> => {
    const created = new (await loadPg()).Pool({ connectionString: url, max: 10 });
    // An idle connection the server ends (a restart, an administrator's termination) is dropped
    // from the pool by pg itself and the next query opens a new one; unheard, the event would
    // end the whole process.
    created.on('error', () => undefined);
    return created;
  };
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', destroy: () => kysely.destroy() };
}

/** Opens a connection (pool) for the given setting. The caller owns it and must destroy it. */
export function openDatabase(setting: DatabaseSetting): Db {
  return setting.kind === 'postgres' ? openPostgres(setting.url) : openSqlite(setting.file, setting.writeBatch ?? true);
}
