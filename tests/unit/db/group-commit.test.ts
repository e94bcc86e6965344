/**
 * api/db/group-commit.ts: transactions that arrive together share one COMMIT, each in its own
 * savepoint, each acknowledged only after the COMMIT (SQLite; decision 0141). On both dialects:
 * a write whose COMMIT fails is not acknowledged, nor is any write that shared that COMMIT.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommitSqliteDialect } from '../../../api/db/group-commit.js';
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../helpers/database.js';

interface Tables {
  parent: { id: number };
  child: { id: number; parent_id: number };
}

describe('group commit [sqlite]', () => {
  let dir: string;
  let file: string;
  let sqlite: SQLite.Database;
  let db: Kysely<Tables>;
  let commits: number;

  /** bounds that never cut a batch short in these tests, unless a test says otherwise */
  const open = async (limits = { maxSize: 1000, maxWaitMs: 60_000 }, withReader = false) => {
    await db?.destroy();
    const database = {
      close: () => sqlite.close(),
      prepare: (text: string) => {
        if (text === 'commit') commits += 1;
        return sqlite.prepare(text);
      },
    };
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    // the reader opens the file after the writer made it a WAL file, as api/db/database.ts does
    const reader = withReader ? new SQLite(file, { readonly: true }) : undefined;
    db = new Kysely<Tables>({ dialect: new GroupCommitSqliteDialect({ database }, sqlite, limits, reader) });
    commits = 0;
  };
  /** lets every started query reach the connection's queue */
  const yieldLoop = () => new Promise((resolve) => setImmediate(resolve));

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
    file = path.join(dir, 'test.sqlite');
    db = undefined as unknown as Kysely<Tables>;
    await open();
    await sql`create table parent (id integer primary key)`.execute(db);
    await sql`create table child (id integer primary key, parent_id integer not null references parent (id))`.execute(db);
    commits = 0;
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** what another connection (another process after a restart) sees */
  const committedIds = (table: 'parent' | 'child') => {
    const other = new SQLite(file, { readonly: true });
    try {
      return (other.prepare(`select id from ${table} order by id`).all() as Array<{ id: number }>).map((r) => r.id);
    } finally {
      other.close();
    }
  };

  const insertParent = (id: number) => db.transaction().execute((trx) => trx.insertInto('parent').values({ id }).execute());
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('a lone write commits at once, before it is acknowledged', async () => {
    await insertParent(1);
    expect(commits).toBe(1);
    expect(committedIds('parent')).toEqual([1]);
  });

  it('concurrent writes share commits, each acknowledged and all present', async () => {
    const results = await Promise.allSettled(ids(40).map(insertParent));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(committedIds('parent')).toEqual(ids(40));
    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThan(40);
  });

  it('a failing write among many rolls back alone and gets its own error', async () => {
    await insertParent(100);
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('parent').values({ id: 50 }).execute();
      await trx.insertInto('parent').values({ id: 100 }).execute(); // duplicate key
    });
    const results = await Promise.allSettled([...ids(10).map(insertParent), failing, ...ids(10).map((i) => insertParent(i + 10))]);
    expect(results.map((r) => r.status)).toEqual([...Array(10).fill('fulfilled'), 'rejected', ...Array(10).fill('fulfilled')]);
    expect(String((results[10] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(committedIds('parent')).toEqual([...ids(20), 100]);
  });

  it('a failing COMMIT acknowledges none of its batch, and the next write works', async () => {
    let others: Array<Promise<unknown>> = [];
    // a foreign key checked at COMMIT (deferred) fails the shared COMMIT itself
    const breaksCommit = db.transaction().execute(async (trx) => {
      await sql`pragma defer_foreign_keys = on`.execute(trx);
      await trx.insertInto('child').values({ id: 1, parent_id: 999 }).execute();
      others = [1, 2, 3].map(insertParent);
      await yieldLoop();
    });
    const first = await Promise.allSettled([breaksCommit]);
    const results = [...first, ...(await Promise.allSettled(others))];
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    for (const r of results) expect(String((r as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(commits).toBe(1);
    expect(committedIds('parent')).toEqual([]);
    expect(committedIds('child')).toEqual([]);
    await insertParent(10);
    expect(committedIds('parent')).toEqual([10]);
  });

  it('a batch commits when it is full', async () => {
    await open({ maxSize: 4, maxWaitMs: 60_000 });
    await Promise.all(ids(20).map(insertParent));
    expect(committedIds('parent')).toEqual(ids(20));
    expect(commits).toBeGreaterThanOrEqual(5);
  });

  it('a batch commits when its first member has waited maxWaitMs', async () => {
    await open({ maxSize: 1000, maxWaitMs: 0 });
    await Promise.all(ids(20).map(insertParent));
    expect(commits).toBe(20);
  });

  it('a query outside a transaction that joins an open batch answers only after its COMMIT', async () => {
    let read: Promise<{ rows: Array<{ id: number }>; committed: number[] }> | undefined;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('parent').values({ id: 1 }).execute();
      read = db
        .selectFrom('parent')
        .select('id')
        .execute()
        .then((rows) => ({ rows, committed: committedIds('parent') }));
      // a write queued behind the read keeps the batch open after the read
      void insertParent(2);
      await yieldLoop();
    });
    // the read ran inside the batch and saw its write: by the time it answered, the write was durable
    expect(await read).toEqual({ rows: [{ id: 1 }], committed: [1, 2] });
    expect(commits).toBe(1);
  });

  it('writes started in the same turn of the event loop share one COMMIT, though each finds the connection free', async () => {
    // like requests read from their sockets in one turn: each runs to its commit before the next starts
    const writes = ids(5).map((id) => new Promise((resolve, reject) => setImmediate(() => insertParent(id).then(resolve, reject))));
    await Promise.all(writes);
    expect(commits).toBe(1);
    expect(committedIds('parent')).toEqual(ids(5));
  });

  describe('with a reader', () => {
    beforeEach(() => open(undefined, true));

    it('a read outside a transaction answers at once with committed data only, while a batch is open', async () => {
      await insertParent(1);
      let seen: number[] = [];
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('parent').values({ id: 2 }).execute();
        // the writing connection is held by this transaction: only the reader can answer
        seen = (await db.selectFrom('parent').select('id').execute()).map((r) => r.id);
      });
      expect(seen).toEqual([1]);
      // acknowledged means committed: the reader sees it
      expect((await db.selectFrom('parent').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual([1, 2]);
    });

    it('a write outside a transaction goes to the writing connection, and a read sees it once it answered', async () => {
      await sql`insert into parent (id) values (7)`.execute(db);
      expect(committedIds('parent')).toEqual([7]);
      expect((await db.selectFrom('parent').select('id').execute()).map((r) => r.id)).toEqual([7]);
    });

    it('reads inside a transaction see its own writes', async () => {
      const inside = await db.transaction().execute(async (trx) => {
        await trx.insertInto('parent').values({ id: 3 }).execute();
        return (await trx.selectFrom('parent').select('id').execute()).map((r) => r.id);
      });
      expect(inside).toEqual([3]);
    });
  });
});

describe.each(TEST_DIALECTS)('a COMMIT that fails [%s]', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(dialect);
    await sql`create table gc_parent (id integer primary key)`.execute(db.kysely);
    // checked at COMMIT: a row naming no parent fails the COMMIT itself
    await sql`create table gc_child (id integer primary key, parent_id integer not null references gc_parent (id) deferrable initially deferred)`.execute(
      db.kysely,
    );
  }, 60_000);
  afterAll(() => db.cleanup());

  const parent = (id: number) => db.kysely.transaction().execute((trx) => sql`insert into gc_parent (id) values (${id})`.execute(trx));
  const orphan = (id: number) => db.kysely.transaction().execute((trx) => sql`insert into gc_child (id, parent_id) values (${id}, 999)`.execute(trx));

  it('acknowledges exactly the writes that are there: the breaker and whoever shared its COMMIT are not', async () => {
    const writes = [parent(1), orphan(1), parent(2), parent(3)];
    const results = await Promise.allSettled(writes);
    expect(results[1].status).toBe('rejected');
    const parents = [1, 2, 3].filter((_, i) => results[i === 0 ? 0 : i + 1].status === 'fulfilled');
    const rows = await sql<{ id: number }>`select id from gc_parent order by id`.execute(db.kysely);
    expect(rows.rows.map((r) => Number(r.id))).toEqual(parents);
    expect((await sql`select id from gc_child`.execute(db.kysely)).rows).toEqual([]);
  });
});
