/**
 * The portal's open routes of spec §2.3 (issue #8 item 4), in lt, without signing in: the NTR
 * register page of the seeded registered family-property request (api/db/seed/requests.ts)
 * shows the public facts only — number, kind of entry, status, the unit's unique number — and
 * no name or personal code of the people in it; /gautas-ntr-pranesimas/{token} lands on the
 * services' received-notice page. axe on the register page. The registry number and the
 * notice token are found as the citizen would find them: his notices (GET /sav/notices after
 * the gateway stand-in, on the baseURL host: Node cannot resolve savitarna.localhost).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { portalURL } from './support/urls.js';

const JONAS = { identity: '38703181745/', code: '38703181745', surname: 'Petraitis' };

/** The registry number and notice token of Jonas Petraitis's registered family-property request. */
async function registeredFamilyProperty(request: APIRequestContext): Promise<{ registryNumber: string; token: string }> {
  const issued = await request.post('/sav/gateway/login', { form: { identity: JONAS.identity, xid: 'e2e-open-routes' }, maxRedirects: 0 });
  expect(issued.status()).toBe(303);
  const enc = new URL(issued.headers().location, 'http://localhost').searchParams.get('enc');
  const signedIn = await request.post('/sav/ipasas?xid=e2e-open-routes', { data: { enc } });
  expect(signedIn.status()).toBe(200);
  const token = ((await signedIn.json()) as { naudotojas: { api_token: string } }).naudotojas.api_token;
  const list = await request.get('/sav/notices?pageSize=100', { headers: { Authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  const items = ((await list.json()) as { items: { token: string; documentType: string; registryNumber: string | null }[] }).items;
  const notice = items.find((n) => n.documentType === 'seimos-turtas-iregistravimas' && n.registryNumber?.startsWith('NTR-'));
  expect(notice, 'the seeded registration notice').toBeTruthy();
  return { registryNumber: notice!.registryNumber!, token: notice!.token };
}

test('the NTR register page shows a registered entry’s public facts to anyone (lt)', async ({ page, request }) => {
  const { registryNumber } = await registeredFamilyProperty(request);
  await page.goto(portalURL(`/ntr-registras/${registryNumber}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Įrašas Nekilnojamojo turto registre' })).toBeVisible();
  const facts = page.locator('dl');
  await expect(facts.getByText(registryNumber, { exact: true })).toBeVisible();
  await expect(facts.getByText('Šeimos turto įregistravimas', { exact: true })).toBeVisible();
  await expect(facts.getByText('Įregistruotas', { exact: true })).toBeVisible();
  await expect(facts.getByText('4400-5512-3017', { exact: true })).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toContain(JONAS.code);
  expect(text).not.toContain(JONAS.surname);
  await expectNoSeriousA11yViolations(page);

  await page.goto(portalURL('/ntr-registras/NTR-2026-99'));
  await expect(page.getByText('Neteisingas registro numeris (pvz., NTR-2026-000123).')).toBeVisible();
});

test('/gautas-ntr-pranesimas/{token} opens the services’ received-notice page (lt)', async ({ page, request }) => {
  const { token } = await registeredFamilyProperty(request);
  await page.goto(portalURL(`/gautas-ntr-pranesimas/${token}`));
  await expect(page).toHaveURL(portalURL(`/ntr-paslaugos/gautas-pranesimas/${token}`));
});
