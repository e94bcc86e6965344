/**
 * Signed-in users see the workplace made for them (spec §1, §2.1): a notary, an STSR
 * registrar and an administrator sign in on the sign-in page and get their workplace title
 * and only the top-menu sections they may open; a page they may not open sends them home.
 * A citizen signs in to the portal through the e-government gateway's stand-in page, accepts
 * the terms the first sign-in asks for, and sees the portal's menu with their name.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { submitSignIn, useUpFirstSignIn } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { portalURL } from './support/urls.js';

const REGISTRAR_WORKPLACE = 'Registratoriaus darbo vieta';
const PROVIDER_WORKPLACE = 'Duomenų teikėjo darbo vieta';

async function topMenu(page: Page): Promise<string[]> {
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Pagrindinis meniu' });
  await expect(menu).toBeVisible();
  return menu.getByRole('link').allTextContents();
}

async function signInAs(page: Page, username: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prisijungimas prie darbo vietos' })).toBeVisible();
  await submitSignIn(page, username);
  await expect(page).toHaveURL(/\/pagrindinis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagrindinis' })).toBeVisible();
}

test('the sign-in page passes axe and refuses a wrong password with the server’s message', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Prisijungimas prie darbo vietos' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // an account that does not exist: the answer is the same as for a wrong password, and no seeded user is throttled
  await submitSignIn(page, 'nera.tokio.naudotojo', 'neteisingas-slaptazodis');
  await expect(page.getByRole('alert')).toHaveText('Neteisingas naudotojo vardas arba slaptažodis.');
  await expect(page).toHaveURL(/\/login$/);
  await expectNoSeriousA11yViolations(page);
});

test('a notary: the data provider’s workplace with the notary’s sections', async ({ page, request }) => {
  await useUpFirstSignIn(request, 'DT_notaras');
  await signInAs(page, 'DT_notaras');
  await expect(page.getByRole('banner')).toContainText(PROVIDER_WORKPLACE);
  expect(await topMenu(page)).toEqual(['Pagrindinis', 'Hipoteka / įkeitimas', 'Prašymas dėl juridinio fakto', 'Rengiami dokumentai', 'Perduoti dokumentai']);
  await expect(page.getByRole('button', { name: 'Naudotojo meniu: Rasa Vaitkienė' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The profile dialog: the office and the roles as the server has them.
  await page.getByRole('button', { name: 'Naudotojo meniu: Rasa Vaitkienė' }).click();
  await page.getByRole('menuitem', { name: 'Profilis' }).click();
  const profile = page.getByRole('dialog', { name: 'Profilis' });
  await expect(profile).toContainText('Vilniaus miesto 5-asis notarų biuras');
  await expect(profile.getByRole('listitem')).toHaveText(['Notaras (DT_notaras)']);
  await expectNoSeriousA11yViolations(page);
  await profile.getByRole('button', { name: 'Uždaryti' }).click();
  await expect(profile).toBeHidden();

  // A signed-in page opens after a full page load: the session lives in the tab.
  await page.goto('/katalogas');
  await expect(page.getByRole('heading', { level: 1, name: 'Tipų katalogas' })).toBeVisible();
  // The registry's journal is not a notary's: the guard sends them home.
  await page.goto('/zurnalas/gaunami');
  await expect(page).toHaveURL(/\/pagrindinis$/);

  // Log out: the session ends and the pages ask to sign in again.
  await page.getByRole('button', { name: 'Naudotojo meniu: Rasa Vaitkienė' }).click();
  await page.getByRole('menuitem', { name: 'Atsijungti' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/zinutes');
  await expect(page).toHaveURL(/\/login\?next=%2Fzinutes$/);
});

test('an STSR registrar: the registrar’s workplace with the journal and search', async ({ page, request }) => {
  await useUpFirstSignIn(request, 'RG_STSR_registrat');
  await signInAs(page, 'RG_STSR_registrat');
  await expect(page.getByRole('banner')).toContainText(REGISTRAR_WORKPLACE);
  expect(await topMenu(page)).toEqual([
    'Pagrindinis',
    'Hipoteka / įkeitimas',
    'Sutartis',
    'Rengiami dokumentai',
    'Perduoti dokumentai',
    'Dokumentų žurnalas',
    'Paieška',
  ]);
  await expect(page.getByRole('link', { name: 'Paieška' })).toHaveAttribute('href', '/paieska/registruoti');
  // registry staff get the registrar's guide in the footer
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Registratoriaus vadovas' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an administrator: administration and archive destruction, no document sections', async ({ page, request }) => {
  await useUpFirstSignIn(request, 'AD_administratorius');
  await signInAs(page, 'AD_administratorius');
  await expect(page.getByRole('banner')).toContainText(PROVIDER_WORKPLACE);
  expect(await topMenu(page)).toEqual(['Pagrindinis', 'Archyvo naikinimas', 'Administravimas']);
  await expectNoSeriousA11yViolations(page);
});

test('a citizen signs in to the portal through the gateway, accepts the terms and sees the portal’s menu', async ({ page }) => {
  await page.goto(portalURL('/paslaugos'));
  await page.getByRole('banner').getByRole('link', { name: 'Prisijungti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prisijungimas prie savitarnos' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Prisijungti per Elektroninius valdžios vartus' }).click();

  // the gateway's local stand-in: pick a demo person
  await expect(page.getByRole('heading', { level: 1, name: 'Elektroninių valdžios vartų pakaitalas' })).toBeVisible();
  // Jonas acting for his own company: an account no other journey signs in, so this is its first
  // sign-in whatever ran before (the other portal journeys sign in Jonas as himself).
  await page.getByRole('radio', { name: 'Jonas Petraitis atstovauja UAB „Petraičio statyba“ (302987654)', exact: true }).check();
  await page.getByRole('button', { name: 'Patvirtinti tapatybę' }).click();

  // back on the portal: the first sign-in resets the self-service contract, so the terms come first
  await expect(page).toHaveURL(portalURL('/paslaugos'));
  const terms = page.getByRole('dialog', { name: 'Naudojimo sąlygos' });
  await expect(terms.getByRole('region', { name: 'Naudojimo sąlygų tekstas' })).toContainText('naudojimo sąlygos');
  await expectNoSeriousA11yViolations(page);
  await terms.getByRole('button', { name: 'Sutinku', exact: true }).click();
  await expect(terms).toBeHidden();

  await expect(page).toHaveTitle('Sutarčių ir teisių suvaržymų registro savitarna');
  await expect(page.getByRole('banner')).toContainText('Jonas Petraitis');
  const menu = page.getByRole('navigation', { name: 'Pagrindinis meniu' });
  await expect(menu.getByRole('link')).toHaveText(['Paslaugos', 'Pranešimai', 'Dokumentai', 'Paieška']);
  await expect(page.getByRole('heading', { level: 1, name: 'Paslaugos' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the terms were recorded: a new page load does not ask again
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paslaugos' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Naudojimo sąlygos' })).toHaveCount(0);
});
