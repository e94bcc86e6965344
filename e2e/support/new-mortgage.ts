/**
 * A notary starts a simple contractual mortgage the way a person does: /hipoteka's chooser,
 * the type and the kind "paprastas", "Pradėti"; the new document's tabs are returned.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { label } from '../documents-support/fill.js';

export async function startSimpleMortgage(page: Page): Promise<Locator> {
  await page.goto('/hipoteka');
  await page.getByRole('radiogroup').locator('input[value="sutartine-hipoteka"]').check();
  await page
    .getByRole('group', { name: 'Rūšys' })
    .getByRole('checkbox', { name: label('paprastas'), exact: true })
    .check();
  await page.getByRole('button', { name: 'Pradėti' }).click();
  const tabs = page.getByRole('tablist', { name: 'Dokumento skiltys', exact: true });
  await expect(tabs).toBeVisible();
  return tabs;
}
