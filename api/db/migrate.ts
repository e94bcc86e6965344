import { DEFAULT_MIGRATION_TABLE, Migrator, type Kysely, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * True when every known migration, and no other, has run: the usual server start, answered by
 * one read instead of Kysely's introspection, lock table and transaction (cold start).
 * Anything else — no bookkeeping table yet, missing or unknown migrations — is the Migrator's.
 */
async function upToDate(db: Db, schema: string | undefined): Promise<boolean> {
  const kysely = db.kysely as unknown as Kysely<Record<string, { name: string }>>;
  try {
    const rows = await (schema ? kysely.withSchema(schema) : kysely).selectFrom(DEFAULT_MIGRATION_TABLE).select('name').execute();
    const done = new Set(rows.map((r) => r.name));
    const known = Object.keys(migrations);
    return rows.length === known.length && known.every((name) => done.has(name));
  } catch {
    return false;
  }
}

/** Brings the schema to the newest migration; throws (and rolls back that step) on failure. */
export async function migrateToLatest(db: Db, options: { schema?: string } = {}): Promise<string[]> {
  if (await upToDate(db, options.schema)) return [];
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
