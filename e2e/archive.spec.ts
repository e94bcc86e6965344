/**
 * Archive destruction in the browser (Lithuanian, axe on every tab): the administrator forms a
 * destruction list — the item under a legal hold is left out — and seals the act; the archivist
 * approves it; the administrator runs it. The destroyed items are gone (neither the register
 * search nor the registrar's journal finds them), their tombstones are listed and the audit
 * chain still verifies.
 * The archive restore: a registrar brings a deregistered entry back in force from its document page.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiToken, signInHome } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

const DUE = ['STSR-2013-000301', 'STSR-2014-000401'];
const HELD = 'STSR-2011-000201';
/** the deregistered one of them: in the register search (history) until destroyed */
const SEARCHED = 'STSR-2014-000401';
/** the seed's deregistered entry within its retention (RESTORABLE_ITEM of api/db/seed/archive.ts) */
const RESTORABLE = 'STSR-2021-000501';

async function signedIn(browser: Browser, request: APIRequestContext, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInHome(page, request, username);
  return page;
}

/** GET `url` as `username` (signed in through the API). */
async function getAs(
  request: APIRequestContext,
  username: string,
  url: string,
): Promise<{ items: { registryNumber: string | null; documentId?: number | null }[] }> {
  const token = await apiToken(request, username);
  const res = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as { items: { registryNumber: string | null; documentId?: number | null }[] };
}

/** Does the register search (history included, as the search journey's notary) and the registrar's journal of received documents find the number? */
async function registerFinds(request: APIRequestContext, number: string): Promise<{ search: boolean; journal: boolean }> {
  const search = await getAs(request, 'notaras.paieska', `/api/search/kodas?number=${encodeURIComponent(number)}&history=1`);
  const journal = await getAs(request, 'RG_STSR_registrat', `/api/journal?tab=gaunami&q=${encodeURIComponent(number)}`);
  const has = (r: { items: { registryNumber: string | null }[] }) => r.items.some((i) => i.registryNumber === number);
  return { search: has(search), journal: has(journal) };
}

test('the administrator forms and seals a destruction act without the held item, the archivist approves, the run leaves tombstones only', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  expect(await registerFinds(request, SEARCHED)).toEqual({ search: true, journal: true });

  // formavimas: the due items listed, the held one apart
  const admin = await signedIn(browser, request, 'AD_administratorius');
  await admin.goto('/archyvo-naikinimas/formavimas');
  const due = admin.getByRole('table', { name: 'Objektai, kurių saugojimo terminas pasibaigęs' });
  for (const number of DUE) await expect(due).toContainText(number);
  await expect(due).not.toContainText(HELD);
  await expect(admin.getByRole('table', { name: 'Neįtraukti: sulaikyti objektai' })).toContainText(HELD);
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('button', { name: 'Formuoti naikinimo sąrašą' }).click();
  await expect(admin.getByText('Naikinimo sąrašas suformuotas.')).toBeVisible();
  const list = admin.getByRole('table', { name: /^Formuojamas sąrašas NA-/ });
  for (const number of DUE) await expect(list).toContainText(number);
  await expect(list).not.toContainText(HELD);

  // aktas: sealed through the signing provider, waiting for the archivist
  await admin.getByRole('tab', { name: 'Aktas' }).click();
  await expect(admin).toHaveURL(/\/archyvo-naikinimas\/aktas$/);
  await admin.getByRole('button', { name: 'Užantspauduoti aktą' }).click();
  await expect(admin.getByText('Aktas užantspauduotas ir perduotas archyvarui.')).toBeVisible();
  const sealed = admin.getByRole('region', { name: /^Naikinimo aktas NA-/ }).filter({ hasText: DUE[0]! });
  await expect(sealed).toContainText('Laukia archyvaro sprendimo');
  await expectNoSeriousA11yViolations(admin);

  // archyvaras: the archivist approves
  const archivist = await signedIn(browser, request, 'AR_archyvatorius');
  await archivist.goto('/archyvo-naikinimas/archyvaras');
  const waiting = archivist.getByRole('region', { name: /^Naikinimo aktas NA-/ }).filter({ hasText: DUE[0]! });
  await expectNoSeriousA11yViolations(archivist);
  await waiting.getByRole('button', { name: 'Tvirtinti aktą' }).click();
  await expect(archivist.getByText('Aktas patvirtintas.')).toBeVisible();

  // the administrator runs the approved act
  await admin.reload();
  const approved = admin.getByRole('region', { name: /^Naikinimo aktas NA-/ }).filter({ hasText: DUE[0]! });
  await expect(approved).toContainText('Patvirtintas');
  await approved.getByRole('button', { name: 'Vykdyti naikinimą' }).click();
  await expect(admin.getByText('Objektai sunaikinti.')).toBeVisible();

  // gone from search and the journal, tombstones left
  expect(await registerFinds(request, SEARCHED)).toEqual({ search: false, journal: false });
  await archivist.reload();
  const tombstones = archivist.getByRole('table', { name: 'Sunaikinti objektai' });
  for (const number of DUE) await expect(tombstones.getByRole('row').filter({ hasText: number })).toContainText('Sunaikinta pagal aktą NA-');
  await expectNoSeriousA11yViolations(archivist);

  // the audit chain, the act's hash in it, still verifies (what npm run audit:verify checks)
  const chain = archivist.getByRole('region', { name: 'Audito įrašų grandinė' });
  await chain.getByRole('button', { name: 'Tikrinti grandinę' }).click();
  await expect(chain.getByRole('status')).toContainText('Grandinė nepažeista');
});

test('a registrar restores a deregistered entry from its document page after confirming with a reason', async ({ browser, request }) => {
  const found = await getAs(request, 'notaras.paieska', `/api/search/kodas?number=${RESTORABLE}&history=1`);
  const id = found.items.find((i) => i.registryNumber === RESTORABLE)?.documentId;
  expect(id, RESTORABLE).toBeTruthy();

  const registrar = await signedIn(browser, request, 'RG_STSR_registrat');
  await registrar.goto(`/dokumentas/${id}/registrui`);
  const status = registrar.locator('dl[aria-label="Dokumento registravimo duomenys"] dd').first();
  await expect(status).toHaveText('Nutrauktas');
  const actions = registrar.getByRole('group', { name: 'Įrašo veiksmai' });
  await actions.getByRole('button', { name: 'Atkurti įrašą' }).click();
  const dialog = registrar.getByRole('dialog', { name: 'Įrašo atkūrimas' });
  await expect(dialog).toContainText('Ar norite atkurti išregistruotą įrašą?');
  await expectNoSeriousA11yViolations(registrar);
  await dialog.getByLabel(/^Atkūrimo priežastis/).fill('Teismas panaikino išregistravimą');
  await dialog.getByRole('button', { name: 'Atkurti', exact: true }).click();

  // the server's success message; the entry back in force, its restore no longer offered
  await expect(registrar.getByText('Įrašas atkurtas: jis vėl galioja.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('Įregistruotas');
  await expect(actions.getByRole('button', { name: 'Atkurti įrašą' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Keisti įrašą' })).toBeVisible();
});
