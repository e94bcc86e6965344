/**
 * Fills a wizard step of a catalogue type THROUGH THE UI: each value is found by the id the
 * renderer gives its control (the JSON path joined with '.'), which must have an accessible
 * name; selects are chosen by their option label (fields.enum.<value> of the language); lists
 * are filled through their table's Add button and the item dialog. The data is written in the
 * test (what a person types), not read from the code under test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseClassifierValue, isAutocomplete } from './classifier-fill.js';

export type Lang = 'lt' | 'en';
export type Value = string | number | boolean | readonly Value[] | { readonly [key: string]: Value };

const root = path.resolve(import.meta.dirname, '..', '..');
/** Option labels as the form shows them (fields.enum.<value> of the language). */
const enumLabels = (lang: Lang) =>
  (JSON.parse(fs.readFileSync(path.join(root, `locales/${lang}/fields.json`), 'utf8')) as { fields: { enum: Record<string, string> } }).fields.enum;
const BUTTONS = { lt: { add: 'Pridėti', save: 'Išsaugoti' }, en: { add: 'Add', save: 'Save' } } as const;

const byId = (scope: Page | Locator, id: string) => scope.locator(`[id="${id}"]`);

/** Fills one value by the renderer's id, requiring a label on the control. */
export async function fillValue(page: Page, scope: Page | Locator, id: string, value: Value, lang: Lang): Promise<void> {
  if (typeof value === 'object' && !Array.isArray(value)) {
    // The person type first: it decides which fields exist.
    const entries = Object.entries(value).sort(([a]) => (a === 'asmensTipas' ? -1 : 0));
    for (const [key, inner] of entries) await fillValue(page, scope, `${id}.${key}`, inner as Value, lang);
    return;
  }
  const control = byId(scope, id);
  await expect(control).toHaveAccessibleName(/\S/);
  const isSelect = (await control.getAttribute('role')) === 'combobox' && (await control.evaluate((e) => e.tagName.toLowerCase())) !== 'input';
  if (isSelect) {
    const text = enumLabels(lang)[String(value)] ?? String(value);
    if ((await control.textContent())?.trim() === text) return;
    await control.click();
    await page.getByRole('listbox').getByRole('option', { name: text, exact: true }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
  } else if (await isAutocomplete(control)) {
    await chooseClassifierValue(page, control, String(value));
  } else {
    await control.fill(typeof value === 'number' ? String(value).replace('.', lang === 'lt' ? ',' : '.') : String(value));
  }
}

/** Fills a step: objects in place, lists through their table's Add and the item dialog. */
export async function fillStep(page: Page, fields: Record<string, Value>, lang: Lang): Promise<void> {
  for (const [field, value] of Object.entries(fields)) {
    if (!Array.isArray(value)) {
      await fillValue(page, page.getByRole('main'), field, value, lang);
      continue;
    }
    const section = page.locator(`section[aria-labelledby="${field}-heading"]`);
    for (const [index, item] of value.entries()) {
      await section.getByRole('button', { name: BUTTONS[lang].add }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await fillValue(page, dialog, `${field}.${index}`, item as Value, lang);
      await dialog.getByRole('button', { name: BUTTONS[lang].save }).click();
      await expect(dialog).toHaveCount(0);
    }
  }
}
