/**
 * npm run audit:verify — verifies the audit hash chain of the database DATABASE_URL names (the
 * only setting it reads); exits 1 naming the first broken link, or a bad setting.
 */
import { ConfigError, loadDatabaseConfig } from '../api/config.js';
import { openDatabase } from '../api/db/database.js';
import { verifyAuditChain } from '../api/modules/audit-chain/verify.js';

let database;
try {
  database = loadDatabaseConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const db = openDatabase(database);
try {
  const report = await verifyAuditChain(db.kysely);
  if (report.ok) console.log(`audit chain intact: ${report.events} events, ${report.sealedDays} sealed days`);
  else {
    const b = report.broken!;
    console.error(
      `audit chain broken after ${report.events} intact events: ${b.problem} at ${b.id !== null ? `event id ${b.id} (seq ${b.seq})` : b.day ? `the seal of ${b.day}` : 'the chain head'}`,
    );
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
