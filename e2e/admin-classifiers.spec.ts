/**
 * Classifiers as data (issue #19 item 3, decision 0097): the administrator adds a municipality
 * in /admin/klasifikatoriai; a notary starting a contractual mortgage at once finds it by name
 * in the "Savivaldybė" field of the provider's address, and the country field shows the
 * stored "LT" as "Lietuva (LT)". Every page passes axe.
 */
import { expect, test } from './support/test.js';
import { startSimpleMortgage } from './support/new-mortgage.js';
import { signInAs } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { workplaceURL } from './support/urls.js';

// unique per run: the e2e database outlives a retried test
const SUFFIX = Date.now().toString(36);
const CODE = `Bandomoji ${SUFFIX} sav.`;
const NAME = `Bandomoji ${SUFFIX} savivaldybė`;

test('an administrator adds a municipality and a notary picks it in a mortgage at once', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'AD_administratorius');
  await page.goto('/admin/klasifikatoriai');
  await expect(page.getByRole('heading', { level: 1, name: 'Klasifikatoriai' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Klasifikatoriaus „Šalys“ reikšmės' })).toContainText('Andora');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: /^Savivaldybės/ }).click();
  await expect(page.getByRole('table', { name: 'Klasifikatoriaus „Savivaldybės“ reikšmės' })).toContainText('Akmenės r. sav.');
  await page.getByRole('button', { name: 'Nauja reikšmė' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nauja klasifikatoriaus reikšmė' });
  await dialog.getByRole('textbox', { name: 'Kodas' }).fill(CODE);
  await dialog.getByRole('textbox', { name: 'Pavadinimas lietuviškai' }).fill(NAME);
  await dialog.getByRole('textbox', { name: 'Pavadinimas angliškai' }).fill(`Test ${SUFFIX} municipality`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByText('Reikšmė pridėta.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Kodas arba pavadinimas' }).fill(SUFFIX);
  await page.getByRole('button', { name: 'Ieškoti' }).click();
  const values = page.getByRole('table', { name: 'Klasifikatoriaus „Savivaldybės“ reikšmės' });
  await expect(values.getByRole('row')).toHaveCount(2);
  await expect(values).toContainText(NAME);
  await expectNoSeriousA11yViolations(page);

  // the notary, in a browser of her own
  const notaryContext = await browser.newContext({ baseURL: workplaceURL() });
  const notary = await notaryContext.newPage();
  await signInAs(notary, 'DT_notaras');
  const tabs = await startSimpleMortgage(notary);
  await tabs.getByRole('tab', { name: /^Duomenų teikėjas/ }).click();
  const panel = notary.getByRole('tabpanel');
  const municipality = panel.getByRole('combobox', { name: 'Savivaldybė' });
  await municipality.fill(SUFFIX);
  await notary.getByRole('option', { name: `${NAME} (${CODE})` }).click();
  await expect(municipality).toHaveValue(`${NAME} (${CODE})`);
  const country = panel.getByRole('combobox', { name: /^Šalis/ });
  await country.fill('Lietuv');
  await notary.getByRole('option', { name: 'Lietuva (LT)' }).click();
  await expect(country).toHaveValue('Lietuva (LT)');
  await expectNoSeriousA11yViolations(notary);
  await notaryContext.close();
});
