/**
 * A registry analyst previews the contractual mortgage (sutartine-hipoteka) from the type
 * catalogue: as the document page with tabs (deep links into the asset list) and as the
 * wizard, whose Next validates only the current step with the spec's message, whose Back
 * never validates, and whose review lists the data before the (sandbox) submit. Leaving with
 * edits asks first. Every page passes axe (no serious or critical violations).
 */
import { expect, test } from './support/test.js';
import { signInAs } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

const SPEC_TEXT = 'Neužpildyti visi privalomi laukai arba netinkamas laukų formatas.';
const TYPE = '/katalogas/sutartine-hipoteka';
test.beforeEach(async ({ page }) => {
  await signInAs(page, 'DT_notaras');
});

test('the catalogue lists the contractual mortgage and opens its document page', async ({ page }) => {
  await page.goto('/katalogas');
  await expect(page.getByRole('heading', { level: 1, name: 'Tipų katalogas' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sutartinė hipoteka/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Sutartinė hipoteka: dokumento puslapis' }).click();
  await expect(page).toHaveURL(new RegExp(`${TYPE}/dokumento-duomenys$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sutartinė hipoteka' })).toBeVisible();
});

test('renders as the document page: tabs as routes, lists as tables, assets by deep link', async ({ page }) => {
  // three axe checks on the large example: ~31 s on a busy 2-core machine, past the default 30 s
  test.slow();
  await page.goto(`${TYPE}?pavyzdys=pavyzdys`);
  await expect(page.getByRole('heading', { level: 2, name: 'Dokumento duomenys' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Identifikavimo kodas (IDK)' })).toHaveValue('12345678901234');
  const tabs = page.getByRole('tablist', { name: 'Dokumento skiltys' });
  for (const name of [
    'Dokumento duomenys',
    'Duomenų teikėjas',
    'Skolininkai',
    'Kreditoriai',
    'Įkaito davėjai',
    'Turtas',
    'Prievolė',
    'Sandoris',
    'Nustatymas',
    'Sąlygos',
    'Kita informacija',
    'Informavimas',
  ]) {
    await expect(tabs.getByRole('tab', { name })).toBeAttached();
  }
  await expectNoSeriousA11yViolations(page);

  await tabs.getByRole('tab', { name: 'Turtas' }).click();
  await expect(page).toHaveURL(new RegExp(`${TYPE}/turtas$`));
  const assets = page.getByRole('table', { name: 'Įkeičiamas turtas' });
  await expect(assets.getByRole('row', { name: /Nekilnojamasis daiktas/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A deep link names one asset: turtas/{rusis}/{turtasID}.
  await page.goto(`${TYPE}/turtas/ntr/a14?pavyzdys=pavyzdys`);
  const dialog = page.getByRole('dialog', { name: 'Įkeičiamas turtas: 14 įrašas' });
  await expect(dialog.getByRole('combobox', { name: 'Turto rūšis' })).toHaveText('Nekilnojamasis daiktas');
  await expect(dialog.getByRole('textbox', { name: 'Unikalus Nr.' })).toHaveValue('4400-1234-5678');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Atšaukti' }).click();
  await expect(page).toHaveURL(new RegExp(`${TYPE}/turtas$`));

  // Opening another asset from its row puts it in the address.
  await page.getByRole('button', { name: 'Redaguoti 3 įrašą' }).click();
  await expect(page).toHaveURL(new RegExp(`${TYPE}/turtas/ktp/a3$`));
});

test('Tikrinti on the document page names the wrong field and the tabs that have errors', async ({ page }) => {
  await page.goto(`${TYPE}?pavyzdys=pavyzdys`);
  const idk = page.getByRole('textbox', { name: 'Identifikavimo kodas (IDK)' });
  await idk.fill('123');
  await page.getByRole('button', { name: 'Tikrinti' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText(SPEC_TEXT);
  await expect(summary).toContainText('Identifikavimo kodas (IDK) turi būti sudarytas iš 14 skaitmenų.');
  await expectNoSeriousA11yViolations(page);
  await idk.fill('12345678901234');
  await page.getByRole('button', { name: 'Tikrinti' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Klaidų nerasta.' })).toBeVisible();
});

test('renders as the wizard: Next validates only the current step, Back never, the review lists the data', async ({ page }) => {
  // two axe checks on the large example (the review's took 11 s with two workers on a busy 2-core machine): past the default 30 s
  test.slow();
  await page.goto(`${TYPE}/step/asmenys?pavyzdys=pavyzdys`);
  await expect(page.getByRole('heading', { level: 2, name: 'Duomenys' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Identifikavimo kodas (IDK)' })).toHaveValue('12345678901234');

  // A wrong value on this step: Next stays with the spec's message.
  await page.getByRole('textbox', { name: 'Identifikavimo kodas (IDK)' }).fill('12');
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page.getByRole('alert')).toContainText(SPEC_TEXT);
  await expect(page).toHaveURL(new RegExp(`${TYPE}/step/asmenys`));
  await expectNoSeriousA11yViolations(page);

  // Fixed: Next moves on, although a later step (Prievolė ir sandoris) is now wrong.
  await page.getByRole('textbox', { name: 'Identifikavimo kodas (IDK)' }).fill('12345678901234');
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page).toHaveURL(new RegExp(`${TYPE}/step/turtas`));
  // The address changes before the step is drawn: a press before that lands on the old step.
  await expect(page.getByRole('heading', { level: 2, name: 'Turtas' })).toBeVisible();
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Prievolė ir sandoris' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sandorio pavadinimas' }).fill('');

  // Back never validates.
  await page.getByRole('button', { name: 'Atgal' }).click();
  await expect(page).toHaveURL(new RegExp(`${TYPE}/step/turtas`));
  await expect(page.getByRole('heading', { level: 2, name: 'Turtas' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Toliau' }).click();
  // Wait for the step to change before pressing Next again, or the second press lands on the old step.
  await expect(page.getByRole('heading', { level: 2, name: 'Prievolė ir sandoris' })).toBeVisible();
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page.getByRole('alert')).toContainText('Sandorio pavadinimas');
  await page.getByRole('textbox', { name: 'Sandorio pavadinimas' }).fill('Kredito sutartis');
  for (const [step, heading] of [
    ['salygos', 'Sąlygos'],
    ['kita-informacija', 'Kita informacija'],
    ['perziura', 'Peržiūra'],
  ]) {
    await page.getByRole('button', { name: 'Toliau' }).click();
    await expect(page).toHaveURL(new RegExp(`${TYPE}/step/${step}`));
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }

  // The review lists everything, then the sandbox's submit checks the whole document.
  await expect(page.getByRole('region', { name: 'Duomenys' })).toContainText('Jonas');
  await expect(page.getByRole('region', { name: 'Prievolė ir sandoris' })).toContainText('Kredito sutartis');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Tikrinti dokumentą' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dokumentas atitinka tipo schemą' })).toBeVisible();
});

test('the unsaved-changes guard asks before leaving', async ({ page }) => {
  await page.goto(`${TYPE}?pavyzdys=pavyzdys`);
  await page.getByRole('textbox', { name: 'Sudarymo vieta' }).fill('Kaunas');
  // Moving between the document's own tabs never asks.
  await page.getByRole('tab', { name: 'Sandoris' }).click();
  await expect(page).toHaveURL(new RegExp(`${TYPE}/sandoris$`));
  await page.getByRole('navigation', { name: 'Naršymo kelias' }).getByRole('link', { name: 'Tipų katalogas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neišsaugoti pakeitimai' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Likti' }).click();
  await expect(page).toHaveURL(new RegExp(`${TYPE}/sandoris$`));
  await page.getByRole('navigation', { name: 'Naršymo kelias' }).getByRole('link', { name: 'Tipų katalogas' }).click();
  await page.getByRole('dialog', { name: 'Neišsaugoti pakeitimai' }).getByRole('button', { name: 'Išeiti' }).click();
  await expect(page).toHaveURL(/\/katalogas$/);
});
