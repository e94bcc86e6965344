/**
 * The schema studio's journey (issue #24): an analyst copies the lease type (nuoma) into a new
 * "equipment rental" type, adds a field with a pattern, watches the server-compiled preview and
 * the fixtures react (a valid fixture failing on the new required field, then passing), sends it
 * for review; the second analyst approves and publishes; without any restart, the API refuses a
 * value breaking the pattern, and a legal-person provider files a document of the new type in the
 * browser to the end: starts it from the contracts menu (drawn from the published module,
 * decision 0144; the pattern's message on a wrong value), fills, saves, opens and changes it,
 * signs and transfers it; an older lease document opens and reads back unchanged. Built app,
 * its CSP on; pages axe-checked.
 */
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { DEMO_PASSWORD, signInAs, tokenOf } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { workplaceURL } from './support/urls.js';
import { openRegistrui, takeStatusAction } from './support/entry-actions.js';
import { fillDocument, layoutOf, openTab } from './documents-support/fill.js';

// unique per run: the e2e database outlives a retried test
const ID = `irangos-nuoma-${Date.now().toString(36)}`;
const FIELD = 'serijinisNumeris';
const leaseFixture = JSON.parse(fs.readFileSync('tests/fixtures/nuoma/valid/minimalus.json', 'utf8')) as { data: Record<string, unknown> };

type Json = Record<string, unknown>;
type FillData = Parameters<typeof fillDocument>[2];

/** Replaces the text of a CodeMirror editor (its content element's id) as typing would. */
async function replaceEditorText(page: Page, id: string, value: unknown) {
  const editor = page.locator(`#${id}`);
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(JSON.stringify(value, null, 2));
}

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { naudotojas: { api_token: string } }).naudotojas.api_token;
}

test('an analyst drafts a type from the lease, a second one publishes it, a provider files it at once', async ({ page, browser, request }) => {
  test.setTimeout(240_000);

  // an older lease document, read before anything is published
  const provider = { Authorization: `Bearer ${await apiToken(request, 'DT_JA')}` };
  const older = await request.post('/api/documents', { headers: provider, data: { type: 'nuoma', data: leaseFixture.data } });
  expect(older.status(), await older.text()).toBe(201);
  const olderId = ((await older.json()) as { id: number }).id;
  const olderBefore = (await (await request.get(`/api/documents/${olderId}`, { headers: provider })).json()) as Json;

  // the analyst copies the lease
  await signInAs(page, 'AN_schemu_analitikas');
  await page.goto('/studija');
  await expect(page.getByRole('heading', { level: 1, name: 'Schemų studija' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kopijuojamas tipas' }).click();
  await page.getByRole('option', { name: /\(nuoma\)$/ }).click();
  await page.getByRole('textbox', { name: 'Naujo tipo identifikatorius' }).fill(ID);
  await page.getByRole('textbox', { name: 'Naujo tipo pavadinimas' }).fill('Įrangos nuoma');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Kopijuoti' }).click();
  await expect(page).toHaveURL(new RegExp(`/studija/${ID}/1`));
  const checks = page.getByRole('region', { name: 'Peržiūra' });
  await expect(checks.getByText('Klaidų nerasta.')).toBeVisible();

  // a required field with a pattern: the preview, compiled by the server, fails the valid fixtures on it
  const analyst = { Authorization: `Bearer ${await tokenOf(page)}` };
  const draft = (await (await request.get(`/api/studio/types/${ID}/versions/1`, { headers: analyst })).json()) as { files: { schema: Json; uiSchema: Json } };
  const schema = structuredClone(draft.files.schema) as { properties: Json; required: string[] };
  schema.properties[FIELD] = { type: 'string', pattern: '^[A-Z]{2}[0-9]{6}$', messageKeys: { pattern: 'validation.pattern' } };
  schema.required = [...schema.required, FIELD];
  const ui = structuredClone(draft.files.uiSchema) as { layout: { tabs: { fields: string[] }[]; steps: { fields: string[] }[] }; uiSchema: Json };
  ui.layout.tabs[0].fields.push(FIELD);
  ui.layout.steps[0].fields.push(FIELD);
  await replaceEditorText(page, 'studio-ui', ui);
  await replaceEditorText(page, 'studio-schema', schema);
  await expect(checks.getByText(/\(teisingas\): netinka — .*serijinisNumeris/).first()).toBeVisible();
  await page.getByRole('textbox', { name: `types.${ID}.fields.${FIELD} (Lietuviškai)` }).fill('Serijinis numeris');
  await expect(checks.getByRole('textbox', { name: /Serijinis numeris/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // optional again: every fixture passes, nothing left to fix; sent for review
  schema.required = schema.required.filter((name) => name !== FIELD);
  await replaceEditorText(page, 'studio-schema', schema);
  await expect(checks.getByText('Klaidų nerasta.')).toBeVisible();
  await expect(checks.getByText(/netinka/)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Komentaras tvirtintojui' }).fill('Pridėtas serijinis numeris');
  await page.getByRole('button', { name: 'Perduoti tvirtinti' }).click();
  await expect(page.getByText('Juodraštis perduotas tvirtinti.')).toBeVisible();

  // the second analyst approves and publishes
  const reviewerContext = await browser.newContext({ baseURL: workplaceURL() });
  const reviewer = await reviewerContext.newPage();
  await signInAs(reviewer, 'analitikas.perziura');
  await reviewer.goto(`/studija/${ID}/1/tvirtinimas`);
  await expect(reviewer.getByText('Pridėtas serijinis numeris')).toBeVisible();
  await expectNoSeriousA11yViolations(reviewer);
  await reviewer.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(reviewer.getByRole('button', { name: 'Paskelbti' })).toBeVisible();
  await reviewer.getByRole('button', { name: 'Paskelbti' }).click();
  await expect(reviewer.getByText('Atlikta.').last()).toBeVisible();
  await reviewerContext.close();

  // no restart: the published rules refuse a bad serial number (and the signing of a draft with one, tests/api/studio.test.ts)
  const bad = await request.post(`/api/catalog/${ID}/validate`, { headers: provider, data: { ...leaseFixture.data, [FIELD]: 'x1' } });
  expect(bad.status()).toBe(422);
  expect(((await bad.json()) as { errors: { path: string }[] }).errors).toEqual([
    expect.objectContaining({ path: `/${FIELD}`, messageKey: 'validation.pattern' }),
  ]);

  // and in the browser, still without a restart, the provider files one to the end: the contracts
  // menu offers the new type, drawn from the module the server published (the pattern rule speaks
  // on a wrong value); filled, saved, opened again with its version and changed, signed (the
  // signing stand-in) and transferred — the server judging each step by the published rules
  const providerContext = await browser.newContext({ baseURL: workplaceURL() });
  const providerPage = await providerContext.newPage();
  await signInAs(providerPage, 'DT_JA');
  await providerPage.goto('/sutartis');
  await providerPage.getByRole('radio', { name: 'Įrangos nuoma' }).check();
  await providerPage.getByRole('button', { name: 'Pradėti' }).click();
  await expect(providerPage.getByRole('tablist', { name: 'Dokumento skiltys', exact: true })).toBeVisible();
  const lease = layoutOf('nuoma');
  await fillDocument(providerPage, 'nuoma', leaseFixture.data as FillData, lease);
  await openTab(providerPage, lease.tabs[0].id);
  const serial = providerPage.getByRole('textbox', { name: 'Serijinis numeris' });
  await serial.fill('x1');
  await serial.blur();
  await expect(providerPage.getByText('Netinkamas lauko formatas.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(providerPage);
  await serial.fill('AB123456');
  await serial.blur();
  await expect(providerPage.getByText('Netinkamas lauko formatas.')).toHaveCount(0);
  await providerPage.getByRole('button', { name: 'Išsaugoti' }).click();
  await providerPage.waitForURL(/\/dokumentas\/\d+/);
  const filedId = Number(/\/dokumentas\/(\d+)/.exec(providerPage.url())?.[1]);
  const filedNow = async () =>
    (await (await request.get(`/api/documents/${filedId}`, { headers: provider })).json()) as { type: string; status: string; data: Json };
  expect(await filedNow()).toMatchObject({ type: ID, data: { ...leaseFixture.data, [FIELD]: 'AB123456' } });

  // opened again, with the version it is pinned to; a wrong value spoken of, a right one saved
  await providerPage.goto(`/dokumentas/${filedId}/${lease.tabs[0].id}`);
  await expect(serial).toHaveValue('AB123456');
  await serial.fill('x1');
  await serial.blur();
  await expect(providerPage.getByText('Netinkamas lauko formatas.').first()).toBeVisible();
  await serial.fill('CD654321');
  await serial.blur();
  await expect(providerPage.getByText('Netinkamas lauko formatas.')).toHaveCount(0);
  await providerPage.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect.poll(async () => (await filedNow()).data[FIELD]).toBe('CD654321');

  // signed and transferred to the registry
  await openRegistrui(providerPage, filedId);
  await takeStatusAction(providerPage, 'Pasirašyti', 'Ar tikrai norite pasirašyti?', 'Rengiamas');
  await takeStatusAction(providerPage, 'Perduoti', 'Ar norite duomenis perduoti registrui?', 'Perduotas');
  await expectNoSeriousA11yViolations(providerPage);
  expect(await filedNow()).toMatchObject({ type: ID, status: 'perduotas', data: { ...leaseFixture.data, [FIELD]: 'CD654321' } });

  // the older lease document opens in the browser, and reads back as it was
  await providerPage.goto(`/dokumentas/${olderId}`);
  await expect(providerPage.getByRole('tablist', { name: 'Dokumento skiltys', exact: true })).toBeVisible();
  await expect(providerPage.getByRole('textbox', { name: 'Serijinis numeris' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(providerPage);
  await providerContext.close();
  // (opening it in the browser took its edit lock, nothing else)
  const olderAfter = (await (await request.get(`/api/documents/${olderId}`, { headers: provider })).json()) as Json;
  expect({ ...olderAfter, lock: null }).toEqual(olderBefore);
});
