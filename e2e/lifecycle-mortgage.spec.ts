/**
 * The document lifecycle end to end (issue "Lifecycle"): a notary files a contractual
 * mortgage, signs it (through the /sign/{objektasID} entry point) and transfers it; an STSR
 * registrar finds it in the journal and returns it with a reason; the notary corrects it,
 * signs and transfers it again; the registrar registers it; the notary sees the received
 * notice with the registry number. Each side has its own browser context (own session).
 * Every page passes axe (no serious or critical violations).
 *
 * The notary files the mortgage through the UI: the chooser on /hipoteka, every field of the
 * type's valid fixture typed into the tabs, saved (e2e/documents-support/journey.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { signedInPage } from './support/sign-in.js';
import { journey } from './documents-support/journey.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

const facts = (page: Page) => page.locator('dl[aria-label="Dokumento registravimo duomenys"]');

async function expectStatus(page: Page, status: string) {
  await expect(facts(page).locator('dd').first()).toHaveText(status);
}

/** Clicks an action, checks the dialog's question word for word, confirms, and waits for the new status. */
async function act(page: Page, action: string, question: string, status: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('group', { name: 'Veiksmai' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await expect(dialog).toContainText(question);
  await expectNoSeriousA11yViolations(page);
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: fill ? 'Patvirtinti' : 'Taip' }).click();
  await expect(dialog).toBeHidden();
  await expectStatus(page, status);
}

/** Leaves the document (in-app navigation releases its lock, so the other side may act). */
async function leave(page: Page) {
  await page.getByRole('link', { name: 'Pagrindinis' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagrindinis' })).toBeVisible();
}

test('a contractual mortgage: signed and transferred, returned, corrected and transferred again, registered, notice received', async ({ browser }) => {
  const notary = await (await browser.newContext()).newPage();
  const id = await journey(notary, { typeId: 'sutartine-hipoteka', role: 'DT_notaras', fixture: 'paprastas-vienas-turtas', menu: '/hipoteka' });
  // The journey's own budget covers the filing; the decisions below need about as long again.
  test.setTimeout(480_000);

  // Signing entry point → the registrui tab with the signing dialog open.
  await notary.goto(`/sign/${id}`);
  await expect(notary).toHaveURL(new RegExp(`/dokumentas/${id}/registrui\\?sign=1$`));
  const signDialog = notary.getByRole('dialog', { name: 'Pasirašyti' });
  await expect(signDialog).toContainText('Ar tikrai norite pasirašyti?');
  await expectNoSeriousA11yViolations(notary);
  await signDialog.getByRole('button', { name: 'Taip' }).click();
  await expect(signDialog).toBeHidden();
  await expect(facts(notary)).toContainText('Parašas atitinka dabartinius duomenis.');
  await act(notary, 'Perduoti', 'Ar norite duomenis perduoti registrui?', 'Perduotas');
  await leave(notary);

  // The registrar finds it in the journal and returns it.
  const registrar = await signedInPage(browser, 'RG_STSR_registrat');
  await registrar.goto('/zurnalas/gaunami');
  await expect(registrar.getByRole('tab', { name: 'Gaunami' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(registrar);
  await registrar.getByRole('link', { name: String(id), exact: true }).click();
  await expect(registrar).toHaveURL(new RegExp(`/dokumentas/${id}/registrui$`));
  await act(registrar, 'Grąžinti', 'Ar norite grąžinti duomenis teikėjui patikslinti?', 'Grąžintas', async (dialog) => {
    await expect(dialog.getByLabel('Patikslinimo terminas')).not.toHaveValue('');
    await dialog.getByLabel('Grąžinimo priežastis').fill('Neteisingas sandorio numeris');
    await dialog.getByLabel('Sprendimo motyvai').fill('Sandorio numeris nesutampa su sutartimi.');
    await dialog.getByLabel('Teisės aktų nuostatos').fill('Hipotekos registro nuostatai, 25 p.');
  });
  await leave(registrar);

  // The notary corrects the data, signs and transfers again.
  await notary.goto(`/dokumentas/${id}/sandoris`);
  const number = notary.locator('[id="sandoris.numeris"]');
  await expect(number).toHaveValue('KS-2026-17');
  await number.fill('KS-2026-18');
  await notary.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(notary.getByText(/^Dokumentas išsaugotas/).first()).toBeVisible();
  await notary.goto(`/dokumentas/${id}/registrui`);
  await expectStatus(notary, 'Grąžintas');
  await act(notary, 'Pasirašyti', 'Ar tikrai norite pasirašyti?', 'Grąžintas');
  await act(notary, 'Perduoti', 'Ar norite duomenis perduoti registrui?', 'Perduotas');
  await leave(notary);

  // The registrar registers it: a registry number.
  await registrar.goto(`/dokumentas/${id}/registrui`);
  await act(registrar, 'Įregistruoti', 'Ar norite duomenis įrašyti į registrą?', 'Įregistruotas');
  await expect(facts(registrar)).toContainText(/STSR-\d{4}-\d{6}/);
  const registryNumber = /STSR-\d{4}-\d{6}/.exec((await facts(registrar).textContent()) ?? '')?.[0] ?? '';
  await registrar.goto(`/dokumentas/${id}/istorija`);
  await expect(registrar.getByRole('heading', { name: 'Veiksmai' })).toBeVisible();
  await expect(registrar.getByRole('cell', { name: 'Grąžinti' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(registrar);

  // The registry's sent notices list the notice to the provider.
  await registrar.goto('/zurnalas/siunciami');
  const sent = registrar.getByRole('table', { name: 'Siunčiami' });
  await expect(sent.getByRole('row').filter({ hasText: registryNumber }).filter({ hasText: 'Pranešimas apie įregistravimą' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(registrar);

  // The notary's transferred documents list it with its number (server-side filter by the number).
  await notary.goto(`/perduoti-dokumentai/hipotekos?q=${registryNumber}`);
  const own = notary.getByRole('table', { name: 'Hipotekos' });
  await expect(own.getByRole('row')).toHaveCount(2);
  await expect(own.getByRole('row').nth(1)).toContainText('Įregistruotas');
  await expectNoSeriousA11yViolations(notary);

  // The notary sees the received notice (dashboard → the open notice page) with the number.
  await notary.goto('/pagrindinis');
  const notice = notary.getByRole('link', { name: new RegExp(`Pranešimas apie įregistravimą: Nr\\. ${id} \\(${registryNumber}\\)`) });
  await expect(notice).toBeVisible();
  await expectNoSeriousA11yViolations(notary);
  await notice.click();
  await expect(notary).toHaveURL(/\/gautas-pranesimas\/[\w-]+$/);
  await expect(notary.getByRole('heading', { level: 1, name: 'Pranešimas apie įregistravimą' })).toBeVisible();
  await expect(notary.getByRole('main')).toContainText(registryNumber);
  await expectNoSeriousA11yViolations(notary);

  // The notice page is open: the link works without signing in.
  const anonymous = await (await browser.newContext()).newPage();
  await anonymous.goto(new URL(notary.url()).pathname);
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Pranešimas apie įregistravimą' })).toBeVisible();
  await expect(anonymous.getByRole('main')).toContainText(registryNumber);
  await expect(anonymous).toHaveURL(/\/gautas-pranesimas\//);
});
