/**
 * A citizen in the portal, the way a person does it: the header's sign-in link, the
 * e-government gateway stand-in (pick the person), back to the portal; the terms of use are
 * accepted when the session says they are not yet (a person's first sign-in). Then, if
 * wanted, English; and the real-property services' own terms on the way to a service page.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { portalURL } from './urls.js';

export type PortalLanguage = 'lt' | 'en';

/** Has the signed-in citizen accepted the self-service terms? (the tab's session, src/lib/session.ts) */
async function termsAccepted(page: Page): Promise<boolean> {
  const stored = await page.evaluate(() => sessionStorage.getItem('sesija'));
  const session = JSON.parse(stored ?? '{}') as { user?: { consent?: { selfServiceContract?: boolean } } };
  return session.user?.consent?.selfServiceContract === true;
}

/** @param person the stand-in's radio label, e.g. 'Jonas Petraitis (38703181745)' @returns whether the terms were asked */
export async function signInCitizen(page: Page, person: string, name: string): Promise<boolean> {
  await page.goto(portalURL('/paslaugos'));
  await page.getByRole('banner').getByRole('link', { name: 'Prisijungti' }).click();
  await page.getByRole('link', { name: 'Prisijungti per Elektroninius valdžios vartus' }).click();
  await page.getByRole('radio', { name: person, exact: true }).check();
  await page.getByRole('button', { name: 'Patvirtinti tapatybę' }).click();
  // includeHidden: a first sign-in opens the terms dialog, which hides the page (banner too) from the accessibility tree
  await expect(page.getByRole('banner', { includeHidden: true })).toContainText(name);
  // The terms (a lazy dialog) come while the session says they are not accepted: wait for them then, never on a timer.
  if (await termsAccepted(page)) return false;
  const terms = page.getByRole('dialog', { name: 'Naudojimo sąlygos' });
  await terms.getByRole('button', { name: 'Sutinku', exact: true }).click();
  await expect(terms).toBeHidden();
  return true;
}

/** Switches the portal to the language with the header's switcher (lt is the default). */
export async function chooseLanguage(page: Page, lang: PortalLanguage): Promise<void> {
  if (lang === 'lt') return;
  await page.getByRole('group', { name: 'Kalba' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
}

/** The real-property services' terms page, as the citizen reads it in each language. */
const NTR_TERMS = {
  lt: { heading: 'Nekilnojamojo turto paslaugų naudojimo sąlygos', agree: 'Sutinku' },
  en: { heading: 'Terms of use of the real property services', agree: 'I agree' },
} as const;

/**
 * After a goto behind the real-property services' terms: agrees when they are shown (another
 * journey may have accepted them in this database already) and waits for `landing`.
 * `beforeAgreeing` runs on the terms page (e.g. an axe check).
 */
export async function passNtrTerms(page: Page, landing: Locator, lang: PortalLanguage = 'lt', beforeAgreeing?: () => Promise<void>): Promise<void> {
  const text = NTR_TERMS[lang];
  const terms = page.getByRole('heading', { level: 1, name: text.heading });
  await expect(terms.or(landing)).toBeVisible();
  if (await terms.isVisible()) {
    await beforeAgreeing?.();
    await page.getByRole('button', { name: text.agree, exact: true }).click();
  }
  await expect(landing).toBeVisible();
}
