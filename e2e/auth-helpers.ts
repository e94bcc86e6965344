/**
 * Helpers of the identity journeys (e2e/auth-*.spec.ts): the demo password, signing in on
 * the workplace's sign-in page the way a person does, making sure a seeded user's UI sign-in
 * is not their first (so a journey about menus is not also a journey about consent), and
 * creating a fresh account through user administration for the first-sign-in journeys.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The seeded demo users' password (api/config.ts DEFAULT_DEMO_PASSWORD; the e2e server sets no other). */
export const DEMO_PASSWORD = 'Demo-Slaptazodis-1';

/** Signs in through the API and out again, so the account's next sign-in is not its first. */
export async function useUpFirstSignIn(request: APIRequestContext, username: string): Promise<void> {
  const signIn = await request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(signIn.status(), `API sign-in of ${username}`).toBe(200);
  const { naudotojas } = (await signIn.json()) as { naudotojas: { api_token: string } };
  const signOut = await request.post('/api/logout', { headers: { Authorization: `Bearer ${naudotojas.api_token}` } });
  expect(signOut.status()).toBe(204);
}

/** Fills in the workplace's sign-in form and submits it (the caller checks where it leads). */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Naudotojo vardas').fill(username);
  await page.getByLabel('Slaptažodis').fill(password);
  await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
}

export interface NewAccount {
  username: string;
  password: string;
}

/** Creates a workplace account as the demo administrator (POST /api/acl/user); it has never signed in. */
export async function createAccount(request: APIRequestContext, fields: { username: string; roles: string[]; activeMessage?: string }): Promise<NewAccount> {
  const signIn = await request.post('/api/login', { data: { username: 'AD_administratorius', password: DEMO_PASSWORD } });
  expect(signIn.status()).toBe(200);
  const token = ((await signIn.json()) as { naudotojas: { api_token: string } }).naudotojas.api_token;
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
