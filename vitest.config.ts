import { defineConfig } from 'vitest/config';

// Unit tests and API integration tests (app.inject on a real database). Browser-side unit
// tests opt into jsdom with a `// @vitest-environment jsdom` comment at the top of the file.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // the reliability suite has its own command and config (vitest.reliability.config.ts)
    exclude: ['**/node_modules/**', 'tests/reliability/**'],
    // a folder and database-name prefix for the run's seeded templates (decision 0134)
    globalSetup: ['tests/helpers/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    // setting up an app (migrate + seed on two dialects) can take tens of seconds on a busy 2-core machine
    hookTimeout: 90_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
  },
});
