/**
 * Browser tests (e2e/) in Debian's Chromium, found on PATH — never a downloaded browser
 * (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 everywhere). The web server is the real production
 * build on 127.0.0.1 with a fresh seeded SQLite database (scripts/e2e-server.mjs).
 */
import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { E2E_PORT, PORTAL_HOST, WORKPLACE_URL } from './e2e/support/urls.js';

/** The system Chromium: CHROMIUM_PATH, else `which chromium`, else Debian's default path. */
function systemChromium(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim() || '/usr/bin/chromium';
  } catch {
    return '/usr/bin/chromium';
  }
}

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder on start: keep it apart from vitest's report.
  outputDir: 'test-results/e2e',
  // Files run in parallel, tests within a file in order. Two workers suit the 2-core CI
  // machine (the server and Chromium share it); journeys must not depend on each other's data.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  // No retries, in CI either: a test that passes only on its second try is flaky, and a
  // flaky test hides real defects. Playwright's auto-waiting absorbs a slow machine.
  retries: 0,
  forbidOnly: CI,
  timeout: 30_000,
  // The first page load of a cold build on a busy 2-core machine can take a few seconds.
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]] : [['list']],
  use: {
    baseURL: WORKPLACE_URL,
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        // The spec's recommended resolutions start at 1024x768; a common laptop size.
        // Chromium's own user agent is kept (no preset pretending to be another build).
        viewport: { width: 1280, height: 720 },
        launchOptions: {
          executablePath: systemChromium(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
            // The server listens on 127.0.0.1 only. Chromium resolves *.localhost to loopback
            // itself and falls back from ::1 to 127.0.0.1, but this mapping sends it straight
            // to the server's address on any machine. The Host header is unchanged, so the
            // server still chooses the face by it.
            `--host-resolver-rules=MAP localhost 127.0.0.1, MAP ${PORTAL_HOST} 127.0.0.1`,
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/health/ready`,
    // Always our own fresh server and database; never whatever happens to hold the port.
    reuseExistingServer: false,
    // Includes `npm run build` (generation, vite build, API bundle) on a 2-core machine.
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
