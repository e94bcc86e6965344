/**
 * The accessibility mode (spec §9, issue #23 item 7), lt: black text, a visible focus ring and
 * marked controls, switched from the workplace's profile menu (kept on the server: it survives
 * signing out and in again) and from the portal's header (an anonymous visitor's choice kept
 * in this browser: it survives a reload); both faces axe-clean in both modes.
 */
import type { Page } from '@playwright/test';
import { submitSignIn, useUpFirstSignIn } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { expect, test } from './support/test.js';
import { portalURL } from './support/urls.js';

const USER = 'P_IAT_pagal_ID';

/** The text colour of the page's main heading. */
const headingColour = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .first()
    .evaluate((h) => getComputedStyle(h).color);

test('a workplace user switches the accessibility mode on in the profile menu; it is kept for her next sign-in', async ({ page, request }) => {
  await useUpFirstSignIn(request, USER);
  await page.goto('/login');
  await submitSignIn(page, USER);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const menuButton = page.getByRole('button', { name: /^Naudotojo meniu/ });
  await expect(menuButton).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-prieinamumas');

  await menuButton.click();
  const item = page.getByRole('menuitemcheckbox', { name: 'Prieinamumo režimas' });
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await expectNoSeriousA11yViolations(page);
  await item.click();
  await expect(page.locator('html')).toHaveAttribute('data-prieinamumas', 'taip');
  await page.keyboard.press('Escape');
  expect(await headingColour(page)).toBe('rgb(0, 0, 0)');
  await expectNoSeriousA11yViolations(page);

  // signed out and in again: the server remembered it
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Atsijungti' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
  await submitSignIn(page, USER);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.locator('html')).toHaveAttribute('data-prieinamumas', 'taip');
  await menuButton.click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Prieinamumo režimas' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemcheckbox', { name: 'Prieinamumo režimas' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-prieinamumas');
});

test('an anonymous portal visitor switches the accessibility mode on in the header; this browser keeps it', async ({ page }) => {
  await page.goto(portalURL('/paslaugos'));
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Prieinamumo režimas' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expectNoSeriousA11yViolations(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await headingColour(page)).toBe('rgb(0, 0, 0)');
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Prieinamumo režimas' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-prieinamumas', 'taip');
});
