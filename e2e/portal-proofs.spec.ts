/**
 * Proofs of issue #17 item 8 on the portal, lt: the anonymous home shows the services with no
 * error and no failed request (the fixture fails on either), and the NTR services' menu popup
 * is axe-clean while open.
 */
import { signInCitizen } from './support/portal-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { expect, test } from './support/test.js';
import { portalURL } from './support/urls.js';

test('the anonymous portal home shows the services and no error', async ({ page }) => {
  await page.goto(portalURL('/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Paslaugos' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Įkeitimai, hipotekos ir sutartys' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prisijunkite, kad galėtumėte užsakyti prašymus dėl juridinių faktų ir pažymas.' })).toBeVisible();
  await expect(page.getByText('Paslaugų sąrašo įkelti nepavyko.')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("the NTR services' menu popup is axe-clean while open", async ({ page }) => {
  test.setTimeout(120_000);
  await signInCitizen(page, 'Laima Mockutė (48805141230)', 'Laima Mockutė');
  await page.goto(portalURL('/ntr-paslaugos'));
  // the menu is there whether or not the services' own terms are asked first
  const menuButton = page.getByRole('navigation', { name: 'Prašymai dėl juridinių faktų' }).getByRole('button', { name: 'Meniu' });
  // a first sign-in's terms dialog may still be on its way when the sign-in helper stops waiting
  const terms = page.getByRole('dialog', { name: 'Naudojimo sąlygos' });
  await expect(terms.or(menuButton)).toBeVisible();
  if (await terms.isVisible()) {
    await terms.getByRole('button', { name: 'Sutinku', exact: true }).click();
    await expect(terms).toBeHidden();
  }
  await menuButton.click();
  const popup = page.getByRole('menu');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('menuitem').first()).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});
