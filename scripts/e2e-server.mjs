// The server Playwright's webServer starts (see playwright.config.ts): builds the app, then
// runs the real production entry (dist/api/server.js) on 127.0.0.1 with a fresh SQLite
// database under .tmp/, so every e2e run starts from the migrated, seeded demo state.
//
// E2E_SKIP_BUILD=1 reuses an existing dist/ (quicker local iterations); CI never sets it,
// so the browser always tests what the sources build today.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT || '4210';
const database = path.join(root, '.tmp', 'e2e.sqlite');
const dataDir = path.join(root, '.tmp', 'e2e-data');

// 1. A clean slate: the database file (with its WAL companions) and the uploads folder.
for (const file of [database, `${database}-wal`, `${database}-shm`]) fs.rmSync(file, { force: true });
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

// 2. Build, unless told to reuse a build that exists.
const serverEntry = path.join(root, 'dist', 'api', 'server.js');
if (process.env.E2E_SKIP_BUILD === '1' && fs.existsSync(serverEntry)) {
  console.log('e2e-server: E2E_SKIP_BUILD=1, reusing dist/');
} else {
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`e2e-server: npm run build failed (exit ${build.status ?? build.signal})`);
    process.exit(1);
  }
  console.log(`e2e-server: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// 3. The real server, loopback only. Signals are passed on so it closes the database cleanly.
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: port,
    SELF_SERVICE_HOST: 'savitarna.localhost',
    DATABASE_URL: `sqlite:${path.relative(root, database)}`,
    DATA_DIR: path.relative(root, dataDir),
    SEED_DEMO_DATA: 'true',
    // the journeys sign in through the gateway stand-in and pay on the payment stand-in's page
    STAND_INS: 'on',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
