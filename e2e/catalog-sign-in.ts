/**
 * Signing in for the catalogue journeys, the way a person does: the workplace's sign-in page
 * with a seeded demo user, then the terms of use when the first sign-in asks for them. The
 * session lives in the tab (sessionStorage), so later page.goto calls stay signed in.
 * (The documents journeys carry the same steps in e2e/documents-support/sign-in.ts, not yet
 * committed when this was written: both belong in e2e/support/ once it offers a sign-in.)
 */
import { expect, type Page } from '@playwright/test';

// The seeded demo users' password (api/config.ts DEFAULT_DEMO_PASSWORD; the e2e server sets no other).
const DEMO_PASSWORD = 'Demo-Slaptazodis-1';

/** Signs in as the demo user of a role (username = role code). */
export async function signInAs(page: Page, role: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Naudotojo vardas').fill(role);
  await page.getByLabel('Slaptažodis').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (new URL(page.url()).pathname.startsWith('/sutikimas')) {
    await page.getByRole('button', { name: 'Sutinku', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sutikimas'));
  }
  await expect(page.getByRole('main')).toBeVisible();
}
