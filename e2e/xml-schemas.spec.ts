/**
 * The workplace's XML interface open routes (issue #21 item 2), signed out, in lt: /xsdschema
 * lists the published schemas, the "Atsisiųsti XSD" link downloads the type's XSD from the
 * API, "Aprašymas" opens the description page with the API's HTML in a sandboxed frame.
 * axe on both pages (the sandboxed frame's inside excluded: no script runs there).
 */
import fs from 'node:fs';
import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

test('anyone lists the XML schemas, downloads an XSD and reads its description (lt)', async ({ page, pageProblems }) => {
  // Playwright's own helpers reaching into the sandboxed description frame are refused there, as they should be.
  pageProblems.allow(/Blocked script execution in '[^']*\/api\/xmldescription\/lizingas' because the document's frame is sandboxed/);
  await page.goto('/xsdschema');
  await expect(page.getByRole('heading', { level: 1, name: 'XML schemos' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Lizingas', exact: true }) });
  await expect(row.getByRole('cell', { name: 'lizingas', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Atsisiųsti XSD: Lizingas' }).click()]);
  expect(download.suggestedFilename()).toBe('lizingas.xsd');
  const body = fs.readFileSync((await download.path())!, 'utf8');
  expect(body.startsWith('<?xml')).toBe(true);
  expect(body).toContain('urn:lt:registrucentras:stsr:lizingas:v1');

  await row.getByRole('link', { name: 'Aprašymas' }).click();
  await expect(page).toHaveURL(/\/xmldescription\/lizingas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'XML aprašas: lizingas' })).toBeVisible();
  await expect(page.frameLocator('iframe[title="XML aprašas"]').getByRole('heading', { level: 1, name: 'Lizingas – XML aprašas' })).toBeVisible();
  // axe cannot run inside the sandboxed frame (no scripts there, by design: decision 0058)
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe[sandbox]'] });
  await page.getByRole('link', { name: 'Grįžti į XML schemų sąrašą' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'XML schemos' })).toBeVisible();
});
