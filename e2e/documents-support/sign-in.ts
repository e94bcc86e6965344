/**
 * Signing in as a seeded demo user (username = role code) through the workplace's sign-in
 * page, accepting the terms of use when the first sign-in asks for them.
 */
import { expect, type Page } from '@playwright/test';

// The seeded demo users' password (api/config.ts DEFAULT_DEMO_PASSWORD; the e2e server sets no other).
const DEMO_PASSWORD = 'Demo-Slaptazodis-1';

/** Signs in as the demo user of a role and waits for the workplace. */
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

/** The bearer token of the tab's session (sessionStorage, src/lib/session.ts), for API checks. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const value = sessionStorage.getItem(sessionStorage.key(i) ?? '');
      try {
        const parsed = JSON.parse(value ?? '') as { token?: unknown };
        if (typeof parsed?.token === 'string') return parsed.token;
      } catch {
        // not the session entry
      }
    }
    return null;
  });
  if (!token) throw new Error('no session token in sessionStorage');
  return token;
}
