/**
 * Change and termination notices from the workplace (issue #23 item 2), lt, axe on every page:
 * from a registered contractual mortgage the notary starts a change notice ("Keisti įrašą",
 * its basis), edits the data in it, saves, signs and transfers it, and the STSR registrar
 * registers it; from the same entry the notary starts a termination notice, and a second
 * termination while the first is open is refused with the spec's text (one open notice of a
 * kind at a time); the first one goes through to registration and the entry ends (only its archive restore is left).
 * A notice's page says what it is and links its entry; it edits only what it may change
 * (decision 0158): an address change of a lease by DT_JA edits the parties' tab, the contract's
 * tab is read-only (values shown, nothing editable), and it saves, signs and transfers.
 * The entries are registered through the API (e2e/support/registered-entry.ts).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { signInAs } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { entryActions, fillBasis, openRegistrui, registruiStatus, sendAddressChange, startNotice, takeStatusAction } from './support/entry-actions.js';
import { registeredEntry } from './support/registered-entry.js';

/** DT_JA's company as the lessor, so it may change its own address (decision 0095). */
const COMPANY = {
  asmensTipas: 'juridinis',
  pavadinimas: 'UAB „Baltijos lizingas“',
  jaKodas: '305123456',
  adresas: { salis: 'LT', savivaldybe: 'Vilniaus m. sav.', vietove: 'Vilnius', gatve: 'Konstitucijos pr.', namoNr: '7', pastoKodas: 'LT-09308' },
};

const REFUSED = 'Jūsų ankstesnis šio įrašo pranešimas dar nebaigtas nagrinėti: naujo tokio pat pranešimo pateikti negalima. Tęskite ankstesnįjį.';

async function signedIn(browser: Browser, role: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
}

/** The notary signs and transfers the notice; the registrar registers it. */
async function throughTheRegister(notary: Page, registrar: Page, notice: number) {
  await openRegistrui(notary, notice);
  await takeStatusAction(notary, 'Pasirašyti', 'Ar tikrai norite pasirašyti?', 'Rengiamas');
  await takeStatusAction(notary, 'Perduoti', 'Ar norite duomenis perduoti registrui?', 'Perduotas');
  await openRegistrui(registrar, notice);
  await expectNoSeriousA11yViolations(registrar);
  await takeStatusAction(registrar, 'Įregistruoti', 'Ar norite duomenis įrašyti į registrą?', 'Įregistruotas');
}

test('a change notice from a registered mortgage: the data edited, signed, transferred and registered', async ({ browser, request }) => {
  // two people, a notice through the whole lifecycle and axe on each page, on a shared 2-core machine
  test.setTimeout(240_000);
  const entry = await registeredEntry(request, { type: 'sutartine-hipoteka', fixture: 'paprastas-vienas-turtas', filer: 'DT_notaras' });
  const notary = await signedIn(browser, 'DT_notaras');
  await openRegistrui(notary, entry);
  await expect(entryActions(notary).getByRole('button')).toHaveText(['Keisti įrašą', 'Nutraukti įrašą']);
  await expectNoSeriousA11yViolations(notary);
  const dialog = await fillBasis(notary, 'Keisti įrašą', 'Pakeitimo pranešimas', 'Šalių susitarimas pakeisti kredito sutarties numerį');
  await expectNoSeriousA11yViolations(notary);
  await dialog.getByRole('button', { name: 'Parengti pranešimą' }).click();
  await notary.waitForURL((url) => !url.pathname.startsWith(`/dokumentas/${entry}/`));
  const notice = Number(/\/dokumentas\/(\d+)/.exec(notary.url())?.[1]);

  // the page says what it is; the entry's own document is read-only, the transaction editable
  await expect(notary.getByTestId('notice-heading')).toContainText(/^Pakeitimo pranešimas dėl įrašo Nr\. \S+\./);
  await expect(notary.getByRole('link', { name: /^Atidaryti įrašą Nr\./ })).toHaveAttribute('href', `/dokumentas/${entry}/istorija`);
  await notary.getByRole('tab', { name: 'Dokumento duomenys' }).click();
  await expect(notary.locator('[id="dokumentas.idk"]')).toHaveAttribute('readonly', '');
  await expect(notary.getByRole('button', { name: 'Išsaugoti', exact: true })).toHaveCount(0);
  // the changed tab is editable: the transaction's number
  await notary.getByRole('tab', { name: 'Sandoris' }).click();
  await notary.locator('[id="sandoris.numeris"]').fill('KS-2026-17/1');
  await expectNoSeriousA11yViolations(notary);
  await notary.getByRole('button', { name: 'Išsaugoti', exact: true }).click();
  await notary.reload();
  await notary.getByRole('tab', { name: 'Sandoris' }).click();
  await expect(notary.locator('[id="sandoris.numeris"]')).toHaveValue('KS-2026-17/1');

  const registrar = await signedIn(browser, 'RG_STSR_registrat');
  await throughTheRegister(notary, registrar, notice);
  // the entry is registered still, and a new change may be started again
  await openRegistrui(notary, entry);
  await expect(registruiStatus(notary)).toHaveText('Įregistruotas');
  await expect(entryActions(notary).getByRole('button', { name: 'Keisti įrašą' })).toBeVisible();
});

test('a termination notice: a second one while the first is open is refused; the first ends the entry', async ({ browser, request }) => {
  // two people, a notice through the whole lifecycle and axe on each page, on a shared 2-core machine
  test.setTimeout(240_000);
  const entry = await registeredEntry(request, { type: 'sutartine-hipoteka', fixture: 'paprastas-vienas-turtas', filer: 'DT_notaras' });
  const notary = await signedIn(browser, 'DT_notaras');
  await openRegistrui(notary, entry);
  const notice = await startNotice(notary, entry, 'Nutraukti įrašą', 'Nutraukimo pranešimas', 'Prievolė įvykdyta, hipoteka baigiasi');
  await expectNoSeriousA11yViolations(notary);

  // one open termination notice at a time: the second is refused in the dialog, nothing is created
  await openRegistrui(notary, entry);
  const second = await fillBasis(notary, 'Nutraukti įrašą', 'Nutraukimo pranešimas', 'Prievolė įvykdyta');
  await second.getByRole('button', { name: 'Parengti pranešimą' }).click();
  await expect(second.getByRole('alert')).toHaveText(REFUSED);
  await expect(notary).toHaveURL(new RegExp(`/dokumentas/${entry}/registrui$`));
  await expectNoSeriousA11yViolations(notary);
  await second.getByRole('button', { name: 'Atšaukti' }).click();

  const registrar = await signedIn(browser, 'RG_STSR_registrat');
  await throughTheRegister(notary, registrar, notice);
  await openRegistrui(notary, entry);
  await expect(registruiStatus(notary)).toHaveText('Nutrauktas');
  // ended: no change or termination any more, only the archive restore (decision 0107)
  await expect(entryActions(notary).getByRole('button')).toHaveText(['Atkurti įrašą']);
  await expectNoSeriousA11yViolations(notary);
});

test('an address change edits the tabs holding addresses only; the contract stays read-only; saved, signed and transferred', async ({ browser, request }) => {
  // a notice through signing and transfer with axe on each page, on a shared 2-core machine
  test.setTimeout(180_000);
  const entry = await registeredEntry(request, { type: 'nuoma', fixture: 'minimalus', filer: 'DT_JA', adjust: (d) => void (d.davejai = [COMPANY]) });
  const company = await signedIn(browser, 'DT_JA');
  await openRegistrui(company, entry);
  const notice = await startNotice(company, entry, 'Keisti adresą', 'Adreso pakeitimo pranešimas', 'Pasikeitė bendrovės buveinės adresas');
  await expect(company.getByTestId('notice-heading')).toContainText(/^Adreso pakeitimo pranešimas dėl įrašo Nr\. \S+\./);
  await expect(company.getByTestId('notice-heading')).toContainText('Keisti galima tik tų skilčių duomenis, kurias keičia šis pranešimas');

  // the contract's information: its values shown, nothing editable, no Išsaugoti
  await company.getByRole('tab', { name: 'Sutarties informacija' }).click();
  await expect(company.locator('[id="sutartis.sutartiesNr"]')).toHaveValue('N-2026-7');
  await expect(company.locator('[id="sutartis.sutartiesNr"]')).toHaveAttribute('readonly', '');
  await expect(company.getByRole('button', { name: 'Išsaugoti', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(company);

  // the parties: the company's address edited and saved, then signed and sent
  await sendAddressChange(company, notice);
  // the entry lists its notice, which links back to it
  await company.goto(`/dokumentas/${entry}/istorija`);
  await expect(company.getByRole('link', { name: `Adreso pakeitimo pranešimas Nr. ${notice}` })).toBeVisible();
  await expectNoSeriousA11yViolations(company);
});
