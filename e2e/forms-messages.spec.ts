/**
 * Precise messages (issue #17 items 2–3, decision 0111): each rule says its own translated
 * message as the person types — when a field loses focus, and on every change once in error —
 * and on "Tikrinti" / "Toliau", with the spec's sentence only once, as the summary. A notary in
 * the workplace (lt) and a citizen in the portal wizard (lt and en). Every page passes axe.
 */
import { expect, test } from './support/test.js';
import { startSimpleMortgage } from './support/new-mortgage.js';
import { signInAs } from './support/sign-in.js';
import { chooseLanguage, passNtrTerms, signInCitizen } from './support/portal-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { portalURL } from './support/urls.js';
import { fillStep, fillValue } from './support/wizard-fill.js';

/** What the person reads, in each language (written here, not read from the code under test). */
const TEXT = {
  lt: {
    summary: 'Neužpildyti visi privalomi laukai arba netinkamas laukų formatas.',
    share: 'Dalis rašoma trupmena, pvz., 1/2.',
    maximum: 'Reikšmė turi būti ne didesnė kaip 100.',
    next: 'Toliau',
    requests: 'Prašymai',
    typeTitle: 'Nuomos sutarties sudarymas',
  },
  en: {
    summary: 'Not all required fields are filled in, or a field has an invalid format.',
    share: 'Write the share as a fraction, e.g. 1/2.',
    maximum: 'The value must be at most 100.',
    next: 'Next',
    requests: 'Requests',
    typeTitle: 'Lease contract — conclusion',
  },
} as const;

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test('[lt] a notary sees the interest rule’s own message when she leaves the field and on "Tikrinti", the spec’s sentence once', async ({ page }) => {
  test.setTimeout(120_000);
  const T = TEXT.lt;
  await signInAs(page, 'DT_notaras');
  const tabs = await startSimpleMortgage(page);
  await tabs.getByRole('tab', { name: 'Kita informacija' }).click();

  const rate = page.locator('[id="kitaInformacija.palukanos"]');
  await rate.fill('150');
  await expect(page.getByText(T.maximum, { exact: true })).toHaveCount(0);
  await rate.blur();
  await expect(page.getByText(T.maximum, { exact: true })).toBeVisible();
  // once in error, every change is judged again, until it is right
  await rate.fill('101');
  await expect(page.getByText(T.maximum, { exact: true })).toBeVisible();
  await rate.fill('4,25');
  await expect(page.getByText(T.maximum, { exact: true })).toHaveCount(0);
  await rate.fill('150');
  await rate.blur();
  await expect(page.getByText(T.maximum, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Tikrinti' }).click();
  const summary = page.getByRole('tabpanel').getByRole('alert').first();
  await expect(summary).toContainText(T.summary);
  await expect(summary).toContainText(T.maximum);
  await expect(page.getByText(T.summary, { exact: true })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

for (const lang of ['lt', 'en'] as const) {
  test(`[${lang}] a citizen sees the share rule’s own message in the wizard as she types and on "${TEXT[lang].next}", the summary once`, async ({ page }) => {
    test.setTimeout(180_000);
    const T = TEXT[lang];
    await signInCitizen(page, 'Jonas Petraitis (38703181745)', 'Jonas Petraitis');
    await chooseLanguage(page, lang);
    await page.goto(portalURL('/ntr-paslaugos'));
    await passNtrTerms(page, page.getByRole('heading', { level: 1, name: T.requests }), lang);
    await page.getByRole('link', { name: T.typeTitle, exact: true }).click();
    await expect(page).toHaveURL(/\/naujas\/step\/asmenys$/);

    const jonas = { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: '38703181745' };
    await fillStep(
      page,
      { pareiskejas: jonas, davejai: [jonas], gavejai: [{ asmensTipas: 'fizinis', vardas: 'Rasa', pavarde: 'Kazlauskienė', asmensKodas: '49206111231' }] },
      lang,
    );
    await page.getByRole('button', { name: T.next }).click();
    await expect(page).toHaveURL(/\/naujas\/step\/turtas$/);
    await fillStep(page, { objektai: [{ unikalusNr: '4400-1234-5678:0001' }] }, lang);
    await page.getByRole('button', { name: T.next }).click();
    await expect(page).toHaveURL(/\/naujas\/step\/sutarties-informacija$/);
    await fillStep(
      page,
      {
        sutartis: { sutartiesData: yesterday(), pradziosData: yesterday(), nuomaPerMenesi: 450 },
        dokumentas: { pavadinimas: 'Nuomos sutartis', data: yesterday(), idk: '12345678901234' },
      },
      lang,
    );

    // The share is written as words: its own message when the field is left.
    const main = page.getByRole('main');
    await fillValue(page, main, 'sutartis.dalis', 'pusė', lang);
    await expect(page.getByText(T.share, { exact: true })).toHaveCount(0);
    await page.locator('[id="sutartis.dalis"]').blur();
    await expect(page.getByText(T.share, { exact: true }).first()).toBeVisible();

    // "Next" refuses the step: the spec's sentence once, as the summary, the rule by the field.
    await page.getByRole('button', { name: T.next }).click();
    await expect(page).toHaveURL(/\/naujas\/step\/sutarties-informacija$/);
    await expect(page.getByRole('alert').filter({ hasText: T.summary })).toContainText(T.share);
    await expect(page.getByText(T.summary, { exact: true })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // Corrected, the message goes as it is typed.
    await fillValue(page, main, 'sutartis.dalis', '1/2', lang);
    await expect(page.getByText(T.share, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: T.next }).click();
    await expect(page).toHaveURL(/\/naujas\/step\/perziura$/);
  });
}
