/**
 * Read-only views that read well (issue #17 item 8): a registrar opens a registered mortgage
 * from the journal. Its values are read-only text fields reached with Tab (not greyed,
 * disabled inputs), no tab has add, edit, delete or check buttons, an asset row opens its item
 * read-only with only "Uždaryti", and every view is axe-clean. The registrar is a demo user no
 * other journey signs in as (registratore.perziura), so the first sign-in is this journey's own.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { signInAs } from './support/sign-in.js';

const EDITING = /Pridėti|Redaguoti|Pašalinti|Išsaugoti|Atšaukti|Tikrinti/;

/** Presses Tab from `start` until a read-only field has focus; fails after `limit` presses. */
async function tabToReadOnlyField(page: Page, start: Locator, limit = 12): Promise<void> {
  await start.focus();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement instanceof HTMLInputElement && document.activeElement.readOnly)) return;
  }
  throw new Error(`no read-only field within ${limit} presses of Tab`);
}

test('a registrar reads a registered document: read-only values by keyboard, no editing controls, a row opens read-only', async ({ page }) => {
  await signInAs(page, 'registratore.perziura');
  await page.goto('/zurnalas/gaunami?status=iregistruotas');
  const journal = page.getByRole('table').first();
  await expect(journal.getByRole('row').nth(1)).toContainText('Įregistruotas');
  await journal.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dokumentas\/\d+\//);

  // The document's data: read-only text fields with their labels, reached with Tab.
  const dataTab = page.getByRole('tab', { name: 'Dokumento duomenys', exact: true });
  await dataTab.click();
  const panel = page.getByRole('tabpanel');
  const idk = panel.getByRole('textbox', { name: /Identifikavimo kodas \(IDK\)/ });
  await expect(idk).not.toHaveValue('');
  await expect(idk).toHaveAttribute('readonly', '');
  await expect(idk).toBeEnabled();
  await expect(panel.locator('input:disabled, textarea:disabled')).toHaveCount(0);
  await expect(panel.locator('fieldset[disabled]')).toHaveCount(0);
  await tabToReadOnlyField(page, dataTab);
  await expect(panel.getByRole('button', { name: EDITING })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A list: no add or delete buttons; a row opens the item read-only and closes with Uždaryti.
  await page.getByRole('tab', { name: 'Turtas', exact: true }).click();
  const table = panel.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(panel.getByRole('button', { name: EDITING })).toHaveCount(0);
  const view = panel.getByRole('button', { name: 'Peržiūrėti 1 įrašą' });
  await view.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: /Unikalus/ })).toHaveAttribute('readonly', '');
  await expect(dialog.getByRole('button', { name: EDITING })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Uždaryti' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/turtas$/);
  await expectNoSeriousA11yViolations(page);
});
