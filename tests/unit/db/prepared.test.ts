/**
 * api/db/prepared.ts (queries compiled once, run with new values) on both dialects, and
 * api/db/database.ts reusingStatements (SQLite statements reused by SQL text).
 */
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reusingStatements } from '../../../api/db/database.js';
import { prepared } from '../../../api/db/prepared.js';
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../helpers/database.js';

describe.each(TEST_DIALECTS)('prepared queries [%s]', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(dialect);
    await db.kysely
      .insertInto('system_parameter')
      .values([
        { code: 'P_ONE', value: 'one', description: 'test', updated_at: '2026-01-01T00:00:00.000Z' },
        { code: 'P_TWO', value: 'two', description: 'test', updated_at: '2026-01-01T00:00:00.000Z' },
      ])
      .execute();
  });
  afterAll(() => db.cleanup());

  // a constant ('test') among the named values keeps its place in the parameter list
  const byKey = prepared((k, v: { key: string; prefix: string }) =>
    k.selectFrom('system_parameter').select(['code', 'value']).where('description', '=', 'test').where('code', '=', v.key).where('value', 'like', v.prefix),
  );
  const setValue = prepared((k, v: { key: string; value: string }) => k.updateTable('system_parameter').set({ value: v.value }).where('code', '=', v.key));

  it("runs one compiled query with each call's values", async () => {
    expect((await byKey(db.kysely, { key: 'P_ONE', prefix: 'o%' })).rows).toEqual([{ code: 'P_ONE', value: 'one' }]);
    expect((await byKey(db.kysely, { key: 'P_TWO', prefix: 't%' })).rows).toEqual([{ code: 'P_TWO', value: 'two' }]);
    expect((await byKey(db.kysely, { key: 'P_TWO', prefix: 'o%' })).rows).toEqual([]);
  });

  it('runs inside a transaction on the transaction, and reports affected rows', async () => {
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        expect(Number((await setValue(trx, { key: 'P_ONE', value: 'changed' })).numAffectedRows)).toBe(1);
        expect((await byKey(trx, { key: 'P_ONE', prefix: '%' })).rows).toEqual([{ code: 'P_ONE', value: 'changed' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await byKey(db.kysely, { key: 'P_ONE', prefix: '%' })).rows).toEqual([{ code: 'P_ONE', value: 'one' }]);
    expect(Number((await setValue(db.kysely, { key: 'NONE', value: 'x' })).numAffectedRows)).toBe(0);
  });
});

describe('reusingStatements (SQLite)', () => {
  it('hands out one statement per SQL text, a fresh one while it is being iterated, and forgets the least recently used', () => {
    const sqlite = new SQLite(':memory:');
    const db = reusingStatements(sqlite, 2);
    const a = db.prepare('select 1 as n');
    expect(db.prepare('select 1 as n')).toBe(a);
    const iterating = db.prepare('select 2 as n union all select 3') as unknown as SQLite.Statement;
    const rows = iterating.iterate();
    rows.next();
    const other = db.prepare('select 2 as n union all select 3');
    expect(other).not.toBe(iterating);
    expect((other as unknown as SQLite.Statement).all()).toEqual([{ n: 2 }, { n: 3 }]);
    rows.return?.();
    expect(db.prepare('select 2 as n union all select 3')).toBe(iterating);
    // 'select 1' is now the least recently used of two: a third text pushes it out
    db.prepare('select 4 as n');
    expect(db.prepare('select 1 as n')).not.toBe(a);
    db.close();
  });
});
