/**
 * Playwright's `test` and `expect` for every journey, with one addition: a page that logs a
 * console error, has an uncaught exception, loses a request on the network, or gets a 5xx
 * answer fails the test. A 4xx the journey provokes on purpose (a refused action, a missing
 * item) is part of the journey; Chromium's "Failed to load resource … status of 4xx" line is
 * therefore not counted, and requests the page aborts itself (navigation) are not lost.
 */
import { test as base, expect, type Page } from '@playwright/test';

const EXPECTED_LOAD_FAILURE = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

function watch(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_LOAD_FAILURE.test(message.text())) problems.push(`console error: ${message.text()}`);
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

export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      for (const page of context.pages()) watch(page, problems);
      context.on('page', (page) => watch(page, problems));
      await use(problems);
      expect(problems, 'the pages logged errors or lost requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
