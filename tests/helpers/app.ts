/**
 * Boots the real app on a real, migrated and seeded database (fastify/demo test/helper.ts).
 * Mock only what is outside the system. The database is a copy of a seeded template built
 * once per vitest run (templates.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../api/app.js';
import { loadConfig, type AppConfig } from '../../api/config.js';
import type { Db, Dialect } from '../../api/db/database.js';
import { seed } from '../../api/db/seed/index.js';
import { fixedClock } from '../../api/lib/clock.js';
import { migratedTestDb, type TestDb } from './database.js';
import { copyOfTemplate } from './templates.js';

export const TEST_PASSWORD = 'Test-Slaptazodis-1';
export const TEST_NOW = '2026-11-20T10:00:00.000Z';

/**
 * A copy of this run's template for what the seed reads (its password and clock; decision
 * 0134), or — outside the main vitest config — a database migrated and seeded here.
 */
async function seededDb(dialect: Dialect, config: AppConfig, now: Date, seeded: boolean): Promise<TestDb> {
  const fill = seeded ? (db: Db) => seed(db, config, now) : undefined;
  const key = { dialect, seed: seeded ? { demoPassword: config.demoPassword, now: now.toISOString() } : undefined };
  const copy = await copyOfTemplate(key, fill);
  if (copy) return copy;
  const db = await migratedTestDb(dialect);
  if (fill) await fill(db);
  return db;
}

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  config: AppConfig;
  clock: ReturnType<typeof fixedClock>;
  /** Writes a system parameter straight to the database and drops the app's cached copy (as the admin route does). */
  setParameter(code: string, value: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A seeded app on a fresh database of `dialect`.
 * @param options.plugins Kysely plugins on the app's database (e.g. one counting statements); the seed runs without them
 */
export async function createTestApp(
  dialect: Dialect,
  options: { env?: Record<string, string>; seed?: boolean; plugins?: KyselyPlugin[] } = {},
): Promise<TestApp> {
  // the outbox's sender runs only when a test calls it (app.outbox.deliverDue): a timer would move notices mid-test
  const config = loadConfig({
    DEMO_PASSWORD: TEST_PASSWORD,
    CLIENT_DIR: '.no-client',
    LOG_LEVEL: 'silent',
    OUTBOX_SEND_MINUTES: '0',
    BROKER_SEND_MINUTES: '0',
    ...options.env,
  });
  const clock = fixedClock(TEST_NOW);
  const db = await seededDb(dialect, config, clock.now(), options.seed !== false);
  const appDb = { ...db, kysely: (options.plugins ?? []).reduce((k, plugin) => k.withPlugin(plugin), db.kysely) };
  const app = await buildApp({ config, db: appDb, clock, logger: false });
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    setParameter: async (code, value) => {
      await db.kysely.updateTable('system_parameter').set({ value }).where('code', '=', code).execute();
      app.systemService.parametersChanged();
    },
    close: async () => {
      await app.close();
      await db.cleanup();
    },
  };
}
