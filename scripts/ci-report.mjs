// Summarises the test reports written when CI is set (vitest: test-results/vitest.json,
// Playwright: test-results/playwright.json) and proves the PostgreSQL leg really ran.
//
// Usage: node scripts/ci-report.mjs [--require-postgres]
// With --require-postgres it fails when no vitest test whose full name contains
// "[postgres]" passed: a TEST_DATABASE_URL that silently tested nothing is a broken CI.
import fs from 'node:fs';

const VITEST_REPORT = 'test-results/vitest.json';
const PLAYWRIGHT_REPORT = 'test-results/playwright.json';
const requirePostgres = process.argv.includes('--require-postgres');

function readJson(file) {
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Counts of vitest tests by status, overall and for those named with a dialect tag. */
function summariseVitest(report) {
  const all = report.testResults.flatMap((file) => file.assertionResults);
  const count = (tests) => {
    const by = { total: tests.length, passed: 0, failed: 0, skipped: 0 };
    for (const t of tests) {
      if (t.status === 'passed') by.passed += 1;
      else if (t.status === 'failed') by.failed += 1;
      else by.skipped += 1; // pending, skipped, todo
    }
    return by;
  };
  return {
    all: count(all),
    postgres: count(all.filter((t) => t.fullName.includes('[postgres]'))),
    sqlite: count(all.filter((t) => t.fullName.includes('[sqlite]'))),
    skippedNames: all.filter((t) => !['passed', 'failed'].includes(t.status)).map((t) => t.fullName),
    failed: all.filter((t) => t.status === 'failed').map((t) => ({ name: t.fullName, message: (t.failureMessages ?? []).join('\n') })),
  };
}

/** One failed test: its name and the first lines of its error, so the tail of a CI log says what broke. */
function printFailure(name, message) {
  console.log(`  failed: ${name}`);
  const lines = String(message ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '') // colour codes
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, 8);
  for (const l of lines) console.log(`    ${l.slice(0, 200)}`);
}

/** Playwright tests whose final outcome was unexpected or flaky, with the error of their last failed try. */
function playwrightProblems(report) {
  const found = [];
  const walk = (suite, prefix) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedTry = [...(test.results ?? [])].reverse().find((r) => r.status !== 'passed');
        const error = failedTry?.errors?.map((e) => e.message).join('\n') ?? failedTry?.error?.message ?? '';
        found.push({ name: `${test.status}: ${prefix}${spec.title}`, message: error });
      }
    }
    for (const child of suite.suites ?? []) walk(child, `${prefix}${child.title} › `);
  };
  for (const suite of report.suites ?? []) walk(suite, `${suite.title} › `);
  return found;
}

const problems = [];
const vitest = readJson(VITEST_REPORT);
if (!vitest) {
  problems.push(`${VITEST_REPORT} is missing: vitest did not run with CI set`);
} else {
  const s = summariseVitest(vitest);
  const line = (c) => `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped of ${c.total}`;
  console.log(`vitest: ${line(s.all)} (${vitest.testResults.length} files)`);
  console.log(`vitest against SQLite ([sqlite] in the name): ${line(s.sqlite)}`);
  console.log(`vitest against PostgreSQL ([postgres] in the name): ${line(s.postgres)}`);
  for (const name of s.skippedNames) console.log(`  skipped: ${name}`);
  for (const f of s.failed) printFailure(f.name, f.message);
  if (requirePostgres && s.postgres.passed === 0) {
    problems.push('no test ran against PostgreSQL although TEST_DATABASE_URL was set');
  }
}

const playwright = readJson(PLAYWRIGHT_REPORT);
if (playwright) {
  const st = playwright.stats;
  console.log(
    `playwright: ${st.expected} passed, ${st.unexpected} failed, ${st.flaky} flaky, ${st.skipped} skipped` + ` in ${(st.duration / 1000).toFixed(1)} s`,
  );
  for (const f of playwrightProblems(playwright)) printFailure(f.name, f.message);
} else {
  console.log(`playwright: no report (${PLAYWRIGHT_REPORT}); e2e did not run`);
}

for (const p of problems) console.error(`FAIL: ${p}`);
process.exit(problems.length > 0 ? 1 : 0);
