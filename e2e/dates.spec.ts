/**
 * Dates read the same whatever the browser's language (issue #17 item 6, decision 0117): with
 * an English and with a Lithuanian browser locale, a date field shows 1985-02-25 (never the
 * browser's own 02/25/1985 picker), takes a date typed digit by digit from the keyboard, and
 * its calendar button speaks the page's language. Read-only search page: no data changes.
 */
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { expect, test } from './support/test.js';
import { signInAs } from './support/sign-in.js';

for (const locale of ['en-US', 'lt-LT']) {
  test.describe(`with the browser in ${locale}`, () => {
    test.use({ locale });

    test('a date field shows YYYY-MM-DD and takes a typed date', async ({ page }) => {
      await signInAs(page, 'notaras.paieska');
      await page.goto('/paieska/fizinis?name=Jankauskiene&birthDate=1985-02-25');
      const form = page.getByRole('search', { name: 'Fizinis asmuo' });
      const birthDate = form.getByRole('textbox', { name: 'Gimimo data' });
      await expect(birthDate).toHaveValue('1985-02-25');
      await expect(birthDate).toHaveAttribute('type', 'text');
      // its calendar button reads the date out in full, in the page's language
      await expect(form.getByRole('button', { name: 'Pasirinkite datą, pasirinkta 1985 m. vasario 25 d.' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Typed from the keyboard section by section: year, month, day.
      await birthDate.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Backspace');
      await birthDate.press('Home');
      await page.keyboard.type('19900307');
      await expect(birthDate).toHaveValue('1990-03-07');

      // The calendar opens on the typed date with Lithuanian month names.
      await form.getByRole('button', { name: 'Pasirinkite datą, pasirinkta 1990 m. kovo 7 d.' }).click();
      await expect(page.getByRole('dialog').getByText(/kova[so] 1990/i)).toBeVisible();
      await page.keyboard.press('Escape');
    });
  });
}
