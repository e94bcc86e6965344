/**
 * Cross-field rules in the wizard (issue #17 item 4, decision 0122): a citizen enters the
 * lease the issue found registered — start 2026-12-01, end 2026-06-01 — in a lease-contract
 * registration (nuomos-sutartis-sudarymas). The wizard refuses the contract step with the
 * rule's own message on the end-date field, so the request cannot reach the review step to be
 * signed and filed; with the end date corrected the step passes. The server's side of the same
 * rule is tests/api/cross-field-lease.test.ts.
 */
import { expect, test } from './support/test.js';
import { passNtrTerms, signInCitizen } from './support/portal-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { portalURL } from './support/urls.js';
import { fillStep, fillValue } from './support/wizard-fill.js';

/** The rule's message, as the citizen reads it (written here, not read from the code under test). */
const END_BEFORE_START = 'Pabaigos data negali būti ankstesnė už pradžios datą.';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test('a lease whose end is before its start is refused on the end-date field and cannot be filed', async ({ page }) => {
  test.setTimeout(180_000);
  await signInCitizen(page, 'Jonas Petraitis (38703181745)', 'Jonas Petraitis');
  await page.goto(portalURL('/ntr-paslaugos'));
  await passNtrTerms(page, page.getByRole('heading', { level: 1, name: 'Prašymai' }));

  await page.getByRole('link', { name: 'Nuomos sutarties sudarymas', exact: true }).click();
  await expect(page).toHaveURL(/\/nuomos-sutartis\/sudarymas\/naujas\/step\/asmenys$/);
  const jonas = { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: '38703181745' };
  await fillStep(
    page,
    { pareiskejas: jonas, davejai: [jonas], gavejai: [{ asmensTipas: 'fizinis', vardas: 'Rasa', pavarde: 'Kazlauskienė', asmensKodas: '49206111231' }] },
    'lt',
  );
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page).toHaveURL(/\/naujas\/step\/turtas$/);
  await fillStep(page, { objektai: [{ unikalusNr: '4400-1234-5678:0001' }] }, 'lt');
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page).toHaveURL(/\/naujas\/step\/sutarties-informacija$/);
  await fillStep(
    page,
    {
      sutartis: { sutartiesData: yesterday(), pradziosData: '2026-12-01', pabaigosData: '2026-06-01', nuomaPerMenesi: 450 },
      dokumentas: { pavadinimas: 'Nuomos sutartis', data: yesterday(), idk: '12345678901234' },
    },
    'lt',
  );

  // Refused at this step: the rule's message belongs to the end-date field.
  await page.getByRole('button', { name: 'Toliau' }).click();
  const end = page.getByRole('main').locator('[id="sutartis.pabaigosData"]');
  await expect(end).toHaveAccessibleDescription(new RegExp(END_BEFORE_START.replace(/\./g, '\\.')));
  await expect(page.getByText(END_BEFORE_START, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/naujas\/step\/sutarties-informacija$/);
  await expectNoSeriousA11yViolations(page);

  // Nothing to sign or file while it stands; the review step is not reached.
  await expect(page.getByRole('button', { name: 'Pasirašyti', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page).toHaveURL(/\/naujas\/step\/sutarties-informacija$/);

  // With the end after the start, the step passes to the review.
  await fillValue(page, page.getByRole('main'), 'sutartis.pabaigosData', '2027-11-30', 'lt');
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page).toHaveURL(/\/naujas\/step\/perziura$/);
  await expect(page.getByText(END_BEFORE_START, { exact: true })).toHaveCount(0);
});
