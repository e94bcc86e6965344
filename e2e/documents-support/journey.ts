/**
 * One document journey: sign in as a role of the type's createRoles, choose the type on its
 * menu tab's chooser (kinds from the fixture for a mortgage or pledge), fill every field from
 * the type's valid fixture through the UI, save, reload the document page and see the same
 * data — on the page (the first tab's texts) and as saved (GET /api/documents/:id).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { fillDocument, fixtureOf, label, layoutOf, openTab } from './fill.js';
import { signInAs, tokenOf } from '../support/sign-in.js';

export interface JourneyOptions {
  typeId: string;
  role: string;
  fixture: string;
  /** the menu tab's chooser: /hipoteka or /sutartis */
  menu: '/hipoteka' | '/sutartis';
}

/** Runs the journey; returns the created document's id. */
export async function journey(page: Page, options: JourneyOptions): Promise<number> {
  // A rich fixture is a few hundred keystrokes and dialogs on a shared 2-core machine.
  test.setTimeout(240_000);
  const data = fixtureOf(options.typeId, options.fixture);
  await signInAs(page, options.role);

  await page.goto(options.menu);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const types = page.getByRole('radiogroup');
  await expect(types.getByRole('radio').first()).toBeVisible();
  const radios = await types.getByRole('radio').all();
  // The radios list types in catalogue order; pick ours by its value (the type id).
  let picked = false;
  for (const radio of radios) {
    if ((await radio.getAttribute('value')) === options.typeId) {
      await radio.check();
      picked = true;
    }
  }
  expect(picked, `${options.typeId} is offered to ${options.role} on ${options.menu}`).toBe(true);
  const kinds = Array.isArray(data.rusys) ? (data.rusys as string[]) : [];
  if (kinds.length > 0) {
    // The kinds are chosen on the chooser and arrive checked on the new document.
    const group = page.getByRole('group', { name: 'Rūšys' });
    for (const kind of kinds) await group.getByRole('checkbox', { name: label(kind), exact: true }).check();
  }
  await page.getByRole('button', { name: 'Pradėti' }).click();
  await expect(page.getByRole('tablist', { name: 'Dokumento skiltys', exact: true })).toBeVisible();
  for (const kind of kinds) await expect(page.getByRole('checkbox', { name: label(kind), exact: true })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await fillDocument(page, options.typeId, data);
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await page.waitForURL(/\/dokumentas\/\d+/, { timeout: 20_000 }).catch(async (error: unknown) => {
    // Refused: name every field the form reports, tab by tab, so the failure says what is wrong.
    const report: string[] = [];
    for (const tab of await page.getByRole('tablist', { name: 'Dokumento skiltys', exact: true }).getByRole('tab', { name: /klaid/ }).all()) {
      await tab.click();
      report.push(...(await page.getByRole('tabpanel').getByRole('alert').allInnerTexts()));
    }
    throw new Error(`the document was not saved:\n${report.join('\n')}\n${String(error)}`);
  });
  const id = Number(/\/dokumentas\/(\d+)/.exec(page.url())?.[1]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Nr. ${id}`);
  await expect(page.getByRole('tablist', { name: 'Dokumento skiltys', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // What the page shows after the reload: the texts of the first tab's object fields.
  const first = layoutOf(options.typeId).tabs[0];
  await openTab(page, first.id);
  for (const field of first.fields) {
    const value = data[field];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'string') {
        const control = page.locator(`[id="${field}.${key}"]`);
        if ((await control.evaluate((e) => e.tagName.toLowerCase())) === 'input') await expect(control).toHaveValue(inner);
      }
    }
  }
  // What was saved: the fixture's data, exactly.
  const token = await tokenOf(page);
  const answer = await page.request.get(`/api/documents/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  const saved = (await answer.json()) as { data: unknown; type: string };
  expect(saved.type).toBe(options.typeId);
  expect(saved.data).toEqual(data);
  return id;
}
