/**
 * Signing a citizen into the portal the way a person does: the header's sign-in link, the
 * e-government gateway stand-in (pick the person), back to the portal; the terms of use are
 * accepted when the portal asks (a person's first sign-in). Then, if wanted, English.
 */
import { expect, type Page } from '@playwright/test';
import { portalURL } from './support/urls.js';

export type PortalLanguage = 'lt' | 'en';

/** @param person the stand-in's radio label, e.g. 'Jonas Petraitis (38703181745)' @returns whether the terms were asked */
export async function signInCitizen(page: Page, person: string, name: string): Promise<boolean> {
  await page.goto(portalURL('/paslaugos'));
  await page.getByRole('banner').getByRole('link', { name: 'Prisijungti' }).click();
  await page.getByRole('link', { name: 'Prisijungti per Elektroninius valdžios vartus' }).click();
  await page.getByRole('radio', { name: person, exact: true }).check();
  await page.getByRole('button', { name: 'Patvirtinti tapatybę' }).click();
  // includeHidden: a first sign-in opens the terms dialog, which hides the page (banner too) from the accessibility tree
  await expect(page.getByRole('banner', { includeHidden: true })).toContainText(name);
  const terms = page.getByRole('dialog', { name: 'Naudojimo sąlygos' });
  const asked = await terms.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (asked) {
    await terms.getByRole('button', { name: 'Sutinku', exact: true }).click();
    await expect(terms).toBeHidden();
  }
  return asked;
}

/** Switches the portal to the language with the header's switcher (lt is the default). */
export async function chooseLanguage(page: Page, lang: PortalLanguage): Promise<void> {
  if (lang === 'lt') return;
  await page.getByRole('group', { name: 'Kalba' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
}
