import { defineConfig } from 'vitest/config';

// The reliability suite (tests/reliability/README.md): real server processes killed with
// SIGKILL, races, the login throttle under a burst, the hostile-input corpus. `npm run
// test:reliability`; SQLite always, PostgreSQL too when TEST_DATABASE_URL is set. Each test
// bounds its own loops; the timeouts below only stop a hang.
export default defineConfig({
  test: {
    include: ['tests/reliability/**/*.test.ts'],
    // bundles the server once (.tmp/reliability/server.js) for the server processes
    globalSetup: ['tests/reliability/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // two files at a time: each runs its own server process next to the test worker
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    reporters: [
      'default',
      './tests/reliability/summary-reporter.ts',
      ...(process.env.CI ? [['json', { outputFile: 'test-results/reliability.json' }] as [string, object]] : []),
    ],
  },
});
