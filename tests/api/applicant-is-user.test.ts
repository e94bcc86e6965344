/**
 * No impersonation through the API: a portal user files requests and certificate orders in
 * their own name or in the name of the company they act for (api/modules/items/applicant.ts).
 * A body naming another applicant is refused on create and on save with 422 at /pareiskejas,
 * and nothing is stored; a notary in the workplace still files in a client's name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { itemsClient, JONAS, ONA_COMPANY, RUTA, validFixture } from '../helpers/items.js';

const LEASE = 'nuomos-sutartis-sudarymas';
const RUTA_AS_APPLICANT = { asmensTipas: 'fizinis', vardas: 'Rūta', pavarde: 'Kazlauskienė', asmensKodas: '49206111231' };
const REFUSED = { errors: [{ path: '/pareiskejas', messageKey: 'validation.applicantNotUser' }] };

describe.each(TEST_DIALECTS)('the applicant is the signed-in portal user [%s]', (dialect) => {
  let t: TestApp;
  let jonas: SignedIn;
  let ruta: SignedIn;
  let company: SignedIn;
  let notary: SignedIn;
  const count = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('document')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [jonas, ruta, company] = await Promise.all([JONAS, RUTA, ONA_COMPANY].map((who) => gatewayLogin(t.app, '/sav', who)));
    notary = await login(t.app, 'DT_notaras');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /sav/requests', () => {
    it('accepts a request in the citizen’s own name', async () => {
      const res = await itemsClient(t.app, jonas, '/sav', 'requests').create(LEASE, validFixture(LEASE));
      expect(res.statusCode).toBe(201);
    });

    it('refuses a request naming another person and stores nothing', async () => {
      const before = await count();
      const res = await itemsClient(t.app, ruta, '/sav', 'requests').create(LEASE, validFixture(LEASE));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(REFUSED);
      expect(await count()).toBe(before);
    });

    it('refuses a company representative naming a person instead of the company', async () => {
      const res = await itemsClient(t.app, company, '/sav', 'requests').create(LEASE, validFixture(LEASE));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(REFUSED);
    });
  });

  describe('PUT /sav/requests/:id', () => {
    it('refuses a save that swaps the applicant for another person and keeps the stored data', async () => {
      const requests = itemsClient(t.app, jonas, '/sav', 'requests');
      const id = await requests.createId(LEASE, validFixture(LEASE));
      const { version } = await requests.view(id);
      const res = await requests.put(id, version, { ...validFixture(LEASE), pareiskejas: RUTA_AS_APPLICANT });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(REFUSED);
      const after = await requests.view(id);
      expect(after.version).toBe(version);
      expect(after.data.pareiskejas).toEqual(validFixture(LEASE).pareiskejas);
    });
  });

  describe('POST /sav/certificates', () => {
    it('refuses an order in another person’s name', async () => {
      const res = await itemsClient(t.app, ruta, '/sav', 'certificates').create('pazyma-zemes-ukio', validFixture('pazyma-zemes-ukio'));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(REFUSED);
    });
  });

  describe('POST /api/requests (workplace)', () => {
    it('lets a notary file in a client’s name', async () => {
      const res = await itemsClient(t.app, notary, '/api', 'requests').create(LEASE, { ...validFixture(LEASE), pareiskejas: RUTA_AS_APPLICANT });
      expect(res.statusCode).toBe(201);
    });
  });
});
