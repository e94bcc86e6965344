/**
 * A paid extract order (issue #18 item 6), in lt: a citizen (Rūta Kazlauskienė, EL_FA) opens
 * her registered pledge in the portal and orders an extract of it, pays the cart on the payment
 * stand-in's page, and the order waits; the customer centre (KAC_darbuotojas) finds it in the
 * workplace's paieška → tvirtinimas tab and signs it; the citizen then finds the extract among
 * her notices and documents, and its code verifies at /patikra. axe on every page of the way.
 * Data: the seed (api/db/seed/self-service.ts, api/db/seed/cart.ts for the price).
 */
import { expect, test } from './support/test.js';
import { signInHome } from './support/sign-in.js';
import { signInCitizen } from './support/portal-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { portalURL, workplaceURL } from './support/urls.js';

const PLEDGE = /^Sutartinis įkeitimas (STSR-\d{4}-\d{6})$/;

test('[lt] a citizen orders and pays an extract, the customer centre signs it, the citizen receives it', async ({ page, browser, request }) => {
  test.setTimeout(180_000); // two people, eight pages, an axe check on each
  await signInCitizen(page, 'Rūta Kazlauskienė (49206111231)', 'Rūta Kazlauskienė');

  // her registered pledge → "Užsakyti išrašą" → the cart
  await page.getByRole('main').getByRole('link', { name: 'Įkeitimai', exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: PLEDGE }).click();
  const heading = page.getByRole('heading', { level: 1, name: PLEDGE });
  await expect(heading).toBeVisible();
  const registryNumber = PLEDGE.exec((await heading.textContent()) ?? '')![1];
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Užsakyti išrašą' }).click();

  await expect(page).toHaveURL(/\/krepselis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Krepšelis' })).toBeVisible();
  const inCart = page.getByRole('list', { name: 'Krepšelyje' });
  await expect(inCart.getByRole('listitem').filter({ hasText: registryNumber })).toHaveCount(1);
  await expect(page.getByText(/^Iš viso mokėti: 4,20\s€$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // one payment for the cart, through the payment stand-in
  await page.getByRole('button', { name: 'Mokėti', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mokėjimo paslaugos pakaitalas' })).toBeVisible();
  await page.getByRole('button', { name: 'Patvirtinti mokėjimą' }).click();
  await expect(page).toHaveURL(/\/krepselis$/);
  const ordered = page.getByRole('list', { name: 'Užsakyta' });
  await expect(ordered.getByRole('listitem').filter({ hasText: registryNumber })).toContainText('Apmokėta, laukia patvirtinimo');
  await expect(page.getByText('Krepšelis tuščias.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the customer centre signs it in the workplace's tvirtinimas tab
  const staff = await browser.newContext({ baseURL: workplaceURL() });
  const kac = await staff.newPage();
  await signInHome(kac, request, 'KAC_darbuotojas');
  await kac.goto(workplaceURL('/paieska/tvirtinimas'));
  const waiting = kac.getByRole('table', { name: 'Tvirtinimo laukiantys užsakymai' });
  const row = waiting.getByRole('row').filter({ hasText: registryNumber }).filter({ hasText: 'Rūta Kazlauskienė' });
  await expect(row).toHaveCount(1);
  await expectNoSeriousA11yViolations(kac);
  await row.getByRole('button', { name: `Pasirašyti užsakymą ${registryNumber}` }).click();
  const issued = kac.getByText(/^Išrašas pasirašytas ir išsiųstas užsakovui\. Patikros kodas ([0-9A-Z]{4}(-[0-9A-Z]{4}){3})\./);
  await expect(issued).toBeVisible();
  const code = /Patikros kodas ([0-9A-Z-]{19})\./.exec((await issued.textContent()) ?? '')![1];
  await expect(waiting.getByRole('row').filter({ hasText: 'Rūta Kazlauskienė' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(kac);
  await staff.close();

  // the citizen: the notice, the extract among her documents, and its code verifies
  await page.goto(portalURL('/pranesimai'));
  const notice = page.getByRole('table', { name: 'Gauti pranešimai' }).getByRole('row').filter({ hasText: registryNumber });
  await expect(notice.getByRole('link', { name: 'Pranešimas apie išduotą išrašą' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.goto(portalURL('/dokumentai'));
  const extracts = page.getByRole('region', { name: 'Išduoti išrašai' });
  await expect(extracts.getByRole('listitem').filter({ hasText: registryNumber })).toHaveCount(1);
  await expect(extracts.getByRole('button', { name: `Atsisiųsti išrašą ${code}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await extracts.getByRole('link', { name: `Patikros kodas ${code}` }).click();
  await expect(page.getByText('Išrašas autentiškas: jį išdavė registras ir jis nepakeistas.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
