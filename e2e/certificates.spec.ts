/**
 * The certificates journey (issue #9 item 3), in Lithuanian and in English: a citizen signs in
 * through the gateway stand-in, accepts the real-property services' terms when asked, orders
 * a land plot plan — chooses one of his plots on zemes-sklypas/sklypai, goes through the
 * wizard (the applicant and the plot are prefilled; he chooses where the certificate will be
 * presented), signs and transfers the order (the spec's confirm questions) and sees the
 * certificate issued at once with its number — then downloads the PDF from the portal's
 * /dokumentai. The PDF is checked (a real PDF whose title names the type and number). axe
 * runs on the plot choice, a wizard step, the review, the issued order and /dokumentai.
 */
import fs from 'node:fs';
import { expect, test } from './support/test.js';
import { PDFDocument } from 'pdf-lib';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { chooseLanguage, passNtrTerms, signInCitizen } from './support/portal-sign-in.js';
import { portalURL } from './support/urls.js';

/** What the citizen reads, in each language (written here, not read from the code under test). */
const TEXT = {
  lt: {
    start: 'Žemės sklypo planas',
    choosePlots: 'Pasirinkti žemės sklypus',
    choosePlot: 'Pasirinkti sklypą 5260/0003:12',
    continue: 'Tęsti',
    data: 'Duomenys',
    next: 'Toliau',
    presentedTo: 'Kam pateikiama',
    bank: 'Bankas',
    review: 'Peržiūra',
    sign: 'Pasirašyti',
    signQuestion: 'Ar tikrai norite pasirašyti?',
    transfer: 'Perduoti',
    transferQuestion: 'Ar norite duomenis perduoti registrui?',
    issued: /Pažyma išduota, Nr\. (NTR-\d{4}-\d{6})\./,
    issuedSection: 'Išduotos pažymos',
    download: (n: string) => `Atsisiųsti pažymą ${n} (PDF)`,
  },
  en: {
    start: 'Land plot plan',
    choosePlots: 'Choose land plots',
    choosePlot: 'Choose plot 5260/0003:12',
    continue: 'Continue',
    data: 'Data',
    next: 'Next',
    presentedTo: 'To be presented to',
    bank: 'Bank',
    review: 'Review',
    sign: 'Sign',
    signQuestion: 'Are you sure you want to sign?',
    transfer: 'Transfer',
    transferQuestion: 'Do you want to transfer the data to the registry?',
    issued: /The certificate has been issued, No\. (NTR-\d{4}-\d{6})\./,
    issuedSection: 'Issued certificates',
    download: (n: string) => `Download certificate ${n} (PDF)`,
  },
} as const;

for (const lang of ['lt', 'en'] as const) {
  test(`[${lang}] a citizen orders a land plot plan, chooses his plot, signs and transfers it, and downloads the issued PDF from dokumentai`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const T = TEXT[lang];
    await signInCitizen(page, 'Jonas Petraitis (38703181745)', 'Jonas Petraitis');
    await chooseLanguage(page, lang);

    // The service's start page, behind the real-property services' own terms.
    await page.goto(portalURL('/ntr-paslaugos/zemes-sklypas'));
    const start = page.getByRole('heading', { level: 1, name: T.start });
    await passNtrTerms(page, start, lang);

    // The choice of plots: his own, from the land register.
    await page.getByRole('button', { name: T.choosePlots }).click();
    await expect(page).toHaveURL(portalURL('/ntr-paslaugos/zemes-sklypas/sklypai'));
    await page.getByRole('checkbox', { name: T.choosePlot }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: T.continue }).click();

    // The wizard: the applicant is prefilled on 'Duomenys', the plot on the next step.
    await expect(page).toHaveURL(portalURL('/ntr-paslaugos/zemes-sklypas/naujas/step/asmenys'));
    await expect(page.getByRole('heading', { level: 2, name: T.data })).toBeVisible();
    await expect(page.locator('[id="pareiskejas.asmensKodas"]')).toHaveValue('38703181745');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: T.next }).click();
    await expect(page).toHaveURL(/\/naujas\/step\/sklypai$/);
    await expect(page.getByRole('main')).toContainText('5260/0003:12');
    await page.getByRole('button', { name: T.next }).click();
    await expect(page).toHaveURL(/\/naujas\/step\/tikslas$/);
    await page.getByRole('combobox', { name: T.presentedTo }).click();
    await page.getByRole('listbox').getByRole('option', { name: T.bank, exact: true }).click();
    await page.getByRole('button', { name: T.next }).click();
    await expect(page).toHaveURL(/\/naujas\/step\/perziura$/);
    await expect(page.getByRole('heading', { level: 2, name: T.review })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Sign (creates the order; the address gets its id), then transfer: issued at once.
    await page.getByRole('button', { name: T.sign, exact: true }).click();
    const signDialog = page.getByRole('dialog', { name: T.sign });
    await expect(signDialog).toContainText(T.signQuestion);
    await signDialog.getByRole('button', { name: T.sign, exact: true }).click();
    await expect(page).toHaveURL(/\/zemes-sklypas\/\d+\/step\/perziura$/);
    await page.getByRole('button', { name: T.transfer, exact: true }).click();
    const transferDialog = page.getByRole('dialog', { name: T.transfer });
    await expect(transferDialog).toContainText(T.transferQuestion);
    await transferDialog.getByRole('button', { name: T.transfer, exact: true }).click();
    const issued = page.getByText(T.issued);
    await expect(issued).toBeVisible();
    const number = T.issued.exec((await issued.textContent()) ?? '')![1];
    await expectNoSeriousA11yViolations(page);

    // The PDF, from the portal's documents.
    await page.goto(portalURL('/dokumentai'));
    await expect(page.getByRole('heading', { name: T.issuedSection })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: T.download(number) }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`pazyma-${number}.pdf`);
    const pdf = await PDFDocument.load(fs.readFileSync((await file.path())!));
    expect(pdf.getTitle()).toBe(`Žemės sklypo planas Nr. ${number}`);
    expect(pdf.getPageCount()).toBe(2);
  });
}
