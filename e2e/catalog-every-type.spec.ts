/**
 * Every type of the catalogue — each added as files only (schema, ui file, labels) — opens in
 * the sandbox as the document page and as the wizard, with no code of its own. Whatever types
 * the catalogue page lists (GET /api/catalog) are the ones checked.
 */
import { expect, test } from './support/test.js';
import { signInAs } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

test('every catalogue type opens as the document page and as the wizard', async ({ page }) => {
  // 31 types × (page + axe + wizard): ~2.5 min alone on the 2-core machine, more beside other journeys
  test.setTimeout(360_000);
  await signInAs(page, 'DT_notaras');
  // The types as the catalogue page lists them (GET /api/catalog): name, group, identifier, …
  await page.goto('/katalogas');
  const table = page.getByRole('table', { name: 'Tipų katalogas' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const ids: string[] = [];
  for (const row of await table.getByRole('row').all()) {
    if ((await row.getByRole('rowheader').count()) === 0) continue;
    ids.push((await row.getByRole('cell').nth(1).innerText()).trim());
  }
  expect(ids.length).toBeGreaterThan(1);

  for (const id of ids) {
    await test.step(id, async () => {
      await page.goto(`/katalogas/${id}`);
      const tabs = page.getByRole('tablist', { name: 'Dokumento skiltys' });
      await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^types\./);
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/katalogas/${id}/step/asmenys`);
      await expect(page.getByRole('heading', { level: 2, name: 'Duomenys' })).toBeVisible();
      await page.getByRole('button', { name: 'Toliau' }).click();
      // An empty first step is never accepted: the spec's message stays on it.
      await expect(page.getByRole('alert')).toContainText('Neužpildyti visi privalomi laukai arba netinkamas laukų formatas.');
      await expect(page).toHaveURL(new RegExp(`/katalogas/${id}/step/asmenys`));
    });
  }
});
