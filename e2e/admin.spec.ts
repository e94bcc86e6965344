/**
 * The administrator runs the registry from /admin (Lithuanian, axe on every section): creates
 * a notary's account with two roles, changes the idle minutes and publishes a message to that
 * one user; the new user signs in, sees exactly the notary's sections, a session with the new
 * idle time and the message under the bell. The idle minutes go back to 15 at once (other
 * journeys sign in with the default). Then the fee switch (decision 0133): with the
 * agricultural land certificate's fee off a citizen's order shows no price, with it on again
 * the price (on again is the default, no other journey orders that certificate).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { signInAs, signInHome, submitSignIn } from './support/sign-in.js';
import { signInCitizen } from './support/portal-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { portalURL } from './support/urls.js';

const USERNAME = `e2e.notare.${Date.now().toString(36)}`;
const PASSWORD = 'Notares-Slaptazodis-2026';
const MESSAGE = 'Nuo pirmadienio hipotekos sandoriai tvirtinami nauja tvarka.';

async function setIdleMinutes(page: Page, minutes: number) {
  await page.getByRole('navigation', { name: 'Administravimo skyriai' }).getByRole('link', { name: 'Sistemos parametrai' }).click();
  await expect(page).toHaveURL(/\/admin\/parametrai$/);
  const field = page.getByLabel('Neveiklumo laikas, min.');
  await field.fill(String(minutes));
  await page.getByRole('button', { name: 'Išsaugoti', exact: true }).click();
  await expect(page.getByText('Parametrai išsaugoti.')).toBeVisible();
  await expect(field).toHaveValue(String(minutes));
}

test('an administrator creates a notary with roles, changes the idle time and messages them; the notary sees exactly that', async ({
  page,
  browser,
  request,
}) => {
  // a long journey: two people, five pages, an axe check on each
  test.setTimeout(120_000);
  await signInHome(page, request, 'AD_administratorius');

  // the menu's "Administravimas" leads to the first section; only built sections are listed
  await page.getByRole('navigation', { name: 'Pagrindinis meniu' }).getByRole('link', { name: 'Administravimas' }).click();
  await expect(page).toHaveURL(/\/admin\/susijusiems$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kas domėjosi asmens duomenimis' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Administravimo skyriai' });
  await expect(sections.getByRole('link')).toHaveText([
    'Kas domėjosi asmens duomenimis',
    'STSR ataskaita',
    'NTR ataskaita',
    'Laiku neapdoroti',
    'Sistemos parametrai',
    'Klasifikatoriai',
    'Naudotojai ir teisės',
    'Registrai ir jų ryšiai',
    'Automatinis registravimas',
    'Siuntimo administravimas',
    'Verslo taisyklės',
    'Laukų paaiškinimai',
    'Brokeris',
    'Brokerio pranešimai',
    'Sistemos informacija',
    'Žinutės naudotojams',
    'XML schemų generavimas',
    'Elektroninio parašo tvarkymas',
  ]);
  // susijusiems: the demo bank's search of Jonas Petraitis this month
  await page.getByRole('textbox', { name: 'Asmens kodas' }).fill('38703181745');
  await page.getByRole('button', { name: 'Rodyti' }).click();
  await expect(page.getByRole('table', { name: 'Kas domėjosi asmens duomenimis' })).toContainText('Paieška');
  await expect(page.getByRole('img', { name: /Paieškos, peržiūros ir išrašai pagal įstaigą/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // teises: a new user with two roles
  await sections.getByRole('link', { name: 'Naudotojai ir teisės' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naudotojai ir teisės' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Naudotojai' })).toContainText('AD_administratorius');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Naujas naudotojas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Naujas naudotojas' });
  await dialog.getByRole('textbox', { name: 'Naudotojo vardas' }).fill(USERNAME);
  await dialog.getByRole('textbox', { name: 'Vardas', exact: true }).fill('Eglė');
  await dialog.getByRole('textbox', { name: 'Pavardė' }).fill('Notarė');
  await dialog.getByRole('textbox', { name: 'Slaptažodis' }).fill(PASSWORD);
  const roles = dialog.getByRole('combobox', { name: 'Vaidmenys' });
  await roles.fill('Notaras (DT');
  await page.getByRole('option', { name: 'Notaras (DT_notaras)' }).click();
  await roles.fill('Notaro atstovas');
  await page.getByRole('option', { name: 'Notaro atstovas (DT_notaro_atstovas)' }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByText('Naudotojas sukurtas.')).toBeVisible();
  await page.getByLabel('Vardas, pavardė ar naudotojo vardas').fill(USERNAME);
  await page.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page.getByRole('table', { name: 'Naudotojai' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Naudotojai' })).toContainText('Notaras, Notaro atstovas');

  // zinute: a message to that one user
  await sections.getByRole('link', { name: 'Žinutės naudotojams' }).click();
  await page.getByRole('textbox', { name: 'Žinutės tekstas' }).fill(MESSAGE);
  await page.getByRole('combobox', { name: 'Gavėjai' }).click();
  await page.getByRole('option', { name: 'Vienas naudotojas' }).click();
  await page.getByRole('textbox', { name: 'Naudotojo vardas' }).fill(USERNAME);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Paskelbti' }).click();
  await expect(page.getByText('Žinutė paskelbta.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Paskelbtos žinutės' })).toContainText(MESSAGE);

  // parametrai: the idle minutes, then the new user's session obeys them
  await setIdleMinutes(page, 20);
  await expectNoSeriousA11yViolations(page);
  const notary = await browser.newContext();
  const notaryPage = await notary.newPage();
  try {
    await notaryPage.goto('/login');
    await submitSignIn(notaryPage, USERNAME, PASSWORD);
    // the first sign-in asks for the terms
    await expect(notaryPage).toHaveURL(/\/sutikimas/);
    await notaryPage.getByRole('button', { name: 'Sutinku', exact: true }).click();
    await expect(notaryPage).toHaveURL(/\/pagrindinis$/);

    const menu = notaryPage.getByRole('banner').getByRole('navigation', { name: 'Pagrindinis meniu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Pagrindinis',
      'Hipoteka / įkeitimas',
      'Prašymas dėl juridinio fakto',
      'Rengiami dokumentai',
      'Perduoti dokumentai',
    ]);
    await notaryPage.getByRole('button', { name: 'Naudotojo meniu: Eglė Notarė' }).click();
    await notaryPage.getByRole('menuitem', { name: 'Profilis' }).click();
    const profile = notaryPage.getByRole('dialog', { name: 'Profilis' });
    await expect(profile).toContainText('20 min.');
    await expect(profile.getByRole('listitem')).toHaveText(['Notaras (DT_notaras)', 'Notaro atstovas (DT_notaro_atstovas)']);
    await profile.getByRole('button', { name: 'Uždaryti' }).click();
    await setIdleMinutes(page, 15);

    const bell = notaryPage.getByRole('link', { name: 'Žinutės, aktyvių: 1' });
    await bell.click();
    await expect(notaryPage.getByRole('region', { name: 'Aktyvios žinutės' })).toContainText(MESSAGE);
    await expectNoSeriousA11yViolations(notaryPage);
    // the administration is not theirs: the guard sends them home
    await notaryPage.goto('/admin/teises');
    await expect(notaryPage).toHaveURL(/\/pagrindinis$/);
  } finally {
    await notary.close();
  }
});

const FEE_TYPE = 'pazyma-zemes-ukio';

/** Switches the fee on /admin/parametrai with a reason and sees its new state. */
async function switchFee(admin: Page, action: 'Išjungti' | 'Įjungti', reason: string) {
  await admin.goto('/admin/parametrai');
  const prices = admin.getByRole('region', { name: 'Kainos' });
  await prices.getByRole('textbox', { name: `Išjungimo ar įjungimo priežastis: ${FEE_TYPE}` }).fill(reason);
  await expectNoSeriousA11yViolations(admin);
  await prices.getByRole('button', { name: `${action} mokestį: ${FEE_TYPE}` }).click();
  await expect(admin.getByText(`Mokesčio būsena pakeista: ${FEE_TYPE}.`)).toBeVisible();
  await expect(prices).toContainText(action === 'Išjungti' ? `${FEE_TYPE}: mokestis išjungtas, paslauga nemokama` : `${FEE_TYPE}: mokestis imamas`);
}

/** The citizen's new order at its review step, once the portal has read the price list. */
async function reviewOrder(citizen: Page) {
  const price = citizen.waitForResponse((res) => res.url().includes(`/cart/price/${FEE_TYPE}`));
  await citizen.goto(portalURL('/ntr-paslaugos/zemes-ukio/naujas/step/perziura'));
  const ntrTerms = citizen.getByRole('button', { name: 'Sutinku', exact: true });
  const review = citizen.getByRole('heading', { level: 2, name: 'Peržiūra' });
  await expect(ntrTerms.or(review)).toBeVisible();
  if (await ntrTerms.isVisible()) await ntrTerms.click();
  await expect(review).toBeVisible();
  await price;
}

test('a fee switched off makes the citizen’s order free; switched on again, the order is priced', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'AD_administratorius');
  await switchFee(admin, 'Išjungti', 'Žemės ūkio pažymos laikinai nemokamos');

  const citizen = await (await browser.newContext()).newPage();
  await signInCitizen(citizen, 'Jonas Petraitis (38703181745)', 'Jonas Petraitis');
  await reviewOrder(citizen);
  await expect(citizen.getByText(/Paslaugos kaina/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(citizen);

  await switchFee(admin, 'Įjungti', 'Grąžinama numatytoji kaina');
  await reviewOrder(citizen);
  await expect(citizen.getByText(/^Paslaugos kaina – 3,48\s€\. Ją sumokėsite krepšelyje, kai pasirašysite\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(citizen);
});
