/**
 * Who files a new application (issue #23 item 9, spec §6: "New applications … are for
 * notaries only"; every request type's create roles are DT_notaras), lt, axe on every page:
 * the notary's main menu has "Prašymas dėl juridinio fakto" and it opens the new-application
 * page; the notary's assistant has no such entry, the address sends her home, and the server
 * refuses her a request of any type. The workplace's title comes from locales/lt: the data
 * provider's for both, the registrar's for the STSR registrar.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { signInAs } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { apiSignIn } from './support/registered-entry.js';

const ENTRY = 'Prašymas dėl juridinio fakto';
const PROVIDER_TITLE = 'Duomenų teikėjo darbo vieta';

async function signedIn(browser: Browser, role: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Pagrindinis meniu' });
const title = (page: Page) => page.getByRole('banner').getByRole('paragraph');

test('the notary has the new-application entry and its page', async ({ browser }) => {
  const notary = await signedIn(browser, 'DT_notaras');
  await expect(title(notary)).toHaveText(PROVIDER_TITLE);
  await mainMenu(notary).getByRole('link', { name: ENTRY }).click();
  await expect(notary).toHaveURL(/\/prasymas-naujas$/);
  await expect(notary.getByRole('heading', { level: 1, name: 'Naujas prašymas dėl juridinio fakto' })).toBeVisible();
  await expectNoSeriousA11yViolations(notary);
});

test('the notary’s assistant has no new-application entry: the address sends her home and the server refuses her', async ({ browser, request }) => {
  const assistant = await signedIn(browser, 'DT_notaro_padejejas');
  await expect(title(assistant)).toHaveText(PROVIDER_TITLE);
  await expect(mainMenu(assistant).getByRole('link', { name: ENTRY })).toHaveCount(0);
  await assistant.goto('/prasymas-naujas/nuomos-sutartis-sudarymas');
  await expect(assistant).toHaveURL(/\/pagrindinis$/);
  await expect(assistant.getByRole('heading', { level: 1, name: 'Pagrindinis' })).toBeVisible();
  await expectNoSeriousA11yViolations(assistant);

  const refused = await request.post('/api/requests', {
    headers: await apiSignIn(request, 'DT_notaro_padejejas'),
    data: { type: 'nuomos-sutartis-sudarymas', data: {} },
  });
  expect(refused.status(), await refused.text()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe('errors.type_not_allowed');
});

test('the registrar’s workplace carries the registrar’s title', async ({ browser }) => {
  const registrar = await signedIn(browser, 'RG_STSR_registrat');
  await expect(title(registrar)).toHaveText('Registratoriaus darbo vieta');
  await expect(mainMenu(registrar).getByRole('link', { name: ENTRY })).toHaveCount(0);
  await expectNoSeriousA11yViolations(registrar);
});
