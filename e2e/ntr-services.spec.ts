/**
 * The NTR services journey (issue #9 "Done means"), in Lithuanian and in English: a citizen
 * signs in through the gateway stand-in, accepts the real-property services' own terms when
 * asked, starts a lease-contract registration (nuomos-sutartis-sudarymas) on
 * /ntr-paslaugos/prasymai and fills every wizard step through the UI — an invalid IDK (13
 * digits) is refused at its step with the field's message, then corrected — signs and
 * transfers it on the review step (the spec's confirm questions); an NTR registrar registers
 * it; the citizen finds the notice under 'Gauti pranešimai', opens it (registry number) and
 * downloads the signed request.
 *
 * The registrar's part goes through the WORKPLACE API as RG_NTR_registrat (POST
 * /api/requests/:id/actions/iregistruoti with If-Match): the workplace request page is another
 * journey's (e2e/requests-workplace.spec.ts). axe runs on the list, a wizard step, the review
 * and the notice.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { chooseLanguage, passNtrTerms, signInCitizen } from './support/portal-sign-in.js';
import { apiToken } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { portalURL, workplaceURL } from './support/urls.js';
import { fillStep, fillValue } from './support/wizard-fill.js';

/** What the citizen reads, in each language (written here, not read from the code under test). */
const TEXT = {
  lt: {
    requests: 'Prašymai',
    typeTitle: 'Nuomos sutarties sudarymas',
    next: 'Toliau',
    review: 'Peržiūra',
    idkMessage: 'Identifikavimo kodas (IDK) turi būti sudarytas iš 14 skaitmenų.',
    sign: 'Pasirašyti',
    signQuestion: 'Ar tikrai norite pasirašyti?',
    transfer: 'Perduoti',
    transferQuestion: 'Ar norite duomenis perduoti registrui?',
    transferred: 'Būsena: Perduotas',
    notices: 'Gauti pranešimai',
    registeredNotice: 'Pranešimas apie įregistravimą',
    download: 'Atsisiųsti pasirašytą prašymą',
  },
  en: {
    requests: 'Requests',
    typeTitle: 'Lease contract — conclusion',
    next: 'Next',
    review: 'Review',
    idkMessage: 'The identification code (IDK) must be exactly 14 digits.',
    sign: 'Sign',
    signQuestion: 'Are you sure you want to sign?',
    transfer: 'Transfer',
    transferQuestion: 'Do you want to transfer the data to the registry?',
    transferred: 'Status: Transferred',
    notices: 'Received notices',
    registeredNotice: 'Notice of registration',
    download: 'Download the signed request',
  },
} as const;

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** The request as the citizen enters it, step by step (the wizard's steps of ui-schemas/requests). */
function journeyData(idk: string) {
  const jonas = { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: '38703181745' };
  return {
    asmenys: {
      pareiskejas: jonas,
      davejai: [jonas],
      gavejai: [{ asmensTipas: 'fizinis', vardas: 'Rasa', pavarde: 'Kazlauskienė', asmensKodas: '49206111231' }],
    },
    turtas: { objektai: [{ unikalusNr: '4400-1234-5678:0001' }] },
    'sutarties-informacija': {
      sutartis: { sutartiesData: yesterday(), pradziosData: yesterday(), nuomaPerMenesi: 450 },
      dokumentas: { pavadinimas: 'Nuomos sutartis', data: yesterday(), idk },
    },
  } as const;
}

/** The NTR registrar's decision, through the workplace API. */
async function registerAsNtrRegistrar(page: Page, id: number): Promise<string> {
  const api = page.request;
  const headers = { Authorization: `Bearer ${await apiToken(api, 'RG_NTR_registrat', workplaceURL('/api/login'))}` };
  const read = await api.get(workplaceURL(`/api/requests/${id}`), { headers });
  expect(read.status(), await read.text()).toBe(200);
  const { version, status } = (await read.json()) as { version: number; status: string };
  expect(status).toBe('perduotas');
  const decided = await api.post(workplaceURL(`/api/requests/${id}/actions/iregistruoti`), { headers: { ...headers, 'If-Match': `"${version}"` }, data: {} });
  expect(decided.status(), await decided.text()).toBe(200);
  const { registryNumber } = (await decided.json()) as { registryNumber: string };
  expect(registryNumber).toMatch(/^NTR-\d{4}-\d{6}$/);
  await api.post(workplaceURL('/api/logout'), { headers });
  return registryNumber;
}

for (const lang of ['lt', 'en'] as const) {
  test(`[${lang}] a citizen files a lease-contract registration through every step (bad IDK refused), signs and transfers it; an NTR registrar registers it; the citizen reads the notice and downloads the signed request`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const T = TEXT[lang];
    await signInCitizen(page, 'Jonas Petraitis (38703181745)', 'Jonas Petraitis');
    await chooseLanguage(page, lang);

    // The services' home, behind their own terms.
    await page.goto(portalURL('/ntr-paslaugos'));
    await passNtrTerms(page, page.getByRole('heading', { level: 1, name: T.requests }), lang, () => expectNoSeriousA11yViolations(page));
    await expect(page).toHaveURL(portalURL('/ntr-paslaugos/prasymai'));
    await expectNoSeriousA11yViolations(page);

    // A new lease-contract registration: step 1 'Duomenys'.
    await page.getByRole('link', { name: T.typeTitle, exact: true }).click();
    await expect(page).toHaveURL(portalURL(`/ntr-paslaugos/nuomos-sutartis/sudarymas/naujas/step/asmenys`));
    await expect(page.getByRole('heading', { level: 2, name: lang === 'lt' ? 'Duomenys' : 'Data' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const data = journeyData('1234567890123');
    await fillStep(page, data.asmenys, lang);
    await page.getByRole('button', { name: T.next }).click();
    await expect(page).toHaveURL(/\/naujas\/step\/turtas$/);
    await fillStep(page, data.turtas, lang);
    await page.getByRole('button', { name: T.next }).click();
    await expect(page).toHaveURL(/\/naujas\/step\/sutarties-informacija$/);
    await fillStep(page, data['sutarties-informacija'], lang);

    // The IDK has 13 digits: refused at this step, with the field's message.
    await page.getByRole('button', { name: T.next }).click();
    await expect(page.getByText(T.idkMessage).first()).toBeVisible();
    await expect(page).toHaveURL(/\/naujas\/step\/sutarties-informacija$/);
    await fillValue(page, page.getByRole('main'), 'dokumentas.idk', '12345678901234', lang);
    await page.getByRole('button', { name: T.next }).click();
    await expect(page).toHaveURL(/\/naujas\/step\/perziura$/);
    await expect(page.getByRole('heading', { level: 2, name: T.review })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Sign (creates the request; the address gets its id), then transfer.
    await page.getByRole('button', { name: T.sign, exact: true }).click();
    const signDialog = page.getByRole('dialog', { name: T.sign });
    await expect(signDialog).toContainText(T.signQuestion);
    await signDialog.getByRole('button', { name: T.sign, exact: true }).click();
    await expect(page).toHaveURL(/\/nuomos-sutartis\/sudarymas\/\d+\/step\/perziura$/);
    const id = Number(/\/sudarymas\/(\d+)\//.exec(page.url())?.[1]);
    await page.getByRole('button', { name: T.transfer, exact: true }).click();
    const transferDialog = page.getByRole('dialog', { name: T.transfer });
    await expect(transferDialog).toContainText(T.transferQuestion);
    await transferDialog.getByRole('button', { name: T.transfer, exact: true }).click();
    await expect(page.getByText(T.transferred)).toBeVisible();

    // The registry's decision.
    const registryNumber = await registerAsNtrRegistrar(page, id);

    // The notice, and the signed request to download.
    await page
      .getByRole('navigation', { name: lang === 'lt' ? 'Prašymai dėl juridinių faktų' : 'Requests on legal facts' })
      .getByRole('link', { name: T.notices })
      .click();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
    await row.getByRole('link', { name: T.registeredNotice }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.registeredNotice })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(registryNumber);
    await expectNoSeriousA11yViolations(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: T.download }).click();
    expect((await download).suggestedFilename()).toBe(`prasymas-${id}.asice`);
  });
}
