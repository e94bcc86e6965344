/**
 * The idempotent seed: base data and the demo data that shows every feature to a newcomer.
 * Each module adds its seeder to SEEDERS (in dependency order); running twice changes nothing.
 */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Db } from '../database.js';
import type { Database } from '../schema.js';
import { seedSystem } from './system.js';
import { seedUsers } from './users.js';
import { seedDocuments } from './documents.js';
import { seedAssets } from './assets.js';
import { seedRequests } from './requests.js';
import { seedCertificates } from './certificates.js';
import { seedSelfService } from './self-service.js';
import { seedSelfServiceChanges } from './self-service-changes.js';
import { seedWorkplaceNotices } from './workplace-notices.js';
import { seedCart } from './cart.js';
import { seedArchive } from './archive.js';
import { seedAdmin } from './admin.js';
import { seedClassifiers } from './classifiers.js';
import { seedSearch } from './search.js';
import { seedExtracts } from './extracts.js';
import { seedOutbox } from './outbox.js';
import { seedBroker } from './broker.js';
import { seedRules } from './rules.js';
import { seedStudio } from './studio.js';
import { seedApproval } from './approval.js';

export interface SeedContext {
  config: Pick<AppConfig, 'demoPassword'>;
  now: string;
  /** where demo files go (generated PDFs); absent in the API tests, which need no demo files */
  files?: DemoFiles;
}

/** The data folder for demo files, the folder holding locales/ and assets/, and the site the demo's links point to. */
export interface DemoFiles {
  dataDir: string;
  root: string;
  /** the portal's public address (SELF_SERVICE_URL): extract QR codes, portal users' e-mail links */
  siteOrigin: string;
  /** the workplace's public address (WORKPLACE_URL): other e-mail links */
  workplaceOrigin: string;
}

type Seeder = (db: Kysely<Database>, ctx: SeedContext) => Promise<void>;

const SEEDERS: [string, Seeder][] = [
  ['system', seedSystem],
  ['users', seedUsers],
  ['documents', seedDocuments],
  ['requests', seedRequests],
  ['self-service', seedSelfService],
  ['self-service-changes', seedSelfServiceChanges],
  ['workplace-notices', seedWorkplaceNotices],
  ['certificates', seedCertificates],
  ['assets', seedAssets],
  ['cart', seedCart],
  ['archive', seedArchive],
  ['admin', seedAdmin],
  ['classifiers', seedClassifiers],
  ['search', seedSearch],
  ['extracts', seedExtracts],
  ['outbox', seedOutbox],
  ['broker', seedBroker],
  ['rules', seedRules],
  ['studio', seedStudio],
  ['approval', seedApproval],
];

export async function seed(db: Db, config: Pick<AppConfig, 'demoPassword'>, now = new Date(), files?: DemoFiles): Promise<void> {
  const ctx: SeedContext = { config, now: now.toISOString(), files };
  for (const [, seeder] of SEEDERS) {
    await db.kysely.transaction().execute((trx) => seeder(trx, ctx));
  }
}

/** The demo files' settings of a running server (npm start, npm run db:seed): its data folder, and its two faces' addresses for the links. */
export const demoFilesOf = (config: Pick<AppConfig, 'dataDir' | 'selfServiceUrl' | 'workplaceUrl'>): DemoFiles => ({
  dataDir: config.dataDir,
  root: process.cwd(),
  siteOrigin: config.selfServiceUrl,
  workplaceOrigin: config.workplaceUrl,
});
