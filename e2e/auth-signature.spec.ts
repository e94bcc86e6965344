/**
 * Native-signature sign-in (issue #23 item 6, decision 0127), lt: on /login a provider signs in
 * with the e-signature (the demo mode's card: pick the person), lands in the workplace signed in
 * as herself; the dialog is axe-clean.
 */
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { expect, test } from './support/test.js';

test('a provider signs in with the e-signature: the demo card signs the challenge and the workplace opens', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Prisijungti elektroniniu parašu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prisijungimas elektroniniu parašu' });
  const holder = dialog.getByRole('button', { name: /Tomas Kairys/ });
  await expect(holder).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await holder.click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (new URL(page.url()).pathname.startsWith('/sutikimas')) {
    await page.getByRole('button', { name: 'Sutinku', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sutikimas'));
  }
  await expect(page.getByRole('button', { name: 'Naudotojo meniu: Tomas Kairys' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
