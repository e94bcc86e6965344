/**
 * The foundation works end to end in a real browser against the production build: one
 * server answers as the professional workplace on localhost and as the self-service portal
 * on the self-service host, each with its title, footer version line, not-found handling,
 * and (portal) the language choice with Lithuanian as the fallback.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { APP_VERSION, versionLine } from './support/app-version.js';
import { portalURL } from './support/urls.js';

const REGISTRY_NAME = 'Sutarčių ir teisių suvaržymų registras';
const PORTAL_TITLE = 'Sutarčių ir teisių suvaržymų registro savitarna';
const PORTAL_TITLE_EN = 'Register of Contracts and Restrictions of Rights — Self-service';

/** Opens a portal page with the given stored language ('kalba') set before any script runs. */
async function openPortalWithLanguage(page: Page, language: string, path = '/') {
  await page.addInitScript((value) => window.localStorage.setItem('kalba', value), language);
  await page.goto(portalURL(path));
}

test.describe('workplace on localhost', () => {
  test('shows the registry name as the title and the version in the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(REGISTRY_NAME);
    await expect(page.getByRole('contentinfo')).toContainText(versionLine('Versija'));
    await expect(page.getByRole('region', { name: 'Demonstracinė versija' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('/404 shows the not-found page', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { name: 'Puslapis nerastas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Grįžti į pradžią' })).toBeVisible();
    await expect(page).toHaveURL(/\/404$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown path goes home instead of showing an error', async ({ page }) => {
    await page.goto('/tokio-puslapio-nera/123');
    // Home is /pagrindinis (spec 2.1); the route guard may send an anonymous visitor on to /login.
    await expect(page).toHaveURL(/\/(pagrindinis|login)$/);
    await expect(page.getByRole('heading', { name: 'Puslapis nerastas' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText(versionLine('Versija'));
  });

  test('an unknown API path is a JSON 404, not the page shell', async ({ request }) => {
    const res = await request.get('/api/tokio-kelio-nera');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ message: 'errors.not_found' });
  });

  test('GET /api/version answers the same version as the footer', async ({ request }) => {
    const res = await request.get('/api/version');
    expect(await res.json()).toEqual({ version: APP_VERSION });
  });
});

test.describe('portal on the self-service host', () => {
  test('shows the self-service title and the version in the footer', async ({ page }) => {
    await page.goto(portalURL('/'));
    await expect(page).toHaveTitle(PORTAL_TITLE);
    await expect(page.getByRole('contentinfo')).toContainText(versionLine('Versija'));
    await expectNoSeriousA11yViolations(page);
  });

  test('/404 shows the not-found page', async ({ page }) => {
    await page.goto(portalURL('/404'));
    await expect(page.getByRole('heading', { name: 'Puslapis nerastas' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an unsupported stored language falls back to Lithuanian', async ({ page }) => {
    await openPortalWithLanguage(page, 'de');
    await expect(page).toHaveTitle(PORTAL_TITLE);
    await expect(page.getByRole('contentinfo')).toContainText(versionLine('Versija'));
    // i18next would show Lithuanian texts for 'de' anyway (lt is its fallback): the page
    // language proves the app itself chose Lithuanian.
    await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  });

  test('the stored language en shows English texts', async ({ page }) => {
    await openPortalWithLanguage(page, 'en', '/404');
    await expect(page).toHaveTitle(PORTAL_TITLE_EN);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(versionLine('Version'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoSeriousA11yViolations(page);
  });
});
