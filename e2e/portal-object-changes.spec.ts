/**
 * A citizen's change notice in the portal (H6, session 3), in lt then en: Jonas Petraitis
 * (demo EL_FA, the pledge's debtor) notifies a change of his pledged car — the basis dialog
 * starts his own change notice, whose "Turtas" tab is editable (the pledgor's section) while
 * the other tabs stay read-only; he saves. Back on the pledge, the open notice is listed with a
 * link; notifying a change again is refused (one open notice of a kind per entry) and the
 * dialog opens the existing notice instead. axe on the notice's editable and read-only tabs and
 * on the refusal. Data: api/db/seed/self-service.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { chooseLanguage, signInCitizen } from './support/portal-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

const TEXT = {
  lt: {
    pledges: 'Įkeitimai',
    pledgeTitle: /^Sutartinis įkeitimas STSR-\d{4}-\d{6}$/,
    notify: 'Pranešti apie pakeitimą',
    basisDialog: 'Pranešimo apie pakeitimą pagrindas',
    basis: 'Pagrindas',
    date: 'Data',
    prepare: 'Parengti',
    intro: /^Šiame pranešime galite keisti šias skiltis: .+\. Kitos skiltys rodomos tik peržiūrai\./,
    save: 'Išsaugoti pakeitimus',
    saved: 'Pakeitimai išsaugoti.',
    check: 'Tikrinti',
    openNotices: 'Nebaigti nagrinėti pranešimai',
    ownOpen: /Pakeitimo pranešimas \(jūsų; būsena: Rengiamas\)/,
    openIt: 'Atverti pranešimą',
    refused: 'Jūsų ankstesnis šio įrašo pranešimas dar nebaigtas nagrinėti',
    services: 'Paslaugos',
    mainMenu: 'Pagrindinis meniu',
  },
  en: {
    pledges: 'Pledges',
    pledgeTitle: /^Contractual pledge STSR-\d{4}-\d{6}$/,
    notify: 'Notify of a change',
    basisDialog: 'Basis of the notice of change',
    basis: 'Basis',
    date: 'Date',
    prepare: 'Prepare',
    intro: /^In this notice you may change these sections: .+\. The other sections are shown read-only\./,
    save: 'Save changes',
    saved: 'Changes saved.',
    check: 'Tikrinti',
    openNotices: 'Notices still open',
    ownOpen: /Change notice \(yours; status: In preparation\)/,
    openIt: 'Open the notice',
    refused: 'Your earlier notice of this entry is still open',
    services: 'Services',
    mainMenu: 'Main menu',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

async function openPledge(page: Page, x: Text) {
  await page.getByRole('navigation', { name: x.mainMenu }).getByRole('link', { name: x.services }).click();
  await page.getByRole('main').getByRole('link', { name: x.pledges, exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: x.pledgeTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: x.pledgeTitle })).toBeVisible();
}

async function notifyChange(page: Page, x: Text) {
  await page
    .getByRole('group', { name: /Galimi veiksmai|Available actions/ })
    .getByRole('button', { name: x.notify })
    .click();
  const dialog = page.getByRole('dialog', { name: x.basisDialog });
  await dialog.getByRole('textbox', { name: x.basis }).fill('Pasikeitė automobilio valstybinis numeris');
  await dialog.getByRole('textbox', { name: x.date, exact: true }).fill('2026-01-05');
  await dialog.getByRole('button', { name: x.prepare }).click();
  return dialog;
}

test('lt then en: a pledgor changes the pledged things in his own change notice; a second notice is refused and the first one opened', async ({ page }) => {
  // two languages, three axe checks and a sign-in: ~33 s on a busy 2-core machine, past the default 30 s
  test.slow();
  await signInCitizen(page, 'Jonas Petraitis (38703181745)', 'Jonas Petraitis');
  const lt = TEXT.lt;
  await openPledge(page, lt);
  const pledgeUrl = page.url().replace(/\/dokumentas\/(\d+).*$/, '/dokumentas/$1');

  // the basis dialog starts his own change notice and opens it
  const dialog = await notifyChange(page, lt);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(lt.intro)).toBeVisible();
  const noticeUrl = page.url().replace(/\/dokumentas\/(\d+).*$/, '/dokumentas/$1');
  expect(noticeUrl).not.toBe(pledgeUrl);

  // his section (the pledged things) is editable, the document's data tab is not
  await page.goto(`${noticeUrl}/turtas`);
  await expect(page.getByRole('button', { name: lt.check })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(`${noticeUrl}/dokumento-duomenys`);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: lt.check })).toHaveCount(0);
  // read-only values (decision 0147): read-only text, not disabled inputs
  await expect(page.getByRole('main').getByRole('textbox').first()).toHaveAttribute('readonly', '');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: lt.save }).click();
  await expect(page.getByText(lt.saved)).toBeVisible();

  // back on the pledge: the open notice is listed; a second one is refused and the first opened
  await chooseLanguage(page, 'en');
  const en = TEXT.en;
  await openPledge(page, en);
  const open = page.getByRole('region', { name: en.openNotices });
  await expect(open).toContainText(en.ownOpen);
  await expect(open.getByRole('link', { name: en.openIt })).toHaveAttribute('href', new URL(noticeUrl).pathname);
  const again = await notifyChange(page, en);
  await expect(again.getByRole('alert')).toContainText(en.refused);
  await expectNoSeriousA11yViolations(page);
  await again.getByRole('button', { name: en.openIt }).click();
  await expect(again).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${new URL(noticeUrl).pathname}(/|$)`));
  await expect(page.getByText(en.intro)).toBeVisible();
});
