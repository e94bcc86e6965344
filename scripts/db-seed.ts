/** npm run db:seed — migrates, then seeds base and demo data (idempotent). */
import { loadConfig } from '../api/config.js';
import { openDatabase } from '../api/db/database.js';
import { migrateToLatest } from '../api/db/migrate.js';
import { demoFilesOf, seed } from '../api/db/seed/index.js';

const config = loadConfig();
const db = openDatabase(config.database);
try {
  await migrateToLatest(db);
  await seed(db, config, new Date(), demoFilesOf(config));
  console.log('seeded');
} finally {
  await db.destroy();
}
