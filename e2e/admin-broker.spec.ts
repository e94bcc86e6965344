/**
 * The registry broker in the browser: the administrator sees on /admin/registrai that the NTR
 * did not answer, finds the dead message on /admin/broker → /admin/broker-list, reads its
 * reason and retries it — the NTR stand-in answers now, so it is delivered; a registrar opens
 * an unread KTPR notice in the journal (ktpr-pranesimai) and acknowledges it. Both axe-checked.
 */
import { expect, test } from './support/test.js';
import { signInHome } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

test('an administrator retries a dead broker message and sees it delivered', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInHome(page, request, 'AD_administratorius');

  await page.goto('/admin/registrai');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrai ir jų ryšiai' })).toBeVisible();
  const systems = page.getByRole('table', { name: 'Išorinės sistemos' });
  await expect(systems.getByRole('row', { name: /Nekilnojamojo turto registras/ })).toContainText('Nepasiekiama');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Administravimo skyriai' }).getByRole('link', { name: 'Brokeris', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/broker$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: /Nekilnojamojo turto registras \(NTR\), Nepristatytas/ }).click();
  await expect(page).toHaveURL(/\/admin\/broker-list\?.*state=nepristatytas/);
  const rows = page.getByRole('table', { name: 'Brokerio pranešimai' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await rows
    .nth(1)
    .getByRole('button', { name: /^Peržiūrėti brokerio pranešimą/ })
    .click();

  const dialog = page.getByRole('dialog', { name: /^Brokerio pranešimas/ });
  await expect(dialog.getByRole('alert')).toContainText('Priežastis: connect ETIMEDOUT');
  await expect(dialog).toContainText('registryNumber');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Kartoti dabar' }).click();
  await expect(page.getByText('Pranešimas pristatytas.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Kartoti dabar' })).toHaveCount(0);
  await expect(dialog).toContainText('Pristatytas');
  await dialog.getByRole('button', { name: 'Uždaryti' }).click();
  await expect(rows).toHaveCount(1);

  await page.goto('/admin/registrai');
  await expect(systems.getByRole('row', { name: /Nekilnojamojo turto registras/ })).toContainText('Pasiekiama');
});

test('a registrar opens an unread KTPR notice and acknowledges it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInHome(page, request, 'RG_STSR_registrat');
  await page.goto('/zurnalas/ktpr-pranesimai');
  await expect(page.getByRole('tab', { name: 'KTPR pranešimai' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'KTPR pranešimai' });
  await expect(table).toContainText('Perskaitytas');
  await page.getByRole('combobox', { name: 'Būsena' }).click();
  await page.getByRole('option', { name: 'Neperskaitytas' }).click();
  await expect(page).toHaveURL(/status=neperskaitytas/);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  await table
    .getByRole('button', { name: /^Atverti KTPR pranešimą apie/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^KTPR pranešimas/ });
  await expect(dialog).toContainText('Pasikeitė savininkas');
  await expect(dialog).toContainText('4400-5512-3017');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Pažymėti perskaitytu' }).click();
  await expect(page.getByText('Pranešimas pažymėtas perskaitytu.')).toBeVisible();
  await expect(dialog).toContainText('Perskaitytas');
  await expect(dialog.getByRole('button', { name: 'Pažymėti perskaitytu' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Uždaryti' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
});
