/**
 * Registration rules from /admin (issue 19 items 6 and 8; axe on every page): the
 * administrator switches the notary's enforcement-entry rule on with a reason and a condition
 * on the item's data (an amount to recover of at most 50 000, decision 0132); a notary files
 * an enforcement entry that meets it, signs and sends it, and it is registered at once, the
 * history saying the system did it by that rule; the administrator switches a non-critical
 * check off for one type with a reason. Both are switched back at the end, the condition
 * removed (other journeys expect the defaults).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { signInAs } from './support/sign-in.js';
import { journey } from './documents-support/journey.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

const RULE = 'notaro-vykdomasis-irasas';
const WARNING_TYPE = 'lizingas';
/** the enforcement entry's amount to recover (the minimal fixture's is 25 000) */
const AMOUNT = '/vykdomasis/isieskotinaSuma';

/** Picks an option of a select field (MUI: a combobox whose name also carries its value). */
async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${field}`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

async function setRule(admin: Page, on: boolean, reason: string) {
  await admin.goto('/admin/registravimas');
  await expect(admin.getByRole('heading', { level: 1, name: 'Automatinis registravimas' })).toBeVisible();
  const form = admin.getByRole('form', { name: RULE });
  const enabled = form.getByRole('checkbox', { name: `Įjungta: ${RULE}` });
  await (on ? enabled.check() : enabled.uncheck());
  const conditions = form.getByRole('group', { name: `${RULE}: sąlygos pagal duomenis` });
  if (on) {
    await conditions.getByRole('button', { name: 'Pridėti sąlygą' }).click();
    await choose(admin, '1 sąlygos laukas', AMOUNT);
    await choose(admin, '1 sąlygos palyginimas', 'ne daugiau negu');
    await conditions.getByRole('textbox', { name: '1 sąlygos reikšmė' }).fill('50000');
  } else {
    await conditions.getByRole('button', { name: 'Pašalinti 1 sąlygą' }).click();
  }
  await form.getByRole('textbox', { name: `${RULE}: pakeitimo priežastis` }).fill(reason);
  await expectNoSeriousA11yViolations(admin);
  await form.getByRole('button', { name: `Išsaugoti ${RULE}` }).click();
  await expect(admin.getByText(`Taisyklė ${RULE} išsaugota.`)).toBeVisible();
  await expect(form).toContainText(reason);
  // the saved rule, as read back: with the condition, or with none
  const saved = form.getByRole('group', { name: `${RULE}: sąlygos pagal duomenis` });
  if (on) {
    await expect(saved.getByRole('combobox', { name: /^1 sąlygos laukas/ })).toHaveText(AMOUNT);
    await expect(saved.getByRole('textbox', { name: '1 sąlygos reikšmė' })).toHaveValue('50000');
  } else {
    await expect(saved.getByRole('combobox')).toHaveCount(0);
  }
}

async function switchWarning(admin: Page, action: 'Išjungti' | 'Įjungti', reason: string) {
  await admin.goto('/admin/taisykles');
  const rule = admin.getByRole('region', { name: /pakeitimas-be-skirtumu/ });
  await rule.getByRole('button', { name: `${action}: ${WARNING_TYPE}` }).click();
  const dialog = admin.getByRole('dialog', { name: new RegExp(`pakeitimas-be-skirtumu tipui ${WARNING_TYPE}`) });
  await dialog.getByRole('textbox', { name: 'Priežastis' }).fill(reason);
  await expectNoSeriousA11yViolations(admin);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  return rule.getByRole('row').filter({ has: admin.getByRole('cell', { name: WARNING_TYPE, exact: true }) });
}

test('an automatic registration rule with a condition on the data registers a notary’s enforcement entry that meets it at once; a warning is switched off for a type', async ({
  browser,
}) => {
  // two people, a filed document and axe on each page, on a shared machine
  test.setTimeout(480_000);
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'AD_administratorius');
  await setRule(admin, true, 'Vykdomieji įrašai iki 50 000 be kritinių klaidų registruojami automatiškai');

  // the notary files, signs and sends: the answer is already "Įregistruotas"
  const notary = await (await browser.newContext()).newPage();
  const id = await journey(notary, { typeId: 'vykdomasis-irasas', role: 'DT_notaras', fixture: 'minimalus', menu: '/hipoteka' });
  test.setTimeout(480_000);
  await notary.goto(`/dokumentas/${id}/registrui`);
  for (const [action, question] of [
    ['Pasirašyti', 'Ar tikrai norite pasirašyti?'],
    ['Perduoti', 'Ar norite duomenis perduoti registrui?'],
  ] as const) {
    await notary.getByRole('group', { name: 'Veiksmai' }).getByRole('button', { name: action, exact: true }).click();
    const dialog = notary.getByRole('dialog', { name: action });
    await expect(dialog).toContainText(question);
    await dialog.getByRole('button', { name: 'Taip' }).click();
    await expect(dialog).toBeHidden();
  }
  const facts = notary.locator('dl[aria-label="Dokumento registravimo duomenys"]');
  await expect(facts.locator('dd').first()).toHaveText('Įregistruotas');
  await expect(facts).toContainText(/STSR-\d{4}-\d{6}/);
  await notary.goto(`/dokumentas/${id}/istorija`);
  const events = notary.getByRole('region', { name: 'Veiksmai' });
  await expect(events.getByRole('row').last()).toContainText(`Sistema – automatiškai (taisyklė ${RULE})`);
  await expectNoSeriousA11yViolations(notary);

  // a non-critical check switched off for one type, with a reason
  const row = await switchWarning(admin, 'Išjungti', 'Lizingo pakeitimai be skirtumų leidžiami be įspėjimo');
  await expect(row).toContainText('Išjungta');
  await expect(row).toContainText('Lizingo pakeitimai be skirtumų leidžiami be įspėjimo');

  // back to the defaults
  await expect(await switchWarning(admin, 'Įjungti', 'Grąžinama numatytoji tvarka')).toContainText('Įjungta');
  await setRule(admin, false, 'Grąžinama numatytoji tvarka');
});
