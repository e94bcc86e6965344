/**
 * Process entry: validate settings, open and migrate the database, seed demo data, listen,
 * and shut down gracefully on SIGINT/SIGTERM.
 */
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { buildApp } from './app.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  if (config.seedDemoData) {
    // the seed (and what it builds with) is read only when demo data is asked for
    const { demoFilesOf, seed } = await import('./db/seed/index.js');
    await seed(db, config, new Date(), demoFilesOf(config));
  }
  const app = await buildApp({ config, db, ownsDb: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`workplace on http://${config.host}:${config.port}, self-service portal on http://${config.selfServiceHost}:${config.port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
