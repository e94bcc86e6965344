/**
 * Fills a document form from fixture data THROUGH THE UI, generically: the walker follows the
 * fixture and finds each field by the id the renderer gives it (the JSON path joined with '.',
 * src/form/components/block-form.tsx) — and insists that the field has an accessible name
 * (its label), so an unlabelled control fails the journey. Lists of the layout are filled
 * through their table's "Pridėti" and the item dialog; selects by their option label
 * (the enum labels of locales/lt/fields.json, as the renderer shows them); checkbox groups
 * by the labels of the checked options. A value whose field the form does not show is left
 * out here — the journey's final comparison with the saved document catches anything lost.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseClassifierValue } from '../support/classifier-fill.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const root = path.resolve(import.meta.dirname, '..', '..');
const fieldTexts = (JSON.parse(fs.readFileSync(path.join(root, 'locales/lt/fields.json'), 'utf8')) as { fields: Record<string, unknown> }).fields;
const enumLabels = fieldTexts.enum as Record<string, string>;
/** The label the renderer shows for an enum value (fields.enum.<value>). */
export const label = (value: Json) => enumLabels[String(value)] ?? String(value);
/** An asset kind's option in the kind selector is titled by its definition (fields.asset_<kind>._). */
const kindLabel = (value: Json) => {
  const definition = fieldTexts[`asset_${String(value)}`] as { _?: string } | undefined;
  return definition?._ ?? label(value);
};

export interface Layout {
  tabs: { id: string; fields: string[] }[];
}

/** The tabs of a type (ui-schemas/documents/<type>.ui.json). */
export function layoutOf(typeId: string): Layout {
  return (JSON.parse(fs.readFileSync(path.join(root, 'ui-schemas/documents', `${typeId}.ui.json`), 'utf8')) as { layout: Layout }).layout;
}

/** The fixture's data (tests/fixtures/<type>/valid/<name>.json). */
export function fixtureOf(typeId: string, name: string): Record<string, Json> {
  return (JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures', typeId, 'valid', `${name}.json`), 'utf8')) as { data: Record<string, Json> }).data;
}

const isObject = (v: Json): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);
const byId = (scope: Page | Locator, id: string) => scope.locator(`[id="${id}"]`);
const asText = (value: Json) => (typeof value === 'number' ? String(value).replace('.', ',') : String(value));

async function chooseOption(page: Page, control: Locator, value: Json, text = label(value)) {
  await control.click();
  await page.getByRole('listbox').getByRole('option', { name: text, exact: true }).click({ timeout: 10_000 });
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Fills one scalar or checkbox-group value at `id`; false when the form shows no such field. */
async function fillScalar(page: Page, scope: Page | Locator, id: string, value: Json): Promise<boolean> {
  const control = byId(scope, id);
  const hidden = (await control.count()) === 0 || (await control.getAttribute('type')) === 'hidden';
  if (hidden) {
    // A discriminator (e.g. the asset kind) is chosen with the oneOf's option selector, named by the kind.
    const parent = id.slice(0, id.lastIndexOf('.'));
    const selector = scope.locator(`[id^="${parent}"][id$="__oneof_select"]`);
    if (id.endsWith('.rusis') && (await selector.count()) === 1) {
      await expect(selector).toHaveAccessibleName(/\S/);
      if ((await selector.textContent())?.trim() !== kindLabel(value)) await chooseOption(page, selector, value, kindLabel(value));
      return true;
    }
    return false;
  }
  await expect(control).toHaveAccessibleName(/\S/);
  const role = await control.getAttribute('role');
  const tag = await control.evaluate((e) => e.tagName.toLowerCase());
  const type = await control.getAttribute('type');
  if (role === 'combobox' && tag !== 'input') await chooseOption(page, control, value);
  else if (role === 'combobox') await chooseClassifierValue(page, control, String(value));
  else if (type === 'checkbox') await control.setChecked(value === true);
  else await control.fill(asText(value));
  return true;
}

async function fillArrayOfScalars(page: Page, scope: Page | Locator, id: string, values: Json[]) {
  // A checkbox group: one box per option, ids `${id}-<n>`, named by the option's label.
  const group = scope.locator(`[id^="${id}-"][type="checkbox"]`);
  await expect(group.first()).toBeAttached();
  for (const value of values) await page.getByRole('checkbox', { name: label(value), exact: true }).check();
}

/** Fills an object (or one value) whose renderer id is `id`. */
export async function fillValue(page: Page, scope: Page | Locator, id: string, value: Json): Promise<void> {
  if (isObject(value)) {
    // Discriminators first (kinds, person type), so the fields they reveal exist when filled.
    const entries = Object.entries(value).sort(
      ([a], [b]) => Number(b === 'rusis' || b === 'asmensTipas' || b === 'teikejoTipas') - Number(a === 'rusis' || a === 'asmensTipas' || a === 'teikejoTipas'),
    );
    for (const [key, inner] of entries) await fillValue(page, scope, `${id}.${key}`, inner);
    return;
  }
  if (Array.isArray(value)) {
    if (value.every((v) => !isObject(v) && !Array.isArray(v))) await fillArrayOfScalars(page, scope, id, value);
    else await fillNestedList(page, scope, id, value);
    return;
  }
  await fillScalar(page, scope, id, value);
}

/** A list inside a block (rjsf's own array field): its add button, then the item. */
async function fillNestedList(page: Page, scope: Page | Locator, id: string, items: Json[]) {
  for (const [index, item] of items.entries()) {
    if ((await byId(scope, `${id}.${index}`).count()) === 0) {
      const list = scope.locator(`fieldset[id="${id}"], [id="${id}"]`).first();
      await list
        .getByRole('button', { name: /Pridėti|Add/ })
        .last()
        .click();
    }
    await fillValue(page, scope, `${id}.${index}`, item);
  }
}

/** A top-level list drawn as a table: "Pridėti", the item dialog, its "Išsaugoti". */
async function fillTableList(page: Page, field: string, items: Json[]) {
  const section = page.locator(`section[aria-labelledby="${field}-heading"]`);
  for (const [index, item] of items.entries()) {
    await section.getByRole('button', { name: 'Pridėti' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await fillValue(page, dialog, `${field}.${index}`, item);
    await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(dialog).toHaveCount(0);
  }
}

/** Opens a tab of the document page by its route segment. */
export async function openTab(page: Page, tabId: string): Promise<void> {
  const tab = page.getByRole('tablist', { name: 'Dokumento skiltys' }).locator(`a[href$="/${tabId}"]`);
  await tab.click();
  // the first tab is selected before its address is: wait for the address too
  await expect(page).toHaveURL(new RegExp(`/${tabId}$`));
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Fills every field of the fixture, tab by tab in the layout's order (a type's file; a type published in the studio names the layout it copied). */
export async function fillDocument(page: Page, typeId: string, data: Record<string, Json>, layout: Layout = layoutOf(typeId)): Promise<void> {
  for (const tab of layout.tabs) {
    const fields = tab.fields.filter((f) => data[f] !== undefined);
    if (fields.length === 0) continue;
    await openTab(page, tab.id);
    // the tab's form loads after the tab is selected: a field looked for before it is drawn would be taken for a hidden one
    const drawn = fields.map((f) => `[id^="${f}"], section[aria-labelledby="${f}-heading"]`).join(', ');
    await expect(page.getByRole('tabpanel').locator(drawn).first()).toBeAttached();
    for (const field of fields) {
      const value = data[field];
      if (Array.isArray(value) && value.some(isObject)) await fillTableList(page, field, value);
      else await fillValue(page, page.getByRole('tabpanel'), field, value);
    }
  }
}
