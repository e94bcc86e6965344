/**
 * Requests on legal facts in the workplace (issue #9 item 5): a notary files a lease-contract
 * registration on a client's behalf on /prasymas-naujas (the client is the applicant), fills
 * every wizard step through the UI, creates it, signs and transfers it on /prasymas/{id}
 * (registravimas) and finds it in the transferred list's prasymai tab; an NTR registrar finds
 * it in /zurnalas/ntr-gaunami, opens /prasymas/{id}/registravimas and registers it; an STSR
 * registrar has no ntr-gaunami tab and is sent away from it. axe on every page. The workplace
 * is Lithuanian only (src/lib/README.md), so this journey runs in lt.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { signedInPage } from './support/sign-in.js';
import { expectAccessibleSnackbar, expectNoSeriousA11yViolations } from './support/a11y.js';
import { fillStep } from './support/wizard-fill.js';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** The request as the notary enters it: the client Rasa Kazlauskienė lets her flat to Jonas Petraitis. */
function requestData() {
  const client = { asmensTipas: 'fizinis', vardas: 'Rasa', pavarde: 'Kazlauskienė', asmensKodas: '49206111231' };
  return {
    asmenys: {
      pareiskejas: client,
      davejai: [client],
      gavejai: [{ asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: '38703181745' }],
    },
    turtas: { objektai: [{ unikalusNr: '4400-1234-5678:0002' }] },
    'sutarties-informacija': {
      sutartis: { sutartiesData: yesterday(), pradziosData: yesterday(), nuomaPerMenesi: 520 },
      dokumentas: { pavadinimas: 'Nuomos sutartis', data: yesterday(), idk: '12345678901234' },
    },
  } as const;
}

const facts = (page: Page) => page.locator('dl[aria-label="Dokumento registravimo duomenys"]');

/** Clicks an action, checks the dialog's question word for word, confirms, and waits for the new status. */
async function act(page: Page, action: string, question: string, status: string) {
  await page.getByRole('group', { name: 'Veiksmai' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await expect(dialog).toContainText(question);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Taip' }).click();
  await expect(dialog).toBeHidden();
  await expect(facts(page).locator('dd').first()).toHaveText(status);
}

test('a notary files a request for a client, signs and transfers it; an NTR registrar registers it from ntr-gaunami; an STSR registrar has no ntr-gaunami', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const notary = await signedInPage(browser, 'DT_notaras');

  // The menu's 'Prašymas dėl juridinio fakto' → the request kinds a notary may file.
  await notary.getByRole('link', { name: 'Prašymas dėl juridinio fakto' }).first().click();
  await expect(notary).toHaveURL(/\/prasymas-naujas$/);
  await expect(notary.getByRole('heading', { level: 1, name: 'Naujas prašymas dėl juridinio fakto' })).toBeVisible();
  await expectNoSeriousA11yViolations(notary);
  await notary.getByRole('link', { name: 'Nuomos sutarties sudarymas', exact: true }).click();
  await expect(notary).toHaveURL(/\/prasymas-naujas\/nuomos-sutartis-sudarymas\/step\/asmenys$/);
  await expect(notary.getByRole('heading', { level: 2, name: 'Duomenys' })).toBeVisible();
  await expectNoSeriousA11yViolations(notary);

  // Every step through the UI, then the review's 'Sukurti prašymą'.
  const data = requestData();
  await fillStep(notary, data.asmenys, 'lt');
  await notary.getByRole('button', { name: 'Toliau' }).click();
  await expect(notary).toHaveURL(/\/step\/turtas$/);
  await fillStep(notary, data.turtas, 'lt');
  await notary.getByRole('button', { name: 'Toliau' }).click();
  await expect(notary).toHaveURL(/\/step\/sutarties-informacija$/);
  await fillStep(notary, data['sutarties-informacija'], 'lt');
  await notary.getByRole('button', { name: 'Toliau' }).click();
  await expect(notary).toHaveURL(/\/step\/perziura$/);
  await expectNoSeriousA11yViolations(notary);
  await notary.getByRole('button', { name: 'Sukurti prašymą' }).click();

  // The request page at registravimas: sign, then transfer (the spec's questions).
  await expect(notary).toHaveURL(/\/prasymas\/\d+\/registravimas$/);
  const id = Number(/\/prasymas\/(\d+)\//.exec(notary.url())?.[1]);
  await expect(notary.getByRole('heading', { level: 1 })).toHaveText(`Prašymas Nr. ${id}: Nuomos sutarties sudarymas`);
  await expect(facts(notary).locator('dd').first()).toHaveText('Rengiamas');
  await expectNoSeriousA11yViolations(notary);

  // The client is the applicant on the asmenys tab (the request's data, still editable).
  await notary.getByRole('tab', { name: 'Asmenys' }).click();
  await expect(notary).toHaveURL(new RegExp(`/prasymas/${id}/asmenys$`));
  await expect(notary.locator('[id="pareiskejas.vardas"]')).toHaveValue('Rasa');
  await expectNoSeriousA11yViolations(notary);
  await notary.getByRole('tab', { name: 'Registravimas' }).click();
  await expect(notary).toHaveURL(new RegExp(`/prasymas/${id}/registravimas$`));

  await act(notary, 'Pasirašyti', 'Ar tikrai norite pasirašyti?', 'Rengiamas');
  await expectAccessibleSnackbar(notary);
  await expect(facts(notary)).toContainText('Parašas atitinka dabartinius duomenis.');
  await act(notary, 'Perduoti', 'Ar norite duomenis perduoti registrui?', 'Perduotas');

  // The notary's transferred list, prasymai tab, opens it (leaving the page releases its lock).
  await notary.getByRole('link', { name: 'Perduoti dokumentai' }).first().click();
  await notary.getByRole('tab', { name: 'Prašymai' }).click();
  await expect(notary).toHaveURL(/\/perduoti-dokumentai\/prasymai$/);
  await expect(notary.getByRole('link', { name: String(id), exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(notary);

  // The NTR registrar: ntr-gaunami → the request's registravimas → register.
  const registrar = await signedInPage(browser, 'RG_NTR_registrat');
  await registrar.goto('/zurnalas/ntr-gaunami');
  await expect(registrar.getByRole('tab', { name: 'NTR gaunami' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(registrar);
  await registrar.getByRole('link', { name: String(id), exact: true }).click();
  await expect(registrar).toHaveURL(new RegExp(`/prasymas/${id}/registravimas$`));
  await expectNoSeriousA11yViolations(registrar);
  await act(registrar, 'Įregistruoti', 'Ar norite duomenis įrašyti į registrą?', 'Įregistruotas');
  await expect(facts(registrar)).toContainText(/NTR-\d{4}-\d{6}/);
  await registrar.getByRole('tab', { name: 'Duomenų teikėjas' }).click();
  await expect(registrar.getByRole('tabpanel')).toContainText('Registrui perdavė');
  await expectNoSeriousA11yViolations(registrar);

  // The STSR registrar: the journal without ntr-gaunami; its address sends them home.
  const stsr = await signedInPage(browser, 'RG_STSR_registrat');
  await stsr.goto('/zurnalas/gaunami');
  const tabs = stsr.getByRole('tablist', { name: 'Žurnalo skiltys' });
  await expect(tabs.getByRole('tab', { name: 'Gaunami' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'NTR gaunami' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(stsr);
  await stsr.goto('/zurnalas/ntr-gaunami');
  await expect(stsr).not.toHaveURL(/ntr-gaunami/);
});
