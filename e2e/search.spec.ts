/**
 * The register search journey (issue #18), in Lithuanian: a notary who also holds the search
 * roles (demo user notaras.paieska) finds the seeded mortgage STSR-2026-000001 by its debtor's
 * name typed without diacritics (Jankauskiene → Ona Jankauskienė) and birth date, with a
 * purpose; saves the search; re-runs it from mano-paieskos; opens the result, generates an
 * extract and opens its verification page /patikra/{code}, which says it is authentic. axe
 * runs on the results, the saved searches, the opened entry with its extract and the
 * verification page.
 */
import { expectAccessibleSnackbar, expectNoSeriousA11yViolations } from './support/a11y.js';
import { expect, test } from './support/test.js';
import { signInAs } from './support/sign-in.js';

const SAVED = 'Jankauskienės hipoteka';

test('a notary finds a mortgage by the debtor name without diacritics, saves and re-runs the search, generates an extract and verifies it', async ({
  page,
}) => {
  await signInAs(page, 'notaras.paieska');
  await page.goto('/paieska/fizinis');
  const form = page.getByRole('search', { name: 'Fizinis asmuo' });
  await form.getByLabel('Vardas ir (ar) pavardė').fill('Jankauskiene');
  await form.getByLabel('Gimimo data').fill('1985-02-25');
  await form.getByRole('combobox', { name: 'Paieškos tikslas (teisinis pagrindas)' }).click();
  await page.getByRole('option', { name: 'Notarinio veiksmo atlikimas' }).click();
  await form.getByRole('button', { name: 'Ieškoti' }).click();

  const results = page.getByRole('table', { name: 'Paieškos rezultatai' });
  const mortgage = results.getByRole('row').filter({ hasText: 'STSR-2026-000001' });
  await expect(mortgage).toContainText('Ona Jankauskienė');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Paieškos pavadinimas').fill(SAVED);
  await page.getByRole('button', { name: 'Išsaugoti paiešką' }).click();
  await expect(page.getByText('Paieška išsaugota.')).toBeVisible();
  await expectAccessibleSnackbar(page);

  // mano-paieskos: the saved search re-runs with its criteria from the URL
  await page.getByRole('tab', { name: 'Mano paieškos' }).click();
  const rerun = page.getByRole('link', { name: `Kartoti: ${SAVED}` });
  await expect(rerun).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await rerun.click();
  await expect(page).toHaveURL(/\/paieska\/fizinis\?.*name=Jankauskiene/);
  await expect(mortgage).toContainText('Ona Jankauskienė');

  // the result's entry, its extract and the extract's verification page
  await page.getByRole('button', { name: 'Peržiūrėti STSR-2026-000001' }).click();
  const entry = page.getByRole('dialog', { name: 'Įrašas STSR-2026-000001' });
  await expect(entry).toContainText('Ona Jankauskienė');
  await entry.getByRole('button', { name: 'Generuoti išrašą' }).click();
  const generated = entry.getByText(/Išrašas suformuotas\. Patikros kodas/);
  await expect(generated).toBeVisible();
  const code = /Patikros kodas ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})\./.exec((await generated.textContent()) ?? '')?.[1];
  expect(code, 'the verification code').toBeTruthy();
  await expectNoSeriousA11yViolations(page);
  await entry.getByRole('link', { name: 'Patikrinti išrašą' }).click();
  await expect(page).toHaveURL(`/patikra/${code}`);
  await expect(page.getByText('Išrašas autentiškas: jį išdavė registras ir jis nepakeistas.')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(code!);
  await expectNoSeriousA11yViolations(page);
});
