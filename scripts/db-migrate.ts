/** npm run db:migrate — brings the configured database to the newest migration. */
import { loadConfig } from '../api/config.js';
import { openDatabase } from '../api/db/database.js';
import { migrateToLatest } from '../api/db/migrate.js';

const config = loadConfig();
const db = openDatabase(config.database);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await db.destroy();
}
