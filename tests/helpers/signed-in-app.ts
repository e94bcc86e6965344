/** The setup most API tests open with: a fresh seeded app and some demo users signed in to the workplace. */
import type { Dialect } from '../../api/db/database.js';
import { createTestApp, type TestApp } from './app.js';
import { login, type SignedIn } from './auth.js';

/** A fresh seeded app of the dialect, and the named demo users signed in one after another, in the order named. */
export async function appSignedIn<const U extends readonly string[]>(
  dialect: Dialect,
  ...usernames: U
): Promise<{ t: TestApp; users: { [K in keyof U]: SignedIn } }> {
  const t = await createTestApp(dialect);
  const users: SignedIn[] = [];
  for (const username of usernames) users.push(await login(t.app, username));
  return { t, users: users as { [K in keyof U]: SignedIn } };
}
