/**
 * Asset upload on the `turtas` tab (issue #23 item 8, decision 0129): a notary uploads a CSV
 * list of real properties into a draft, sees the unique number the land register stand-in does
 * not know marked 'Patikslinti' (revise), corrects it in the asset table, saves, sees it found
 * and the total value in EUR follow.
 */
import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { fixtureOf } from './documents-support/fill.js';
import { signInAs, tokenOf } from './support/sign-in.js';

const TYPE = 'sutartine-hipoteka';
/** Plots of the land register stand-in (api/db/seed/certificates.ts) and a number it does not hold. */
const KNOWN = ['4400-1001-0013', '4400-1001-0012', '4400-1001-0011'];
const WRONG = '4400-1001-0098';

test('uploads an asset list, corrects the number marked for revision and sees the total', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'DT_notaras');
  const data = { ...fixtureOf(TYPE, 'paprastas-vienas-turtas'), turtas: [{ turtasID: 't1', rusis: 'ntr', unikalusNr: KNOWN[0], verte: 1000 }] };
  const created = await page.request.post('/api/documents', { headers: { Authorization: `Bearer ${await tokenOf(page)}` }, data: { type: TYPE, data } });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;

  await page.goto(`/dokumentas/${id}/turtas`);
  await expect(page.getByText(/^Bendra turto vertė: 1\s000,00\s€$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pavyzdys' })).toHaveAttribute('download', 'turtas-ntr.csv');

  await page.getByLabel('Įkelti turto sąrašą (CSV)').setInputFiles({
    name: 'turtas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Unikalus Nr.;Vertė, EUR;Aprašymas\n${KNOWN[1]};2 500,50;Sklypas\n${WRONG};500;Klaidingas numeris\n`, 'utf8'),
  });
  const table = page.getByRole('table', { name: 'Patikra registre: Nekilnojamasis daiktas' });
  const wrongRow = table.getByRole('row').filter({ hasText: WRONG });
  await expect(wrongRow.getByText('Patikslinti', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('row').filter({ hasText: KNOWN[1] }).getByText('Rastas registre')).toBeVisible();
  await expect(page.getByText(/^Bendra turto vertė: 4\s000,50\s€$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // correct it in the asset table and save the document
  await wrongRow.getByRole('link', { name: `Patikslinti ${WRONG}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Unikalus Nr.').fill(KNOWN[2]);
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Išsaugoti' }).click();

  await expect(table.getByRole('row').filter({ hasText: KNOWN[2] }).getByText('Rastas registre')).toBeVisible({ timeout: 20_000 });
  await expect(table.getByText('Patikslinti', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/^Bendra turto vertė: 4\s000,50\s€$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
