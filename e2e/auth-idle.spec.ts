/**
 * Idle expiry on Playwright's clock (spec §4, §9): a signed-in notary does nothing; keep-alive
 * goes on pinging every minute and the server answers every ping, but pings are not user
 * activity: after 15 minutes (atjungimo_laikas) the dialog says the session has ended, the
 * token no longer works, and the dialog's button goes home — where the guard asks to sign in.
 */
import { expect, test } from './support/test.js';
import { submitSignIn, useUpFirstSignIn } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

const MINUTE = 60_000;

test('the session-ended dialog appears after 15 idle minutes while keep-alive keeps running', async ({ page, request }) => {
  await page.clock.install();
  await useUpFirstSignIn(request, 'DT_antstolis');
  await page.goto('/login');
  await submitSignIn(page, 'DT_antstolis');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagrindinis' })).toBeVisible();
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('sesija') ?? '{}') as { token?: string }).token);
  expect(token).toBeTruthy();

  const answered: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/keep-alive') && response.request().method() === 'POST') answered.push(response.status());
  });

  // Fourteen quiet minutes, one at a time: each brings a keep-alive the server answers.
  for (let minute = 1; minute <= 14; minute += 1) {
    const ping = page.waitForResponse((r) => r.url().endsWith('/api/keep-alive') && r.request().method() === 'POST');
    await page.clock.runFor(MINUTE);
    expect((await ping).status(), `keep-alive in minute ${minute}`).toBe(200);
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(answered.every((status) => status === 200)).toBe(true);

  // The fifteenth minute ends the session.
  await page.clock.runFor(MINUTE);
  const dialog = page.getByRole('alertdialog', { name: 'Sesija baigėsi' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Jūsų sesija baigėsi, nes 15 min. neatlikote jokių veiksmų.');
  await expectNoSeriousA11yViolations(page);

  // The server no longer accepts the token (the browser logged out), and the tab forgot it.
  await expect.poll(async () => (await request.get('/api/check-user', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('sesija'))).toBeNull();

  await dialog.getByRole('button', { name: 'Į pradžią' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prisijungimas prie darbo vietos' })).toBeVisible();
});
