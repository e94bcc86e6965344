/**
 * Per-type action rights in the browser (issue #23 item 3, spec §6, decision 0095), lt, axe on
 * every page: on a lease UAB „Baltijos lizingas“ filed (a party to it), its DT_JA provider has
 * "Keisti adresą" and changes the company's address in an address-change notice, signs and
 * transfers it; the STSR registrar, who may change and terminate contracts but not re-address
 * them, has no such button. On a notary's enforcement entry the court has the cancellation
 * ("Nutraukti įrašą") but not the change, and prepares the cancellation; the registrar, whose
 * role the type lists for nothing, sees the entry with no entry actions at all.
 * The entries are registered through the API (e2e/support/registered-entry.ts).
 */
import { expect, test } from './support/test.js';
import { signInAs } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { entryActions, openRegistrui, sendAddressChange, startNotice, takeStatusAction } from './support/entry-actions.js';
import { registeredEntry } from './support/registered-entry.js';

const COMPANY = {
  asmensTipas: 'juridinis',
  pavadinimas: 'UAB „Baltijos lizingas“',
  jaKodas: '305123456',
  adresas: { salis: 'LT', savivaldybe: 'Vilniaus m. sav.', vietove: 'Vilnius', gatve: 'Konstitucijos pr.', namoNr: '7', pastoKodas: 'LT-09308' },
};

test('an address change is the legal person’s: DT_JA re-addresses its company in a lease, the registrar has no such action', async ({ browser, request }) => {
  // two people and axe on each page, on a shared 2-core machine
  test.setTimeout(180_000);
  const entry = await registeredEntry(request, { type: 'nuoma', fixture: 'minimalus', filer: 'DT_JA', adjust: (d) => void (d.davejai = [COMPANY]) });

  const registrar = await (await browser.newContext()).newPage();
  await signInAs(registrar, 'RG_STSR_registrat');
  await openRegistrui(registrar, entry);
  await expect(entryActions(registrar).getByRole('button')).toHaveText(['Keisti įrašą', 'Nutraukti įrašą']);
  await expectNoSeriousA11yViolations(registrar);

  const company = await (await browser.newContext()).newPage();
  await signInAs(company, 'DT_JA');
  await openRegistrui(company, entry);
  await expect(entryActions(company).getByRole('button')).toHaveText(['Keisti įrašą', 'Keisti adresą', 'Nutraukti įrašą']);
  await expectNoSeriousA11yViolations(company);
  const notice = await startNotice(company, entry, 'Keisti adresą', 'Adreso pakeitimo pranešimas', 'Pasikeitė bendrovės buveinės adresas');

  await sendAddressChange(company, notice);
  await expectNoSeriousA11yViolations(company);
});

test('a court cancels a notary’s enforcement entry; it may not change it, and the registrar has no entry action on it', async ({ browser, request }) => {
  // two people and axe on each page, on a shared 2-core machine
  test.setTimeout(180_000);
  const entry = await registeredEntry(request, { type: 'vykdomasis-irasas', fixture: 'minimalus', filer: 'DT_notaras' });

  const registrar = await (await browser.newContext()).newPage();
  await signInAs(registrar, 'RG_STSR_registrat');
  await openRegistrui(registrar, entry);
  await expect(registrar.getByRole('heading', { level: 1 })).toHaveText(`Notaro vykdomasis įrašas Nr. ${entry}`);
  await expect(entryActions(registrar)).toHaveCount(0);
  await expectNoSeriousA11yViolations(registrar);

  const court = await (await browser.newContext()).newPage();
  await signInAs(court, 'DT_teismas');
  await openRegistrui(court, entry);
  await expect(entryActions(court).getByRole('button')).toHaveText(['Nutraukti įrašą']);
  await expectNoSeriousA11yViolations(court);
  const cancellation = await startNotice(court, entry, 'Nutraukti įrašą', 'Nutraukimo pranešimas', 'Teismo nutartis panaikinti vykdomąjį įrašą');
  await openRegistrui(court, cancellation);
  await takeStatusAction(court, 'Pasirašyti', 'Ar tikrai norite pasirašyti?', 'Rengiamas');
  await takeStatusAction(court, 'Perduoti', 'Ar norite duomenis perduoti registrui?', 'Perduotas');
  await expectNoSeriousA11yViolations(court);
});
