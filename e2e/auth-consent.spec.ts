/**
 * The first sign-in asks for the terms of use (spec §2.2, §4): a new account (created by the
 * administrator through user administration) signs in and is held on the terms until it
 * answers. Agree leads on to the page it was going to; Disagree ends the session and the
 * sign-in page says why. The bell counts the active message the administrator set.
 */
import { expect, test } from './support/test.js';
import { createAccount, submitSignIn } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

test('the first sign-in shows the terms; Agree goes on to the requested page', async ({ page, request }) => {
  const account = await createAccount(request, {
    username: 'e2e.sutinka',
    roles: ['DT_notaras'],
    activeMessage: 'Sveiki prisijungę prie registro darbo vietos.',
  });
  await page.goto('/zinutes');
  await expect(page).toHaveURL(/\/login\?next=%2Fzinutes$/);
  await submitSignIn(page, account.username, account.password);

  await expect(page).toHaveURL(/\/sutikimas\?next=%2Fzinutes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Naudojimo sąlygos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Naudojimo sąlygų tekstas' })).toContainText('1.3. Nesutinkantis su sąlygomis asmuo Sistema naudotis negali.');
  await expectNoSeriousA11yViolations(page);

  // nothing else opens before the answer
  await page.goto('/pagrindinis');
  await expect(page).toHaveURL(/\/sutikimas\?next=%2Fpagrindinis$/);

  await page.getByRole('button', { name: 'Sutinku', exact: true }).click();
  await expect(page).toHaveURL(/\/pagrindinis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagrindinis' })).toBeVisible();

  // the administrator's message: the bell counts it and /zinutes lists it
  const bell = page.getByRole('link', { name: 'Žinutės, aktyvių: 1' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Žinutės' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aktyvios žinutės' })).toContainText('Sveiki prisijungę prie registro darbo vietos.');
  await expect(page.getByRole('heading', { level: 2, name: 'Versijos 1.3.16 naujienos' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // signed in again later: no more terms
  await page.getByRole('button', { name: 'Naudotojo meniu: Aistė Naujokė' }).click();
  await page.getByRole('menuitem', { name: 'Atsijungti' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/pagrindinis$/);
});

test('Disagree ends the session and the sign-in page says why', async ({ page, request }) => {
  const account = await createAccount(request, { username: 'e2e.nesutinka', roles: ['DT_antstolis'] });
  await page.goto('/login');
  await submitSignIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/sutikimas$/);
  await page.getByRole('button', { name: 'Nesutinku' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('Nesutikus su naudojimo sąlygomis, sistema naudotis negalima.');
  await page.goto('/pagrindinis');
  await expect(page).toHaveURL(/\/login\?next=%2Fpagrindinis$/);
});
