/**
 * The requests' server-side rules of spec §5 (issue #9 item 6): family property deregistration
 * or transfer is refused when neither the user's nor the spouse's family property is
 * registered; a foreign legal entity that is not found answers the message telling the user to
 * e-mail the registry; an invalid IDK or personal code and a second spouse are check errors at
 * their field that refuse signing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { itemsClient, JONAS, RUTA, validFixture } from '../helpers/items.js';

const RULE = { path: '', messageKey: 'validation.familyPropertyNotRegistered', severity: 'critical' };
const RUTA_PERSON = { asmensTipas: 'fizinis', vardas: 'Rūta', pavarde: 'Kazlauskienė', asmensKodas: '49206111231' };
const STRANGER = { asmensTipas: 'fizinis', vardas: 'Petras', pavarde: 'Petrauskas', asmensKodas: '38805121237' };
/** Ona, whose family property the demo seed registered with Jonas Petraitis. */
const ONA = { asmensTipas: 'fizinis', vardas: 'Ona', pavarde: 'Petraitienė', asmensKodas: '47905032313' };

describe.each(TEST_DIALECTS)('requests: rules of spec §5 [%s]', (dialect) => {
  let t: TestApp;
  let jonas: SignedIn;
  let ruta: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    jonas = await gatewayLogin(t.app, '/sav', JONAS);
    ruta = await gatewayLogin(t.app, '/sav', RUTA);
    // booting compiles the catalogue and seeds every module's demo data: slow on a busy machine
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A family-property request of `type` filed by Rūta naming these spouses. */
  const rutasRequest = (type: string, spouses: Record<string, unknown>[]) => ({ ...validFixture(type), pareiskejas: RUTA_PERSON, sutuoktiniai: spouses });

  describe.each(['seimos-turtas-isregistravimas', 'seimos-turtas-perkelimas'])('%s', (type) => {
    it('is refused at signing when neither the user nor the spouse has registered family property (critical issue on save)', async () => {
      const requests = itemsClient(t.app, ruta, '/sav', 'requests');
      const created = await requests.create(type, rutasRequest(type, [STRANGER]));
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().issues).toEqual([RULE]);
      const id = created.json().id as number;
      const sign = await requests.act(id, 'pasirasyti', 1);
      expect(sign.statusCode).toBe(422);
      expect(sign.json().message).toBe('errors.signing_critical_errors');
      expect(sign.json().errors).toEqual([RULE]);
      expect((await requests.view(id)).status).toBe('rengiamas');
    });

    it("goes through when the spouse's family property is registered", async () => {
      const requests = itemsClient(t.app, ruta, '/sav', 'requests');
      const created = await requests.create(type, rutasRequest(type, [ONA]));
      expect(created.json().issues).toEqual([]);
      expect((await requests.step(created.json().id as number, 'pasirasyti')).status).toBe('rengiamas');
    });

    it("goes through when the user's own family property is registered (the demo citizen)", async () => {
      const requests = itemsClient(t.app, jonas, '/sav', 'requests');
      const data = {
        ...validFixture(type),
        pareiskejas: { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: '38703181745' },
        sutuoktiniai: [STRANGER],
      };
      const created = await requests.create(type, data);
      expect(created.json().issues).toEqual([]);
    });
  });

  it('counts only registered family property: a transferred registration does not let the spouses deregister it yet', async () => {
    const requests = itemsClient(t.app, ruta, '/sav', 'requests');
    const neighbour = { asmensTipas: 'fizinis', vardas: 'Daiva', pavarde: 'Daivienė', asmensKodas: '48707224569' };
    const registration = await requests.createId('seimos-turtas-iregistravimas', {
      ...validFixture('seimos-turtas-iregistravimas'),
      pareiskejas: RUTA_PERSON,
      sutuoktiniai: [neighbour],
    });
    await requests.step(registration, 'pasirasyti');
    await requests.step(registration, 'perduoti');
    const created = await requests.create('seimos-turtas-isregistravimas', rutasRequest('seimos-turtas-isregistravimas', [neighbour]));
    expect(created.json().issues).toEqual([RULE]);
  });

  describe('foreign legal entity lookup', () => {
    const lookup = (who: SignedIn | null, query: string, base = '/sav') =>
      t.app.inject({ method: 'GET', url: `${base}/legal-entities?${query}`, headers: who?.headers ?? {} });

    it('finds a registered entity by country and code (spaces and case in the code do not matter), on both bases', async () => {
      const res = await lookup(jonas, 'country=DE&code=hrb%2012345');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ country: 'DE', code: 'HRB12345', name: 'Beispiel Immobilien GmbH', address: 'Friedrichstraße 100, 10117 Berlin' });
      expect((await lookup(jonas, 'country=LV&code=40003000001')).json().name).toBe('SIA „Paraugs“');
    });

    it('answers 404 with the message telling the user to e-mail the registry', async () => {
      for (const query of ['country=DE&code=HRB99999', 'country=LV&code=HRB12345']) {
        const res = await lookup(ruta, query);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('errors.foreign_legal_entity_not_found');
      }
    });

    it('refuses malformed queries (400) and anonymous callers (401)', async () => {
      for (const query of [
        'country=de&code=1',
        'country=DEU&code=1',
        'country=DE',
        'code=1',
        'country=DE&code=',
        'country=DE&code=1&extra=1',
        `country=DE&code=${'1'.repeat(31)}`,
        'country=DE&code=%25',
      ]) {
        expect([query, (await lookup(jonas, query)).statusCode]).toEqual([query, 400]);
      }
      expect((await lookup(null, 'country=DE&code=HRB12345')).statusCode).toBe(401);
    });
  });

  describe('bad input is a check error at its field: the draft is kept, signing is refused (decision 0090)', () => {
    /** Creates the draft, expects exactly `error` as its check errors, and a refused signing naming it. */
    async function expectCheckError(type: string, data: unknown, error: { path: string; messageKey: string }) {
      const requests = itemsClient(t.app, jonas, '/sav', 'requests');
      const created = await requests.create(type, data);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().issues).toEqual([{ ...error, severity: 'critical' }]);
      const sign = await requests.act(created.json().id as number, 'pasirasyti', 1);
      expect(sign.statusCode).toBe(422);
      expect(sign.json()).toMatchObject({ message: 'errors.signing_critical_errors', errors: [{ ...error, severity: 'critical' }] });
    }

    it('an IDK of 13 digits', async () => {
      const data = validFixture('nuomos-sutartis-sudarymas');
      await expectCheckError(
        'nuomos-sutartis-sudarymas',
        { ...data, dokumentas: { ...(data.dokumentas as object), idk: '2026000000001' } },
        { path: '/dokumentas/idk', messageKey: 'validation.idk' },
      );
    });

    it('a personal code with a wrong check digit', async () => {
      await expectCheckError(
        'seimos-turtas-iregistravimas',
        { ...validFixture('seimos-turtas-iregistravimas'), sutuoktiniai: [{ ...ONA, asmensKodas: '47905032314' }] },
        { path: '/sutuoktiniai/0/asmensKodas', messageKey: 'validation.asmensKodasCheckDigit' },
      );
    });

    it('a second spouse once a former spouse is entered', async () => {
      await expectCheckError(
        'seimos-turtas-iregistravimas',
        { ...validFixture('seimos-turtas-iregistravimas'), sutuoktiniai: [{ ...ONA, buvesSutuoktinis: true }, STRANGER] },
        { path: '/sutuoktiniai', messageKey: 'validation.formerSpouse' },
      );
    });
  });
});
