/**
 * Self-service objects (issue #8 items 4–5), in lt and in en: a citizen (Jonas Petraitis, the
 * demo EL_FA) signs in through the gateway stand-in and consents when asked, finds the
 * pledges among the services, opens the registered pledge where he is the debtor and sees
 * exactly the actions a pledgor may take (notify of a change — not change or deregister,
 * which are the creditor's), the read-only data and the portal's ikaito-davejai tab; the
 * mortgage list where he can change nothing shows the spec §8 empty-list message. Data: the
 * seed api/db/seed/self-service.ts. axe on the list, the pledge and the empty list; another
 * citizen's pledge opened by its address is "not found".
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.js';
import { chooseLanguage, signInCitizen } from './support/portal-sign-in.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { portalURL } from './support/urls.js';

const TEXT = {
  lt: {
    pledges: 'Įkeitimai',
    pledgeTitle: /^Sutartinis įkeitimas STSR-\d{4}-\d{6}$/,
    actionsGroup: 'Galimi veiksmai',
    allowed: ['Pranešti apie pakeitimą'],
    status: 'Įregistruotas',
    role: 'Skolininkas',
    pledgors: 'Įkaito davėjai',
    mortgages: 'Hipotekos',
    changes: 'Pakeitimai savitarnoje',
    noMortgage: 'Nėra įregistruotų hipotekų, kurioms savitarnoje galima atlikti pakeitimus.',
    readOnly: 'Duomenys rodomi tik peržiūrai.',
    notFound: 'Objektas nerastas arba jūs nesate jo šalis.',
  },
  en: {
    pledges: 'Pledges',
    pledgeTitle: /^Contractual pledge STSR-\d{4}-\d{6}$/,
    actionsGroup: 'Available actions',
    allowed: ['Notify of a change'],
    status: 'Registered',
    role: 'Debtor',
    pledgors: 'Pledgors',
    mortgages: 'Mortgages',
    changes: 'Changes in self-service',
    noMortgage: 'There are no registered mortgages for which changes can be made in self-service.',
    readOnly: 'The data are shown for viewing only.',
    notFound: 'Object not found, or you are not one of its parties.',
  },
} as const;

/** The id of another citizen's pledge (Rūta Kazlauskienė's, seeded), found as she would: the gateway stand-in, then her own list (the /sav API on the
 * baseURL's host: Node cannot resolve savitarna.localhost, only Chromium is told to). */
async function othersPledgeId(request: APIRequestContext): Promise<number> {
  const issued = await request.post('/sav/gateway/login', { form: { identity: '49206111231/', xid: 'e2e-objects' }, maxRedirects: 0 });
  expect(issued.status()).toBe(303);
  const enc = new URL(issued.headers().location, 'http://localhost').searchParams.get('enc');
  const signedIn = await request.post('/sav/ipasas?xid=e2e-objects', { data: { enc } });
  expect(signedIn.status()).toBe(200);
  const token = ((await signedIn.json()) as { naudotojas: { api_token: string } }).naudotojas.api_token;
  const list = await request.get('/sav/objects?kind=pledge', { headers: { Authorization: `Bearer ${token}` } });
  const items = ((await list.json()) as { items: { id: number }[] }).items;
  expect(items).toHaveLength(1);
  return items[0].id;
}

for (const lang of ['lt', 'en'] as const) {
  test(`${lang}: a citizen opens a pledge where he is a party and sees only the actions he may take`, async ({ page, request }) => {
    test.setTimeout(90_000); // a journey over six pages with four axe checks
    const x = TEXT[lang];
    await signInCitizen(page, 'Jonas Petraitis (38703181745)', 'Jonas Petraitis');
    await chooseLanguage(page, lang);

    // the services list the object groups; the pledges list shows the pledge with its actions
    await page.getByRole('main').getByRole('link', { name: x.pledges, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: x.pledges })).toBeVisible();
    const pledgeLink = page.getByRole('main').getByRole('link', { name: x.pledgeTitle });
    await expect(pledgeLink).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // the pledge: read-only, his role, exactly the pledgor's actions
    await pledgeLink.click();
    await expect(page.getByRole('heading', { level: 1, name: x.pledgeTitle })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(x.status);
    await expect(page.getByRole('main')).toContainText(x.role);
    await expect(page.getByText(x.readOnly)).toBeVisible();
    const actions = page.getByRole('group', { name: x.actionsGroup });
    await expect(actions.getByRole('button')).toHaveText([...x.allowed]);
    // the data tabs of the type, read-only (the first one opens)
    await expect(page).toHaveURL(/\/dokumentas\/\d+\/dokumento-duomenys$/);
    await expect(page.getByRole('main').getByRole('textbox').first()).toHaveAttribute('readonly', '');
    await expectNoSeriousA11yViolations(page);

    // the portal's ikaito-davejai tab names the pledgor
    await page
      .getByRole('navigation', { name: lang === 'lt' ? 'Kitos skiltys' : 'Other sections' })
      .getByRole('link', { name: x.pledgors })
      .click();
    await expect(page).toHaveURL(/\/dokumentas\/\d+\/ikaito-davejai$/);
    await expect(page.getByRole('heading', { level: 2, name: x.pledgors })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Jonas Petraitis' })).toHaveCount(1);

    // a debtor of a mortgage can change nothing in self-service: the spec's empty-list message
    await page
      .getByRole('navigation', { name: lang === 'lt' ? 'Pagrindinis meniu' : 'Main menu' })
      .getByRole('link', { name: lang === 'lt' ? 'Paslaugos' : 'Services' })
      .click();
    await page.getByRole('main').getByRole('link', { name: x.mortgages, exact: true }).click();
    await page.getByRole('link', { name: x.changes }).click();
    await expect(page.getByText(x.noMortgage, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // another citizen's pledge does not exist for him (the API answers 404)
    await page.goto(portalURL(`/dokumentas/${await othersPledgeId(request)}`));
    await expect(page.getByText(x.notFound, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: x.pledgeTitle })).toHaveCount(0);
  });
}
