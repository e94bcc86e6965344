/**
 * The administrator follows what the registry sent (/admin/siuntimo-administravimas): finds
 * the seeded e-mail that failed because the mail server did not answer, reads its reason,
 * resends it — it goes over SMTP into the built-in local sink — and reads it in the local
 * mailbox, with the received-notice link the e-mail carries.
 */
import { expect, test } from './support/test.js';
import { signInHome } from './support/sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

test('an administrator resends a failed e-mail and reads it in the local mailbox', async ({ page, request }) => {
  await signInHome(page, request, 'AD_administratorius');

  await page.goto('/admin/stsr');
  await page.getByRole('navigation', { name: 'Administravimo skyriai' }).getByRole('link', { name: 'Siuntimo administravimas' }).click();
  await expect(page).toHaveURL(/\/admin\/siuntimo-administravimas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Siuntimo administravimas' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Siuntimo įrašai' })).toContainText('Pateiktas');
  await expectNoSeriousA11yViolations(page);

  // the failed ones only (the filter is in the URL)
  await page.getByRole('combobox', { name: 'Būsena' }).click();
  await page.getByRole('option', { name: 'Nepateiktas' }).click();
  await expect(page).toHaveURL(/state=nepateiktas/);
  const rows = page.getByRole('table', { name: 'Siuntimo įrašai' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await rows
    .nth(1)
    .getByRole('button', { name: /^Peržiūrėti siuntimo įrašą/ })
    .click();

  const dialog = page.getByRole('dialog', { name: /^Siuntimo įrašas/ });
  await expect(dialog.getByRole('alert')).toContainText('Priežastis: connect ECONNREFUSED');
  const payload = dialog.getByText(/^Tema: Registro pranešimas/);
  const sent = (await payload.textContent()) ?? '';
  const subject = /^Tema: (.+)$/m.exec(sent)?.[1] ?? '';
  const link = /\/gautas-pranesimas\/[A-Za-z0-9_-]+/.exec(sent)?.[0] ?? '';
  expect(subject).not.toBe('');
  expect(link).not.toBe('');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Siųsti pakartotinai' }).click();
  await expect(page.getByText('Pranešimas pateiktas.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Siųsti pakartotinai' })).toHaveCount(0);
  await expect(dialog).toContainText('Pateiktas');
  await dialog.getByRole('button', { name: 'Uždaryti' }).click();
  await expect(rows).toHaveCount(1);

  // the local mailbox: the newest message with that subject is the one just delivered
  const mailbox = page.getByRole('region', { name: 'Vietinė pašto dėžutė' });
  await mailbox.getByRole('button', { name: subject }).first().click();
  await expect(mailbox.getByRole('region', { name: subject }).first()).toContainText(link);
  await expectNoSeriousA11yViolations(page);
});
