/**
 * Accessibility check with axe-core on the page as it is now. Every rule axe ships runs;
 * the test fails on violations rated serious or critical (minor and moderate ones are left
 * to review, as they include best-practice advice rather than barriers).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Fails with a readable list (rule, impact, help, first offending elements) when any exist.
 * `exclude`: selectors axe leaves out, e.g. a sandboxed frame, where no script runs (axe's included).
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: readonly string[] } = {}): Promise<void> {
  // Judge the settled page: mid-way through a fade (a dialog opening, a snackbar arriving)
  // colours are partly transparent and axe reports contrast that no user ever sees.
  // Two frames first, so a transition that a just-mounted element (a snackbar) is about to start has started.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 });
  const builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits until the snackbar queue is empty (src/app/notifier.tsx shows its messages one after
 * another, 3 s each): a message still queued behind the visible one would fade in while axe
 * reads the page. Use it before an axe check that follows a series of actions.
 */
export async function expectNoSnackbar(page: Page): Promise<void> {
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0, { timeout: 15_000 });
}
