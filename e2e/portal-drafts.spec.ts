/**
 * Portal wizard drafts (issue #17 item 1, decision 0090): a citizen starts a lease-contract
 * registration, saves it with only the applicant filled in, finds it in her list of requests
 * and resumes it: the stepper counts each step's check errors and the step lists them with
 * links; signing stays refused while they remain. Every page passes axe.
 */
import { expect, test } from './support/test.js';
import { passNtrTerms, signInCitizen } from './support/portal-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { portalURL } from './support/urls.js';

test('a citizen saves a half-filled request, resumes it from her list and cannot sign it until its check errors are gone', async ({ page }) => {
  test.setTimeout(180_000);
  await signInCitizen(page, 'Jonas Petraitis (38703181745)', 'Jonas Petraitis');
  await page.goto(portalURL('/ntr-paslaugos'));
  await passNtrTerms(page, page.getByRole('heading', { level: 1, name: 'Prašymai' }));

  // A new request, saved at its first step with only the applicant the gateway filled in.
  await page.goto(portalURL('/ntr-paslaugos/nuomos-sutartis/sudarymas/naujas/step/asmenys'));
  await expect(page.getByRole('heading', { level: 2, name: 'Duomenys' })).toBeVisible();
  await page.getByRole('button', { name: 'Išsaugoti', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prašymas išsaugotas.' })).toBeVisible();
  await expect(page).toHaveURL(/\/nuomos-sutartis\/sudarymas\/\d+\/step\/asmenys$/);
  const id = Number(/\/sudarymas\/(\d+)\//.exec(page.url())?.[1]);
  const steps = page.getByRole('list', { name: 'Pildymo žingsniai' }).or(page.getByLabel('Pildymo žingsniai'));
  await expect(steps).toContainText(/\d+ klaid/);
  await expectNoSeriousA11yViolations(page);

  // From her list, the draft opens again with its check errors listed as links.
  await page.goto(portalURL('/ntr-paslaugos/prasymai'));
  await page.getByRole('link', { name: String(id), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sudarymas/${id}/step/asmenys$`));
  const summary = page.getByRole('alert').filter({ hasText: 'Neužpildyti visi privalomi laukai arba netinkamas laukų formatas.' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('button').first()).toBeVisible();
  await expect(steps).toContainText(/\d+ klaid/);
  await expectNoSeriousA11yViolations(page);

  // Signing stays out of reach while the errors remain: the review (and its "Pasirašyti") is not
  // opened, by address nor by "Toliau" (the server refuses the signature too: tests/api/portal-drafts.test.ts).
  await page.goto(portalURL(`/ntr-paslaugos/nuomos-sutartis/sudarymas/${id}/step/perziura`));
  await expect(page.getByRole('heading', { level: 2, name: 'Duomenys' })).toBeVisible();
  await page.getByRole('button', { name: 'Toliau', exact: true }).click();
  await expect(summary).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/sudarymas/${id}/step/asmenys$`));
  await expect(page.getByRole('button', { name: 'Pasirašyti', exact: true })).toHaveCount(0);
});
