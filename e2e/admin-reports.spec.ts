/**
 * The administrator runs each report of /admin on the demo data (issue #19): STSR filings and
 * NTR requests over the last three years, the overdue items, and who looked at Jonas
 * Petraitis's data; each shows its table and chart and downloads as CSV (UTF-8 with BOM,
 * semicolon-separated) carrying the rows the page shows.
 */
import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.js';
import { signInHome } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

/** Today and three years back, as the report period of the URL (Lithuanian calendar days). */
function lastThreeYears(): string {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vilnius' });
  const from = `${Number(today.slice(0, 4)) - 3}${today.slice(4)}`;
  return `from=${from}&to=${today}`;
}

/** Clicks "Atsisiųsti CSV" and answers the downloaded text without its byte-order mark. */
async function downloadCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Atsisiųsti CSV' }).click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return { name: download.suggestedFilename(), text: bytes.subarray(3).toString('utf8') };
}

test('an administrator runs each report on the demo data and downloads it as CSV', async ({ page, request }) => {
  await signInHome(page, request, 'AD_administratorius');
  const period = lastThreeYears();

  for (const [report, title] of [
    ['stsr', 'STSR pranešimų ataskaita'],
    ['ntr', 'NTR prašymų ataskaita'],
  ] as const) {
    await page.goto(`/admin/${report}?${period}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const table = page.getByRole('table', { name: title });
    await expect(table.getByRole('row', { name: /^Iš viso/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Perduoti dokumentai pagal tipą/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const csv = await downloadCsv(page);
    expect(csv.name).toMatch(new RegExp(`^ataskaita-${report}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const [header, firstRow] = csv.text.split('\r\n');
    expect(header).toBe('Tipas;Būsena;Teikėjas;Perduota;Įregistruota per terminą;Įregistruota pavėluotai');
    // the first group's type title, status and office, as the table shows them
    const [typeTitle, status, office] = firstRow.split(';');
    await expect(table.getByRole('row').filter({ hasText: typeTitle }).filter({ hasText: status }).filter({ hasText: office }).first()).toBeVisible();
  }

  await page.goto('/admin/nep');
  await expect(page.getByRole('heading', { level: 1, name: 'Laiku neapdoroti dokumentai' })).toBeVisible();
  const overdue = page.getByRole('table', { name: 'Laiku neapdoroti dokumentai' });
  await expect(overdue.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Visi laiku neapdoroti dokumentai pagal vėlavimą darbo dienomis' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const nep = await downloadCsv(page);
  expect(nep.name).toBe('ataskaita-nep.csv');
  const firstNumber = ((await overdue.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '').trim();
  expect(firstNumber).not.toBe('');
  expect(nep.text).toContain(firstNumber);

  await page.goto(`/admin/susijusiems?${period}`);
  await page.getByRole('textbox', { name: 'Asmens kodas' }).fill('38703181745');
  await page.getByRole('button', { name: 'Rodyti' }).click();
  await expect(page.getByRole('table', { name: 'Kas domėjosi asmens duomenimis' })).toContainText('Paieška');
  await expectNoSeriousA11yViolations(page);
  const related = await downloadCsv(page);
  expect(related.text).toContain('Paieška');
});
