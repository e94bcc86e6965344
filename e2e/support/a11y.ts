/**
 * Accessibility check with axe-core on the page as it is now. Every rule axe ships runs;
 * the test fails on violations rated serious or critical (minor and moderate ones are left
 * to review, as they include best-practice advice rather than barriers).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/** The snackbars of src/app/notifier.tsx: transient, judged on their own once settled. */
const SNACKBAR = '.MuiSnackbar-root';

/**
 * Fails with a readable list (rule, impact, help, first offending elements) when any exist.
 * `exclude`: selectors axe leaves out, e.g. a sandboxed frame, where no script runs (axe's included).
 * Snackbars are left out: a queued message can fade in while axe reads the page, and a fading
 * colour is not one any user reads. `expectAccessibleSnackbar` judges a settled one.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: readonly string[] } = {}): Promise<void> {
  await settle(page);
  const builder = new AxeBuilder({ page }).exclude(SNACKBAR);
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  expectNoBlocking(page, await builder.analyze());
}

/** Judges the snackbar on screen now, once its entrance has finished. */
export async function expectAccessibleSnackbar(page: Page): Promise<void> {
  await expect(page.locator(SNACKBAR).first()).toBeVisible();
  await settle(page);
  expectNoBlocking(page, await new AxeBuilder({ page }).include(SNACKBAR).analyze());
}

/**
 * Waits for the settled page: mid-way through a fade (a dialog opening, a snackbar arriving)
 * colours are partly transparent and axe reports contrast that no user ever sees. Two frames
 * first, so a transition that a just-mounted element is about to start has started.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 });
}

function expectNoBlocking(page: Page, results: Awaited<ReturnType<AxeBuilder['analyze']>>): void {
  const blocking = results.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('; ')}`,
    );
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}
