/** api/db/columns.ts: select lists derived from one list of a table's columns, on both dialects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnsOf, USER_NAME } from '../../../api/db/columns.js';
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../helpers/database.js';

describe('columnsOf', () => {
  it('names each column with its table, in the order given', () => {
    expect(columnsOf('office', ['code', 'name'])).toEqual(['office.code', 'office.name']);
    expect(USER_NAME).toEqual(['app_user.first_name', 'app_user.last_name']);
    // @ts-expect-error a column the table does not have is refused when the list is written
    columnsOf('office', ['code', 'no_such_column']);
  });
});

describe.each(TEST_DIALECTS)('columnsOf in a joined read [%s]', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(dialect);
    await db.kysely
      .insertInto('office')
      .values({ code: 'O1', name: 'Biuras', type: 'notaras', address: null, created_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    await db.kysely
      .insertInto('system_parameter')
      .values({ code: 'P_ONE', value: 'one', description: 'test', updated_at: '2026-01-01T00:00:00.000Z' })
      .execute();
  });
  afterAll(() => db.cleanup());

  it('returns exactly the listed columns of each table, under their bare names', async () => {
    const rows = await db.kysely
      .selectFrom('office')
      .innerJoin('system_parameter', (join) => join.onTrue())
      .select([...columnsOf('office', ['code', 'name']), ...columnsOf('system_parameter', ['value'])])
      .where('system_parameter.code', '=', 'P_ONE')
      .execute();
    const typed: { code: string; name: string; value: string }[] = rows;
    expect(typed).toEqual([{ code: 'O1', name: 'Biuras', value: 'one' }]);
  });
});
