/**
 * Playwright's `test` and `expect` for every journey, with one addition: a page that logs a
 * console error, has an uncaught exception, loses a request on the network, or gets a 5xx
 * answer fails the test. A 4xx the journey provokes on purpose (a refused action, a missing
 * item) is part of the journey; Chromium's "Failed to load resource … status of 4xx" line is
 * therefore not counted, and requests the page aborts itself (navigation) are not lost.
 *
 * A test whose point is a console error (e.g. the CSP blocking hostile HTML) declares it:
 * `pageProblems.allow(/Content Security Policy/)`. The allowance covers console errors only,
 * in that one test; everything else stays strict.
 */
import { test as base, expect, type Page } from '@playwright/test';

const EXPECTED_LOAD_FAILURE = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/** The problems the test's pages had; `allow` declares console errors the test expects. */
export interface PageProblems {
  /** Console errors matching `pattern` are expected in this test and not counted. */
  allow(pattern: RegExp): void;
}

function watch(page: Page, problems: string[], allowed: readonly RegExp[]): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (EXPECTED_LOAD_FAILURE.test(text) || allowed.some((pattern) => pattern.test(text))) return;
    problems.push(`console error: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    if (!failure.includes('ERR_ABORTED')) problems.push(`request failed: ${request.method()} ${request.url()} (${failure})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`server error: ${response.status()} ${response.request().method()} ${response.url()}`);
  });
}

export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      for (const page of context.pages()) watch(page, problems, allowed);
      context.on('page', (page) => watch(page, problems, allowed));
      await use({ allow: (pattern) => void allowed.push(pattern) });
      expect(problems, 'the pages logged errors or lost requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
