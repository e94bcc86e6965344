/**
 * The portal inside the central self-service site's frame (spec §2.3, §4, §7, §8, §9), with
 * the server's built-in stand-in of that site (/centrine-savitarna):
 * - lt and en: a citizen comes from the central site (its xid), signs in through the gateway
 *   stand-in, consents, sees the central header, basket, menu, breadcrumb and footer around
 *   the portal, switches language (kept locally, reported with POST change-language), and
 *   after 15 idle minutes on Playwright's clock lands on the central session-expired page;
 * - hostile HTML from the central site (served with page.route) runs nothing: no script, no
 *   handler, no javascript: link, no CSS expression, no request to a beacon, no dialog;
 * - an unrecognised menu at first load is a sign-in error, later a session error; a refused
 *   portal sign-in goes to the central site's home, which says so.
 * People: Laima Mockutė (lt; her first sign-in, so the terms appear) and Ona
 * Jankauskienė for UAB „Nemuno prekyba“ (en; hers too). Other journeys should use other people.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { portalURL } from './support/urls.js';

const MINUTE = 60_000;
const CENTRAL_HOME = portalURL('/centrine-savitarna/');
const MENU = '**/centrine-savitarna/menu.do;jsessionid=*';

const LAIMA = 'Laima Mockutė (48805141230)';
const ONA = 'Ona Jankauskienė atstovauja UAB „Nemuno prekyba“ (304512345)';

const TEXT = {
  lt: {
    signInTitle: 'Prisijungimas prie savitarnos',
    gateway: 'Prisijungti per Elektroninius valdžios vartus',
    terms: 'Naudojimo sąlygos',
    agree: 'Sutinku',
    home: 'Paslaugos',
    menu: 'Pagrindinis meniu',
    crumbs: 'Naršymo kelias',
    group: 'Kalba',
    basket: 'Krepšelis, prekių krepšelyje: 0',
    centralMenu: 'Kitos savitarnos paslaugos',
  },
  en: {
    signInTitle: 'Sign in to self-service',
    gateway: 'Sign in through the e-government gateway',
    terms: 'Terms of use',
    agree: 'I agree',
    home: 'Services',
    menu: 'Main menu',
    crumbs: 'Breadcrumb',
    group: 'Language',
    basket: 'Krepšelis, items in the basket: 0',
    centralMenu: 'Other self-service services',
  },
} as const;
type Lang = keyof typeof TEXT;

/** From the central site's home into the portal through the gateway stand-in; accepts the terms when asked (`expectTerms`: they must be asked). */
async function enterFromCentralSite(page: Page, person: string, lang: Lang, expectTerms: boolean) {
  await page.goto(CENTRAL_HOME);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrų centro savitarna' })).toBeVisible();
  await page.getByRole('link', { name: 'Sutarčių ir teisių suvaržymų registro savitarna' }).click();
  await expect(page).toHaveURL(/\/login\?xid=[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].signInTitle })).toBeVisible();
  await page.getByRole('link', { name: TEXT[lang].gateway }).click();
  await page.getByRole('radio', { name: person, exact: true }).check();
  await page.getByRole('button', { name: 'Patvirtinti tapatybę' }).click();
  await expect(page).toHaveURL(portalURL('/paslaugos'));
  const terms = page.getByRole('dialog', { name: TEXT[lang].terms });
  if (expectTerms) await expect(terms).toBeVisible();
  if (expectTerms || (await terms.isVisible())) {
    await terms.getByRole('button', { name: TEXT[lang].agree, exact: true }).click();
    await expect(terms).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].home })).toBeVisible();
}

/** The central frame around the portal: header strip, basket, home link, menu items, breadcrumb prefix, footer. */
async function expectCentralFrame(page: Page, lang: Lang) {
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Registrų centras')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Savitarnos pradžia' })).toHaveAttribute('href', CENTRAL_HOME);
  await expect(banner.getByRole('link', { name: TEXT[lang].basket })).toHaveAttribute('href', portalURL('/centrine-savitarna/krepselis'));
  const menu = page.getByRole('navigation', { name: TEXT[lang].menu });
  await expect(menu.getByRole('heading', { name: TEXT[lang].centralMenu })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Visos savitarnos paslaugos' })).toHaveAttribute('href', portalURL('/centrine-savitarna/paslaugos'));
  await expect(menu.getByRole('link', { name: 'Mano užsakymai' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: TEXT[lang].crumbs }).getByRole('listitem').first()).toHaveText('Savitarna');
  await expect(page.getByRole('contentinfo')).toContainText('© Valstybės įmonė Registrų centras');
}

/** Switches language with the header's buttons and checks the server was told. */
async function switchLanguage(page: Page, from: Lang, to: Lang) {
  const told = page.waitForResponse((r) => r.url().endsWith('/sav/change-language') && r.request().method() === 'POST');
  await page
    .getByRole('group', { name: TEXT[from].group })
    .getByRole('button', { name: to === 'en' ? 'English' : 'Lietuvių' })
    .click();
  const response = await told;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ language: to });
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await expect(page.getByRole('heading', { level: 1, name: TEXT[to].home })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kalba'))).toBe(to);
}

/** Idle for 15 minutes on Playwright's clock: the browser ends up on the central session-expired page. */
async function idleUntilExpired(page: Page) {
  for (let minute = 1; minute <= 17 && !page.url().includes('/sesija-baigesi'); minute += 1) await page.clock.runFor(MINUTE);
  await expect(page).toHaveURL(portalURL('/centrine-savitarna/sesija-baigesi'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sesija baigėsi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prisijungti iš naujo' })).toHaveAttribute('href', /^\/login\?xid=/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('sesija'))).toBeNull();
}

test('lt: from the central site, sign in, consent, the central frame, switch to English, idle expiry to the central page', async ({ page }) => {
  // a whole journey with four axe checks and sixteen clock minutes: more than the default 30 s on a busy 2-core machine
  test.slow();
  await page.clock.install();
  await page.goto(CENTRAL_HOME);
  await expectNoSeriousA11yViolations(page);
  await enterFromCentralSite(page, LAIMA, 'lt', true);
  await expectCentralFrame(page, 'lt');
  await expect(page.getByRole('banner')).toContainText('Laima Mockutė');
  await expectNoSeriousA11yViolations(page);

  await switchLanguage(page, 'lt', 'en');
  await expectCentralFrame(page, 'en');
  await expectNoSeriousA11yViolations(page);
  // kept locally: a new page load stays in English
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expectCentralFrame(page, 'en');

  await idleUntilExpired(page);
  await expectNoSeriousA11yViolations(page);
});

test('en: a stored English choice, sign in, consent, the central frame, switch to Lithuanian, idle expiry', async ({ page }) => {
  // a whole journey with four axe checks and sixteen clock minutes: more than the default 30 s on a busy 2-core machine
  test.slow();
  await page.clock.install();
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-kalba-nustatyta')) {
      localStorage.setItem('kalba', 'en');
      sessionStorage.setItem('e2e-kalba-nustatyta', '1');
    }
  });
  await enterFromCentralSite(page, ONA, 'en', true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectCentralFrame(page, 'en');
  await expectNoSeriousA11yViolations(page);

  await switchLanguage(page, 'en', 'lt');
  await expectCentralFrame(page, 'lt');
  await expectNoSeriousA11yViolations(page);

  await idleUntilExpired(page);
});

test('hostile HTML from the central site runs nothing, loads nothing and opens nothing', async ({ page, pageProblems }) => {
  // the point of this test: Chromium reports each inline handler and load the CSP blocks as a console error
  pageProblems.allow(/violates the following Content Security Policy directive/);
  const beacons: string[] = [];
  const dialogs: string[] = [];
  await page.route('**/beacon/**', (route) => {
    beacons.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route(MENU, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<div data-sav="savitarna">
  <div data-sav="antraste">
    <strong>Piktas centras</strong>
    <script>window.__pwned = 'script'; fetch('/beacon/script'); alert('script')</script>
    <img src="x" onerror="window.__pwned = 'onerror'; fetch('/beacon/onerror'); alert('onerror')" alt="">
    <style>@import url('/beacon/css-import'); body { background: expression(alert('expression')); }</style>
    <span style="background-image: url('/beacon/style-attribute'); width: expression(alert('expression'))">stilius</span>
    <iframe src="/beacon/iframe" srcdoc="<script>parent.__pwned='iframe'</script>"></iframe>
    <object data="/beacon/object"></object><embed src="/beacon/embed">
    <link rel="stylesheet" href="/beacon/link"><meta http-equiv="refresh" content="0;url=/beacon/meta">
    <svg onload="window.__pwned = 'svg'; fetch('/beacon/svg')"><script>fetch('/beacon/svg-script')</script></svg>
    <details open ontoggle="window.__pwned = 'details'; fetch('/beacon/details')"><summary>d</summary></details>
    <form action="/beacon/form" method="post"><button>Siųsti forma</button></form>
    <a href="javascript:window.__pwned = 'javascript'; fetch('/beacon/javascript')">Pikta nuoroda</a>
  </div>
  <a data-sav="pradzia" href="javascript:fetch('/beacon/home')">Savitarnos pradžia</a>
  <ul data-sav="meniu"><li><a href="JaVaScRiPt:fetch('/beacon/menu')" onmouseover="fetch('/beacon/hover')">Pikta paslauga</a></li><li><a href="/centrine-savitarna/uzsakymai">Mano užsakymai</a></li></ul>
</div>`,
    }),
  );

  await enterFromCentralSite(page, LAIMA, 'lt', false);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Piktas centras')).toBeVisible();
  // the link that was javascript: is text now; clicking it does nothing
  const evil = banner.getByText('Pikta nuoroda');
  await expect(evil).toBeVisible();
  await evil.click();
  // a central menu item without a safe address is left out; the safe one stays
  const menu = page.getByRole('navigation', { name: 'Pagrindinis meniu' });
  await expect(menu.getByRole('link', { name: 'Mano užsakymai' })).toBeVisible();
  await expect(menu.getByText('Pikta paslauga')).toHaveCount(0);
  // hovering and clicking what the hostile header left behind does nothing either
  await banner.getByText('Piktas centras').hover();
  await banner.getByText('stilius').click();

  const found = await page.evaluate(() => {
    const all = Array.from(document.querySelectorAll('*'));
    return {
      pwned: (window as unknown as { __pwned?: string }).__pwned ?? null,
      scripts: Array.from(document.querySelectorAll('script')).filter((s) => !s.src).length,
      embedded: document.querySelectorAll('iframe, object, embed, form, svg script, meta[http-equiv], link[href*="beacon"]').length,
      handlers: all.filter((e) => Array.from(e.attributes).some((a) => /^on/i.test(a.name))).map((e) => e.tagName),
      javascriptLinks: Array.from(document.querySelectorAll('[href], [src]')).filter((e) =>
        /^\s*javascript:/i.test(e.getAttribute('href') ?? e.getAttribute('src') ?? ''),
      ).length,
      expressionStyles: all.filter((e) => /expression\(|beacon/i.test(e.getAttribute('style') ?? '')).length,
    };
  });
  expect(found).toEqual({ pwned: null, scripts: 0, embedded: 0, handlers: [], javascriptLinks: 0, expressionStyles: 0 });
  // still the portal, on the same page, signed in
  await expect(page).toHaveURL(portalURL('/paslaugos'));
  await expect(page.getByRole('heading', { level: 1, name: 'Paslaugos' })).toBeVisible();
  expect(dialogs).toEqual([]);
  expect(beacons).toEqual([]);
});

test('an unrecognised menu at first load is a sign-in error: the central home says the sign-in failed', async ({ page }) => {
  await page.route(MENU, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body><h1>Prisijungimas</h1></body></html>' }));
  await page.goto(CENTRAL_HOME);
  await page.getByRole('link', { name: 'Sutarčių ir teisių suvaržymų registro savitarna' }).click();
  await page.getByRole('link', { name: TEXT.lt.gateway }).click();
  await page.getByRole('radio', { name: LAIMA, exact: true }).check();
  await page.getByRole('button', { name: 'Patvirtinti tapatybę' }).click();
  await expect(page).toHaveURL(portalURL('/centrine-savitarna/?klaida=prisijungimas'));
  await expect(page.getByRole('alert')).toHaveText('Prisijungti prie nekilnojamojo turto registro savitarnos nepavyko. Bandykite dar kartą.');
  await expectNoSeriousA11yViolations(page);
});

test('an unrecognised menu later is a session error: the central session-expired page', async ({ page }) => {
  await page.clock.install();
  let known = true;
  await page.route(MENU, async (route) => {
    if (known) return route.fallback();
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Sesija nerasta</p>' });
  });
  await enterFromCentralSite(page, LAIMA, 'lt', false);
  await expectCentralFrame(page, 'lt');
  known = false;
  await page.clock.runFor(MINUTE);
  await expect(page).toHaveURL(portalURL('/centrine-savitarna/sesija-baigesi'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sesija baigėsi' })).toBeVisible();
});

test('a refused portal sign-in goes to the central site, which says so', async ({ page }) => {
  await page.goto(CENTRAL_HOME);
  await page.getByRole('link', { name: 'Sutarčių ir teisių suvaržymų registro savitarna' }).click();
  await page.getByRole('link', { name: TEXT.lt.gateway }).click();
  // a person the gateway knows but who is not a user of this system
  await page.getByRole('radio', { name: 'Darius Navickas (36812123456)', exact: true }).check();
  await page.getByRole('button', { name: 'Patvirtinti tapatybę' }).click();
  await expect(page).toHaveURL(portalURL('/centrine-savitarna/?klaida=prisijungimas'));
  await expect(page.getByRole('alert')).toContainText('nepavyko');
});
