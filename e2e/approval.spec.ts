/**
 * Approval by the other parties (issue #23 item 1, decisions 0126 and 0139): UAB „Baltijos
 * lizingas“ (DT_JA) files a loan for use (`panauda`) naming AB „Pavyzdžių bankas“ (a
 * workplace office) and Gediminas Valančius (a citizen: this journey's own demo person) as
 * borrowers, signs it and asks with `patvirtinti` ('Ar norite patvirtinti duomenis?'): it
 * waits for them. The bank's employee finds it from the dashboard's queue and confirms in the
 * workplace; the citizen finds it on /dokumentai and confirms in the portal; it moves on.
 * A second loan is refused in the portal with a reason, and the filer reads the reason on the
 * document. Each side has its own browser context; every page passes axe.
 *
 * The loans are created through the API (filing a loan through the editor is
 * e2e/documents-contracts.spec.ts's journey); signing and asking run through the UI in the
 * first test, through the API in the second.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiToken, signInAs } from './support/sign-in.js';
import { signInCitizen } from './support/portal-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { portalURL } from './support/urls.js';

const CITIZEN = { radio: 'Gediminas Valančius (39103151236)', name: 'Gediminas Valančius' };
const QUESTION = 'Ar norite patvirtinti duomenis?';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const address = { salis: 'LT', savivaldybe: 'Vilniaus m. sav.', vietove: 'Vilnius', gatve: 'Konstitucijos pr.', namoNr: '7', pastoKodas: 'LT-09308' };

/** The loan: the filer's company lends a thing to the citizen and the bank. */
function loan(n: number) {
  const stamp = `${Date.now() % 1e8}${n}`.padStart(10, '0');
  return {
    dokumentas: { idk: `2026${stamp}`, registroNr: `9-${stamp.slice(-5)}`, sudarymoData: day(-2) },
    duomenuTeikejas: {
      teikejoTipas: 'kita_institucija',
      vardas: 'Tomas',
      pavarde: 'Kairys',
      pareigos: 'Teisininkas',
      istaigosPavadinimas: 'UAB „Baltijos lizingas“',
      istaigosAdresas: address,
    },
    davejai: [{ asmensTipas: 'juridinis', pavadinimas: 'UAB „Baltijos lizingas“', jaKodas: '305123456', adresas: address }],
    gavejai: [
      { asmensTipas: 'fizinis', vardas: 'Gediminas', pavarde: 'Valančius', asmensKodas: '39103151236', adresas: address },
      { asmensTipas: 'juridinis', pavadinimas: 'AB „Pavyzdžių bankas“', jaKodas: '112233445', adresas: address },
    ],
    sutartis: { sutartiesNr: `PN-E2E-${stamp}`, sutartiesData: day(-2), pradziosData: day(3) },
    dalykai: [{ turtasID: 't1', rusis: 'kitas', pavadinimas: 'Projektorius', identifikatorius: `PR-${stamp}`, verte: 1200 }],
  };
}

/** Files a loan as the company's DT_JA user; with `ask`, also signs it and asks the parties (API). */
async function fileLoan(request: APIRequestContext, n: number, ask = false): Promise<number> {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'DT_JA')}` };
  const created = await request.post('/api/documents', { headers, data: { type: 'panauda', data: loan(n) } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, version: first } = (await created.json()) as { id: number; version: number };
  let version = first;
  for (const action of ask ? ['pasirasyti', 'patvirtinti'] : []) {
    const res = await request.post(`/api/documents/${id}/actions/${action}`, { headers: { ...headers, 'If-Match': `"${version}"` }, data: {} });
    expect(res.status(), await res.text()).toBe(200);
    version = ((await res.json()) as { version: number }).version;
  }
  return id;
}

async function workplacePage(browser: Browser, role: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
}

async function portalPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInCitizen(page, CITIZEN.radio, CITIZEN.name);
  return page;
}

/** The status: the registrui tab's facts in the workplace, the approval page's in the portal. */
const status = (page: Page) => page.locator('dl[aria-label="Dokumento registravimo duomenys"], dl[aria-label="Dokumento būsena"]').locator('dd').first();
const round = (page: Page) => page.getByRole('region', { name: 'Šalių patvirtinimas' });

/** The filer's status action on the registrui tab, after the question word for word. */
async function act(page: Page, action: string, question: string, next: string) {
  await page.getByRole('group', { name: 'Veiksmai' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Taip' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText(next);
}

/** A party confirms: the spec's question, then the server's success message. */
async function confirm(page: Page, message: string) {
  await round(page).getByRole('button', { name: 'Patvirtinti', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Patvirtinti' });
  await expect(dialog).toContainText(QUESTION);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Taip' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(message)).toBeVisible();
}

test('a loan for use filed by a company: the bank confirms in the workplace, the citizen in the portal, and it moves on', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const id = await fileLoan(request, 1);

  const filer = await workplacePage(browser, 'DT_JA');
  await filer.goto(`/dokumentas/${id}/registrui`);
  await act(filer, 'Pasirašyti', 'Ar tikrai norite pasirašyti?', 'Rengiamas');
  await act(filer, 'Patvirtinti', QUESTION, 'Laukia patvirtinimo');
  await expect(round(filer)).toContainText('Dar turi patvirtinti: Gediminas Valančius, AB „Pavyzdžių bankas“.');
  await expect(round(filer).getByRole('button', { name: 'Patvirtinti', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(filer);

  // the bank: the dashboard's queue → the waiting list → the document's registrui tab
  const bank = await workplacePage(browser, 'P_S_pagal_FA');
  await bank.goto('/pagrindinis');
  await bank.getByRole('link', { name: /^Laukia mano patvirtinimo: \d+$/ }).click();
  await expect(bank.getByRole('heading', { level: 1, name: 'Laukia mano patvirtinimo' })).toBeVisible();
  await expectNoSeriousA11yViolations(bank);
  await bank.getByRole('link', { name: `Panauda Nr. ${id}`, exact: true }).click();
  await expect(bank).toHaveURL(new RegExp(`/dokumentas/${id}/registrui$`));
  await confirm(bank, 'Patvirtinta. Dokumentas laukia kitų šalių patvirtinimo.');
  await expect(round(bank)).toContainText('Dar turi patvirtinti: Gediminas Valančius.');

  // the citizen: /dokumentai → the approval page, the data read-only
  const citizen = await portalPage(browser);
  await citizen.goto(portalURL('/dokumentai'));
  const waiting = citizen.getByRole('region', { name: 'Laukia mano patvirtinimo' });
  await waiting.getByRole('link', { name: `Panauda Nr. ${id}`, exact: true }).click();
  await expect(citizen.getByRole('heading', { level: 1, name: `Panauda Nr. ${id}` })).toBeVisible();
  await expect(status(citizen)).toHaveText('Laukia patvirtinimo');
  await expectNoSeriousA11yViolations(citizen);
  await confirm(citizen, 'Patvirtinta. Visos šalys patvirtino, dokumentas perduotas toliau.');
  await expect(status(citizen)).toHaveText('Perduotas');
  await expect(round(citizen).getByRole('button', { name: 'Patvirtinti', exact: true })).toHaveCount(0);

  await filer.reload();
  await expect(status(filer)).toHaveText('Perduotas');
});

test('a refusal in the portal returns the loan to the filer with the reason', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const id = await fileLoan(request, 2, true);

  const citizen = await portalPage(browser);
  await citizen.goto(portalURL(`/patvirtinimai/${id}`));
  await round(citizen).getByRole('button', { name: 'Atsisakyti patvirtinti' }).click();
  const dialog = citizen.getByRole('dialog', { name: 'Atsisakymas patvirtinti duomenis' });
  await dialog.getByRole('button', { name: 'Atsisakyti patvirtinti' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Nurodykite atsisakymo priežastį.');
  await expectNoSeriousA11yViolations(citizen);
  await dialog.getByLabel('Atsisakymo priežastis').fill('Projektoriaus serijos numeris nurodytas neteisingai.');
  await dialog.getByRole('button', { name: 'Atsisakyti patvirtinti' }).click();
  await expect(dialog).toBeHidden();
  await expect(citizen.getByText('Atsisakyta patvirtinti. Dokumentas grąžintas jį pateikusiam asmeniui su priežastimi.')).toBeVisible();

  const filer = await workplacePage(browser, 'DT_JA');
  await filer.goto(`/dokumentas/${id}/registrui`);
  await expect(status(filer)).toHaveText('Rengiamas');
  await expect(round(filer)).toContainText('Atsisakė patvirtinti');
  await expect(round(filer)).toContainText('Projektoriaus serijos numeris nurodytas neteisingai.');
  await expectNoSeriousA11yViolations(filer);
});
