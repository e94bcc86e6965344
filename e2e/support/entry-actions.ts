/**
 * The registrui tab as a person uses it (src/features/lifecycle/components): the entry actions
 * of a registered entry (group "Įrašo veiksmai": change, address change, termination), the basis
 * dialog that starts a notice, and a status action with its confirm question. Texts word for
 * word (spec §4 questions; the workplace's lt labels).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';

/** The entry actions the server offers this user on the entry now. */
export const entryActions = (page: Page): Locator => page.getByRole('group', { name: 'Įrašo veiksmai' });

/** The status shown in the registrui tab's facts. */
export const registruiStatus = (page: Page): Locator => page.locator('dl[aria-label="Dokumento registravimo duomenys"]').locator('dd').first();

/** Opens the registrui tab of an item and waits for its facts. */
export async function openRegistrui(page: Page, id: number): Promise<void> {
  await page.goto(`/dokumentas/${id}/registrui`);
  await expect(registruiStatus(page)).toBeVisible();
}

/** Clicks an entry action and fills its basis dialog (titled by the notice kind); answers the dialog, not yet submitted. */
export async function fillBasis(page: Page, action: string, noticeTitle: string, basis: string): Promise<Locator> {
  await entryActions(page).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: noticeTitle });
  await dialog.getByRole('textbox', { name: 'Pagrindas' }).fill(basis);
  await dialog.getByRole('textbox', { name: 'Data', exact: true }).fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  return dialog;
}

/** Starts a notice from the entry's registrui tab; answers the new notice's id (its page is open, in preparation). */
export async function startNotice(page: Page, entryId: number, action: string, noticeTitle: string, basis: string): Promise<number> {
  const dialog = await fillBasis(page, action, noticeTitle, basis);
  await dialog.getByRole('button', { name: 'Parengti pranešimą' }).click();
  await page.waitForURL((url) => /^\/dokumentas\/\d+/.test(url.pathname) && !url.pathname.startsWith(`/dokumentas/${entryId}/`));
  await expect(page.getByText('Būsena: Rengiamas')).toBeVisible();
  return Number(/\/dokumentas\/(\d+)/.exec(page.url())?.[1]);
}

/** A status action on the registrui tab: the button, the spec's question, "Taip", the next status. */
export async function takeStatusAction(page: Page, action: string, question: string, next: string): Promise<void> {
  await page.getByRole('group', { name: 'Veiksmai' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Taip' }).click();
  await expect(dialog).toBeHidden();
  await expect(registruiStatus(page)).toHaveText(next);
}

/**
 * An address change notice carried through: the first lessor's address edited in the parties
 * tab (axe with the dialog open), saved and read back after a reload; then signed and sent.
 */
export async function sendAddressChange(page: Page, notice: number): Promise<void> {
  const lessors = () => page.getByRole('region', { name: 'Nuomotojai' }).getByRole('button', { name: 'Redaguoti 1 įrašą' });
  await page.getByRole('tab', { name: 'Sutarties šalys' }).click();
  await lessors().click();
  const party = page.getByRole('dialog');
  await party.locator('[id="davejai.0.adresas.gatve"]').fill('Ukmergės g.');
  await party.locator('[id="davejai.0.adresas.namoNr"]').fill('126');
  await expectNoSeriousA11yViolations(page);
  await party.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(party).toBeHidden();
  await page.getByRole('button', { name: 'Išsaugoti', exact: true }).click();
  // as saved: the new address, read back after a reload
  await page.reload();
  await lessors().click();
  await expect(party.locator('[id="davejai.0.adresas.gatve"]')).toHaveValue('Ukmergės g.');
  await party.getByRole('button', { name: 'Atšaukti' }).click();

  await openRegistrui(page, notice);
  await takeStatusAction(page, 'Pasirašyti', 'Ar tikrai norite pasirašyti?', 'Rengiamas');
  await takeStatusAction(page, 'Perduoti', 'Ar norite duomenis perduoti registrui?', 'Perduotas');
}
