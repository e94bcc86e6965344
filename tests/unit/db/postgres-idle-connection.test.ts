/**
 * A PostgreSQL connection the server ends while it is idle in the pool (a restart, an
 * administrator's pg_terminate_backend) must not end the process: the pool drops it and the
 * next query runs on a new one.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../api/db/database.js';

const url = process.env.TEST_DATABASE_URL;

describe('an idle connection ended by the server [postgres]', () => {
  let db: Db;
  afterAll(() => db?.destroy());

  // PostgreSQL only (SQLite has no server to end a connection): runs wherever TEST_DATABASE_URL is set, as in CI
  it.skipIf(!url)('is dropped from the pool, and the next query runs on a new connection (needs TEST_DATABASE_URL)', async () => {
    db = openDatabase({ kind: 'postgres', url: url! });
    const first = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely);
    const pid = first.rows[0]!.pid;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    // let the ended connection's error arrive while it is idle in the pool
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely);
    expect(next.rows[0]!.pid).not.toBe(pid);
  });
});
