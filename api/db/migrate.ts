import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the newest migration; throws (and rolls back that step) on failure. */
export async function migrateToLatest(db: Db, options: { schema?: string } = {}): Promise<string[]> {
  // Migrations see an untyped database: they describe the schema, they don't use it.
  // With a schema given (PostgreSQL tests, one schema per test), the bookkeeping tables live
  // in it too: Kysely otherwise finds another schema's lock table and skips creating its own.
  const migrator = new Migrator({
    db: db.kysely as unknown as Kysely<unknown>,
    provider,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
