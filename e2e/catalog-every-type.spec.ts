/**
 * Every type of the catalogue — each added as files only (schema, ui file, labels) — opens in
 * the sandbox as the document page and as the wizard, with no code of its own. Whatever types
 * GET /api/catalog lists are the ones checked.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

// The seeded demo users' password (api/config.ts DEFAULT_DEMO_PASSWORD; the e2e server sets no other).
const DEMO_PASSWORD = 'Demo-Slaptazodis-1';

interface Signed {
  token: string;
  session: { token: string; user: { id: number; displayName: string; roles: string[] } };
}

async function signIn(page: Page): Promise<Signed> {
  const res = await page.request.post('/api/login', { data: { username: 'DT_notaras', password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { naudotojas: { api_token: string; snau_id: number; snau_vardas: string; snau_pavarde: string }; roles: string[] };
  const session = { token: body.naudotojas.api_token, user: { id: body.naudotojas.snau_id, displayName: body.naudotojas.snau_vardas, roles: body.roles } };
  await page.addInitScript((value) => window.sessionStorage.setItem('sesija', JSON.stringify(value)), session);
  return { token: session.token, session };
}

test('every catalogue type opens as the document page and as the wizard', async ({ page }) => {
  test.setTimeout(180_000);
  const { token } = await signIn(page);
  const res = await page.request.get('/api/catalog', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const types = (await res.json()) as { id: string }[];
  expect(types.length).toBeGreaterThan(1);

  for (const { id } of types) {
    await test.step(id, async () => {
      await page.goto(`/katalogas/${id}`);
      const tabs = page.getByRole('tablist', { name: 'Dokumento skiltys' });
      await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^types\./);
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/katalogas/${id}/step/asmenys`);
      await expect(page.getByRole('heading', { level: 2, name: 'Duomenys' })).toBeVisible();
      await page.getByRole('button', { name: 'Toliau' }).click();
      // An empty first step is never accepted: the spec's message stays on it.
      await expect(page.getByRole('alert')).toContainText('Neužpildyti visi privalomi laukai arba netinkamas laukų formatas.');
      await expect(page).toHaveURL(new RegExp(`/katalogas/${id}/step/asmenys`));
    });
  }
});
