/**
 * The document page's lock and files in the browser. Two browsers of the same notary office
 * open one document: the second sees who holds it and since when, has no save, and the API
 * refuses its PUT; after the first leaves, the second may edit within one refresh period
 * (50 s). The rinkmenos tab uploads a PDF and refuses a renamed executable with the spec's text.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { fixtureOf } from './documents-support/fill.js';
import { signInAs, signedInPage, tokenOf } from './support/sign-in.js';

const TYPE = 'reikalavimo-perleidimas';

/** A document created through the API as the signed-in user of `page` (the journeys create through the UI). */
async function createDocument(page: Page): Promise<number> {
  const token = await tokenOf(page);
  const answer = await page.request.post('/api/documents', {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: TYPE, data: fixtureOf(TYPE, 'minimalus') },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

test('two browsers: the second sees the lock holder and cannot save; after the first leaves it can edit', async ({ browser }) => {
  test.setTimeout(180_000);
  const first = await signedInPage(browser, 'DT_notaras');
  const id = await createDocument(first);
  await first.goto(`/dokumentas/${id}`);
  await expect(first.getByRole('button', { name: 'Išsaugoti' })).toBeVisible();

  const second = await signedInPage(browser, 'DT_notaras');
  await second.goto(`/dokumentas/${id}`);
  await expect(second.getByRole('status').filter({ hasText: /^Dokumentą redaguoja .+ nuo \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/ })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Išsaugoti' })).toHaveCount(0);
  // Read-only, the list tables hold only disabled buttons: their scroll boxes take focus themselves.
  await expectNoSeriousA11yViolations(second);
  // The server refuses the second browser's save too (409), whatever the page shows.
  const put = await second.request.put(`/api/documents/${id}`, {
    headers: { Authorization: `Bearer ${await tokenOf(second)}`, 'If-Match': '"1"' },
    data: { data: fixtureOf(TYPE, 'minimalus') },
  });
  expect(put.status()).toBe(409);

  // The first leaves the document: its lock is released; the second's next refresh (≤ 50 s) takes it.
  await first.goto('/pagrindinis');
  await expect(second.getByRole('button', { name: 'Išsaugoti' })).toBeVisible({ timeout: 70_000 });
  await expect(second.getByRole('status').filter({ hasText: 'Dokumentą redaguoja' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(second);
  await first.context().close();
  await second.context().close();
});

test('rinkmenos: a PDF is uploaded and listed; a renamed executable is refused with the spec text', async ({ page }) => {
  await signInAs(page, 'DT_notaras');
  const id = await createDocument(page);
  await page.goto(`/dokumentas/${id}/rinkmenos`);
  await expect(page.getByRole('heading', { level: 2, name: 'Rinkmenos' })).toBeVisible();
  await expect(page.getByText('Rinkmenų nėra.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await page.getByLabel('Įkelti rinkmeną').setInputFiles({ name: 'sutartis.pdf', mimeType: 'application/pdf', buffer: pdf });
  const table = page.getByRole('table', { name: 'Dokumento rinkmenos' });
  await expect(table.getByRole('rowheader', { name: 'sutartis.pdf' })).toBeVisible();
  await expect(table.getByRole('row', { name: /sutartis\.pdf/ })).toContainText('PDF');

  const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
  await page.getByLabel('Įkelti rinkmeną').setInputFiles({ name: 'saskaita.pdf', mimeType: 'application/pdf', buffer: executable });
  await expect(page.getByRole('alert').filter({ hasText: 'Netinkamas dokumento formatas, galima įkelti tik PDF, ADOC ir ASICE.' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'saskaita.pdf' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
