/**
 * A classifier field (an autocomplete of the values valid now, src/form/theme/widgets/classifier-widget.tsx):
 * typed by its code and chosen from the list, whose options read "Name (CODE)".
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** True for a classifier autocomplete: an input that is a combobox. */
export const isAutocomplete = async (control: Locator) =>
  (await control.getAttribute('role')) === 'combobox' && (await control.evaluate((e) => e.tagName.toLowerCase())) === 'input';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chooses the value whose code is `code`. */
export async function chooseClassifierValue(page: Page, control: Locator, code: string): Promise<void> {
  await control.fill(code);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`\\(${escape(code)}\\)$`) })
    .first()
    .click({ timeout: 10_000 });
  await expect(page.getByRole('listbox')).toHaveCount(0);
}
