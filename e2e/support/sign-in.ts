/**
 * Signing in to the workplace, one home for every journey: the demo password, an API token,
 * using up a seeded user's first sign-in (so a journey about menus is not also one about
 * consent), the sign-in form as a person fills it, a signed-in page in a context of its own,
 * the tab's token for API checks, and a fresh account made through user administration.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** The seeded demo users' password (api/config.ts DEFAULT_DEMO_PASSWORD; the e2e server sets no other). */
export const DEMO_PASSWORD = 'Demo-Slaptazodis-1';

/** Signs in through the API (POST /api/login) and returns the bearer token. `url` for another origin's request context. */
export async function apiToken(request: APIRequestContext, username: string, url = '/api/login'): Promise<string> {
  const signIn = await request.post(url, { data: { username, password: DEMO_PASSWORD } });
  expect(signIn.status(), `API sign-in of ${username}`).toBe(200);
  return ((await signIn.json()) as { naudotojas: { api_token: string } }).naudotojas.api_token;
}

/** Signs in through the API and out again, so the account's next sign-in is not its first. */
export async function useUpFirstSignIn(request: APIRequestContext, username: string): Promise<void> {
  const token = await apiToken(request, username);
  const signOut = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(signOut.status()).toBe(204);
}

/** Fills in the workplace's sign-in form and submits it (the caller checks where it leads). */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Naudotojo vardas').fill(username);
  await page.getByLabel('Slaptažodis').fill(password);
  await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
}

/** A seeded user whose first sign-in is used up signs in on /login and lands on /pagrindinis. */
export async function signInHome(page: Page, request: APIRequestContext, username: string): Promise<void> {
  await useUpFirstSignIn(request, username);
  await page.goto('/login');
  await submitSignIn(page, username);
  await expect(page).toHaveURL(/\/pagrindinis$/);
}

/** Signs in as a seeded demo user (username = role code), accepting the terms when the first sign-in asks. */
export async function signInAs(page: Page, role: string): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, role);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (new URL(page.url()).pathname.startsWith('/sutikimas')) {
    await page.getByRole('button', { name: 'Sutinku', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sutikimas'));
  }
  await expect(page.getByRole('main')).toBeVisible();
}

/** A page in a browser context of its own (own session), signed in as the demo user of `role`. */
export async function signedInPage(browser: Browser, role: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
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

export interface NewAccount {
  username: string;
  password: string;
}

/** Creates a workplace account as the demo administrator (POST /api/acl/user); it has never signed in. */
export async function createAccount(request: APIRequestContext, fields: { username: string; roles: string[]; activeMessage?: string }): Promise<NewAccount> {
  const token = await apiToken(request, 'AD_administratorius');
  const password = 'Naujas-Slaptazodis-2026';
  const created = await request.post('/api/acl/user', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      username: fields.username,
      password,
      first_name: 'Aistė',
      last_name: 'Naujokė',
      roles: fields.roles,
      ...(fields.activeMessage ? { active_message: fields.activeMessage } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  return { username: fields.username, password };
}
