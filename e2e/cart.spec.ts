/**
 * The cart (issue #8 item 5): the demo citizen's forest land certificate order waits for
 * payment; he opens its cart, pays on the payment stand-in's page, comes back to the cart
 * that says the payment was received, and the order is issued. Axe on the cart page.
 */
import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { portalURL } from './support/urls.js';

test('[lt] the demo citizen pays his forest land certificate order through the cart', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(portalURL('/paslaugos'));
  await page.getByRole('banner').getByRole('link', { name: 'Prisijungti' }).click();
  await page.getByRole('link', { name: 'Prisijungti per Elektroninius valdžios vartus' }).click();
  await page.getByRole('radio', { name: 'Jonas Petraitis (38703181745)', exact: true }).check();
  await page.getByRole('button', { name: 'Patvirtinti tapatybę' }).click();
  // includeHidden: a first sign-in opens the terms dialog, which hides the page (banner too) from the accessibility tree
  await expect(page.getByRole('banner', { includeHidden: true })).toContainText('Jonas Petraitis');
  const stored = await page.evaluate(() => sessionStorage.getItem('sesija'));
  const consented = (JSON.parse(stored ?? '{}') as { user?: { consent?: { selfServiceContract?: boolean } } }).user?.consent?.selfServiceContract === true;
  if (!consented) {
    const terms = page.getByRole('dialog', { name: 'Naudojimo sąlygos' });
    await terms.getByRole('button', { name: 'Sutinku', exact: true }).click();
    await expect(terms).toBeHidden();
  }

  // the seeded order's id, through the API the portal uses (his own list, awaiting payment)
  const id = await page.evaluate(async () => {
    const token = (JSON.parse(sessionStorage.getItem('sesija') ?? '{}') as { token?: string }).token;
    const res = await fetch('/sav/certificates?type=pazyma-misku-ukio&status=laukia_apmokejimo', { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { items: { id: number }[] };
    return body.items[0]?.id;
  });
  expect(id).toBeTruthy();

  await page.goto(portalURL(`/ntr-paslaugos/ntr-krepselis/pazyma-misku-ukio/${id}`));
  const ntrTerms = page.getByRole('button', { name: 'Sutinku', exact: true });
  const pay = page.getByRole('button', { name: /Mokėti 3,48\s€/ });
  await expect(ntrTerms.or(pay)).toBeVisible();
  if (await ntrTerms.isVisible()) await ntrTerms.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Krepšelis' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pay.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mokėjimo paslaugos pakaitalas' })).toBeVisible();
  await page.getByRole('button', { name: 'Patvirtinti mokėjimą' }).click();

  await expect(page.getByText('Mokėjimas gautas. Užsakymas perduotas registrui.')).toBeVisible();
  await expect(page.getByText(/^NTR-\d{4}-\d{6}$/)).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});
