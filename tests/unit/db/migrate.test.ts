/**
 * api/db/migrate.ts on both dialects: a new database gets every migration; an up-to-date one
 * is answered by one read of the bookkeeping table (Kysely's Migrator, which would re-create
 * its lock table, is not run); a database missing a migration goes through the Migrator.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../api/db/migrate.js';
import { migrations } from '../../../api/db/migrations/index.js';
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../helpers/database.js';

describe.each(TEST_DIALECTS)('migrateToLatest [%s]', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(dialect); // migrated by the helper
  });
  afterAll(() => db.cleanup());

  const raw = () => db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const table = () => (db.schema ? raw().withSchema(db.schema) : raw());
  const lockTableExists = async () => {
    try {
      await table().selectFrom('kysely_migration_lock').selectAll().execute();
      return true;
    } catch {
      return false;
    }
  };

  it('leaves an up-to-date database alone: nothing run, the Migrator not even started', async () => {
    await table().schema.dropTable('kysely_migration_lock').execute();
    expect(await migrateToLatest(db, { schema: db.schema })).toEqual([]);
    expect(await lockTableExists()).toBe(false);
  });

  it('runs what is missing through the Migrator', async () => {
    const names = Object.keys(migrations).sort();
    const last = names[names.length - 1];
    await table().deleteFrom('kysely_migration').where('name', '=', last).execute();
    // The last migration's objects exist already, so re-running it may fail; either way the
    // Migrator ran (it creates its lock table first).
    await migrateToLatest(db, { schema: db.schema }).catch(() => undefined);
    expect(await lockTableExists()).toBe(true);
  });
});
