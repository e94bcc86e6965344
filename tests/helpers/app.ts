/**
 * Boots the real app on a real, migrated and seeded database (fastify/demo test/helper.ts).
 * Mock only what is outside the system.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.js';
import { loadConfig, type AppConfig } from '../../api/config.js';
import type { KyselyPlugin } from 'kysely';
import type { Dialect } from '../../api/db/database.js';
import { seed } from '../../api/db/seed/index.js';
import { fixedClock } from '../../api/lib/clock.js';
import { createTestDb, type TestDb } from './database.js';

export const TEST_PASSWORD = 'Test-Slaptazodis-1';
export const TEST_NOW = '2026-11-20T10:00:00.000Z';

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
  const db = await createTestDb(dialect);
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
  if (options.seed !== false) await seed(db, config, clock.now());
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
