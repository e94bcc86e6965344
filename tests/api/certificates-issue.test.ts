/**
 * Certificates from the citizen's order to the PDF (issue #9 item 3): an order is created,
 * signed and transferred through the items API ({base}/certificates, one engine with
 * documents), the system issues it at once (number + PDF), the owner downloads it while it is
 * kept (saugojimoLaikas calendar days), nobody else sees it, and after the keeping period the
 * download answers 410 and the sweep deletes the file. Plus the round trip of every
 * certificate type with its fixtures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { pdfText } from '../unit/certificates/pdf-text.js';
import { expectInvalidFixtureSaved } from '../helpers/drafts.js';

const TYPES = ['pazyma-zemes-ukio', 'pazyma-misku-ukio', 'pazyma-zemes-sklypas'] as const;
const JONAS = { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: '38703181745' };
const PLAN_ORDER = { pareiskejas: JONAS, sklypai: [{ unikalusNr: '4400-1001-0012', kadastroNr: '5260/0003:12' }], tikslas: { pateikimoVieta: 'bankas' } };

interface Fixture {
  data: Record<string, unknown>;
  expect?: { path: string; messageKey: string }[];
}
const fixtures = (type: string, kind: 'valid' | 'invalid'): [string, Fixture][] =>
  fs
    .readdirSync(`tests/fixtures/${type}/${kind}`)
    .sort()
    .map((f) => [f, JSON.parse(fs.readFileSync(`tests/fixtures/${type}/${kind}/${f}`, 'utf8')) as Fixture]);

const DAY = 24 * 60 * 60 * 1000;
const daysAfterTestNow = (days: number) => new Date(Date.parse(TEST_NOW) + days * DAY).toISOString();

describe.each(TEST_DIALECTS)('certificates: order, issue, download [%s]', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  let jonas: SignedIn;
  let ruta: SignedIn;
  let company: SignedIn;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-certificates-'));
    t = await createTestApp(dialect, { env: { DATA_DIR: dataDir } });
    // these tests cover issuing free orders; the demo price list's fees (api/modules/cart) are tests/api/cart.test.ts's
    await t.db.kysely.deleteFrom('service_price').execute();
    [jonas, ruta, company] = await Promise.all(['38703181745/', '49206111231/', '48502253414/304512345'].map((id) => gatewayLogin(t.app, '/sav', id)));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const order = (who: SignedIn, type: string, data: unknown) =>
    t.app.inject({ method: 'POST', url: '/sav/certificates', headers: who.headers, payload: { type, data } });
  const get = (who: SignedIn, id: number, base = '/sav') => t.app.inject({ method: 'GET', url: `${base}/certificates/${id}`, headers: who.headers });
  const pdf = (who: SignedIn, id: number, base = '/sav') => t.app.inject({ method: 'GET', url: `${base}/certificates/${id}/pdf`, headers: who.headers });
  const issuedList = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/sav/certificate-pdfs', headers: who.headers });
  async function act(who: SignedIn, id: number, action: string) {
    const version = get(who, id).then((r) => r.json() as { version: number });
    return t.app.inject({
      method: 'POST',
      url: `/sav/certificates/${id}/actions/${action}`,
      headers: { ...who.headers, 'if-match': `"${(await version).version}"` },
      payload: {},
    });
  }
  /** Orders, signs and transfers; returns the id and the answer to perduoti. */
  async function orderAndTransfer(who: SignedIn, type: string, data: unknown) {
    const created = await order(who, type, data);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const signed = await act(who, id, 'pasirasyti');
    expect(signed.statusCode, signed.body).toBe(200);
    return { id, transferred: await act(who, id, 'perduoti') };
  }
  const pdfFiles = () => {
    const dir = path.join(dataDir, 'certificates', 'files');
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f !== '.incoming') : [];
  };

  describe('issuing', () => {
    it('issues a land plot plan as soon as it is transferred; the owner downloads a real PDF', async () => {
      const { id, transferred } = await orderAndTransfer(jonas, 'pazyma-zemes-sklypas', PLAN_ORDER);
      expect(transferred.statusCode, transferred.body).toBe(200);
      const answer = transferred.json() as { status: string; registryNumber: string; version: number; allowedActions: string[] };
      expect(answer).toMatchObject({ status: 'iregistruotas', allowedActions: [] });
      expect(answer.registryNumber).toMatch(/^NTR-2026-\d{6}$/);
      expect(transferred.headers.etag).toBe(`"${answer.version}"`);

      const view = (await get(jonas, id)).json() as { status: string; version: number };
      expect(view).toMatchObject({ status: 'iregistruotas', version: answer.version });

      const res = await pdf(jonas, id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`pazyma-${answer.registryNumber}.pdf`);
      const bytes = res.rawPayload;
      const doc = await PDFDocument.load(bytes);
      expect(doc.getTitle()).toBe(`Žemės sklypo planas Nr. ${answer.registryNumber}`);
      expect(doc.getPageCount()).toBe(2);
      const text = (await pdfText(bytes)).join('\n');
      expect(text).toContain('Jonas Petraitis');
      expect(text).toContain('5260/0003:12');
      expect(text).toContain('Šėtos sen., Ąžuolų k.');
      expect(text).toContain('12,0300');
      expect(text).toContain('Išdavimo data: 2026-11-20');
      expect(text).toContain('saugoma iki 2026-12-20');

      const list = (await issuedList(jonas)).json() as { items: { id: number; number: string; available: boolean; keepUntil: string }[] };
      expect(list.items.find((i) => i.id === id)).toMatchObject({ number: answer.registryNumber, available: true, keepUntil: '2026-12-20' });
    });

    it('lists the plots of the chosen purpose on an agricultural and on a forest land certificate', async () => {
      for (const [type, expected, absent] of [
        ['pazyma-zemes-ukio', ['5260/0003:11', '5260/0003:12', '5260/0004:7'], '4145/0007:21'],
        ['pazyma-misku-ukio', ['4145/0007:21', '4145/0007:22'], '5260/0003:11'],
      ] as const) {
        const { id, transferred } = await orderAndTransfer(jonas, type, { pareiskejas: JONAS, tikslas: { pateikimoVieta: 'notaras' } });
        expect(transferred.statusCode, transferred.body).toBe(200);
        const text = (await pdfText((await pdf(jonas, id)).rawPayload)).join('\n');
        for (const number of expected) expect(text).toContain(number);
        expect(text).not.toContain(absent);
        expect(text).toContain(`Iš viso sklypų: ${expected.length}`);
      }
    });

    it('issues a company’s certificate about the company’s plots', async () => {
      const { id, transferred } = await orderAndTransfer(company, 'pazyma-misku-ukio', {
        pareiskejas: { asmensTipas: 'juridinis', pavadinimas: 'UAB „Nemuno prekyba“', jaKodas: '304512345' },
        tikslas: { pateikimoVieta: 'bankas' },
      });
      expect(transferred.statusCode, transferred.body).toBe(200);
      const text = (await pdfText((await pdf(company, id)).rawPayload)).join('\n');
      expect(text).toContain('UAB „Nemuno prekyba“');
      expect(text).toContain('1901/0012:42');
      expect((await pdf(jonas, id)).statusCode).toBe(404);
    });

    it('issues the seeded transferred order when its owner opens the list', async () => {
      const list = (await issuedList(jonas)).json() as { items: { type: string; available: boolean }[] };
      expect(list.items.filter((i) => i.type === 'pazyma-zemes-ukio').length).toBeGreaterThanOrEqual(2);
      const pending = await t.db.kysely
        .selectFrom('document')
        .select('id')
        .where('type_id', 'like', 'pazyma-%')
        .where('status', '=', 'perduotas')
        .where('owner_person_code', '=', '38703181745')
        .execute();
      expect(pending).toEqual([]);
    });

    it('answers 409 for an order that is not issued yet', async () => {
      const created = await order(jonas, 'pazyma-zemes-sklypas', PLAN_ORDER);
      const res = await pdf(jonas, (created.json() as { id: number }).id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'errors.certificate_not_issued' });
    });
  });

  describe('who may download', () => {
    it('is 404 for another citizen, in the workplace, and for an id that is not a certificate', async () => {
      const { id } = await orderAndTransfer(jonas, 'pazyma-zemes-sklypas', PLAN_ORDER);
      const other = await pdf(ruta, id);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ message: 'errors.certificate_not_found' });
      const notary = await login(t.app, 'DT_notaras');
      expect((await pdf(notary, id, '/api')).statusCode).toBe(404);
      const doc = await t.db.kysely.selectFrom('document').select('id').where('type_id', '=', 'sutartine-hipoteka').limit(1).executeTakeFirstOrThrow();
      expect((await pdf(notary, Number(doc.id), '/api')).statusCode).toBe(404);
      expect((await pdf(jonas, 999_999)).statusCode).toBe(404);
    });

    it('refuses the lists to workplace sessions and to anonymous callers', async () => {
      const notary = await login(t.app, 'DT_notaras');
      // a workplace session is no session on the portal face
      expect((await t.app.inject({ method: 'GET', url: '/sav/land-plots', headers: notary.headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/sav/land-plots' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/sav/certificate-pdfs' })).statusCode).toBe(401);
    });
  });

  describe('keeping period (SAUGOJIMO_LAIKAS calendar days)', () => {
    it('serves the PDF through its last day, answers 410 afterwards and the sweep deletes the file', async () => {
      const { id } = await orderAndTransfer(jonas, 'pazyma-zemes-sklypas', PLAN_ORDER);
      const row = await t.db.kysely.selectFrom('certificate_pdf').selectAll().where('document_id', '=', id).executeTakeFirstOrThrow();
      expect(row.keep_until).toBe('2026-12-20');
      expect(pdfFiles()).toContain(row.storage_name);
      // a session idles out over days: sign in again at each moment
      const signedInOn = async (days: number) => {
        t.clock.set(daysAfterTestNow(days));
        return gatewayLogin(t.app, '/sav', '38703181745/');
      };
      try {
        const lastDay = await signedInOn(30);
        expect((await pdf(lastDay, id)).statusCode).toBe(200);
        expect((await t.app.certificateIssue.sweep()).deleted).toBe(0);
        const dayAfter = await signedInOn(31);
        const gone = await pdf(dayAfter, id);
        expect(gone.statusCode).toBe(410);
        expect(gone.json()).toMatchObject({ message: 'errors.certificate_pdf_expired' });
        const list = (await issuedList(dayAfter)).json() as { items: { id: number; available: boolean }[] };
        expect(list.items.find((i) => i.id === id)).toMatchObject({ available: false });
        expect((await t.app.certificateIssue.sweep()).deleted).toBeGreaterThanOrEqual(1);
        expect(pdfFiles()).not.toContain(row.storage_name);
        expect((await pdf(dayAfter, id)).statusCode).toBe(410);
        const audit = await t.db.kysely
          .selectFrom('audit_event')
          .select('action')
          .where('object_id', '=', String(id))
          .where('action', '=', 'certificate.pdf_deleted')
          .execute();
        expect(audit).toHaveLength(1);
      } finally {
        t.clock.set(TEST_NOW);
        jonas = await gatewayLogin(t.app, '/sav', '38703181745/');
      }
    });

    it('follows the system parameter', async () => {
      await t.setParameter('SAUGOJIMO_LAIKAS', '5');
      try {
        const { id } = await orderAndTransfer(jonas, 'pazyma-zemes-ukio', { pareiskejas: JONAS, tikslas: { pateikimoVieta: 'bankas' } });
        const row = await t.db.kysely.selectFrom('certificate_pdf').select('keep_until').where('document_id', '=', id).executeTakeFirstOrThrow();
        expect(row.keep_until).toBe('2026-11-25');
      } finally {
        await t.setParameter('SAUGOJIMO_LAIKAS', '30');
      }
    });
  });

  describe('business checks', () => {
    it('refuses to sign an order for a plot the citizen does not hold, naming the plot', async () => {
      const created = await order(jonas, 'pazyma-zemes-sklypas', { ...PLAN_ORDER, sklypai: [{ unikalusNr: '4400-5005-0051', kadastroNr: '6215/0002:51' }] });
      expect(created.statusCode).toBe(201);
      expect((created.json() as { issues: unknown[] }).issues).toEqual([
        { path: '/sklypai/0/unikalusNr', messageKey: 'certificates.validation.plotNotOwned', severity: 'critical' },
      ]);
      const id = (created.json() as { id: number }).id;
      const signed = await act(jonas, id, 'pasirasyti');
      expect(signed.statusCode).toBe(422);
      expect(signed.json()).toMatchObject({ message: 'errors.signing_critical_errors' });
      expect((await get(jonas, id)).json()).toMatchObject({ status: 'rengiamas' });
      expect(await t.db.kysely.selectFrom('certificate_pdf').select('id').where('document_id', '=', id).execute()).toEqual([]);
    });

    it('names a cadastral number that does not match the register', async () => {
      const created = await order(jonas, 'pazyma-zemes-sklypas', { ...PLAN_ORDER, sklypai: [{ unikalusNr: '4400-1001-0012', kadastroNr: '5260/0003:99' }] });
      expect((created.json() as { issues: unknown[] }).issues).toEqual([
        { path: '/sklypai/0/kadastroNr', messageKey: 'certificates.validation.cadastralNumberMismatch', severity: 'critical' },
      ]);
    });

    it('refuses an order naming another applicant than the citizen who orders', async () => {
      const created = await order(ruta, 'pazyma-zemes-ukio', { pareiskejas: JONAS, tikslas: { pateikimoVieta: 'bankas' } });
      expect(created.statusCode).toBe(422);
      expect(created.json()).toMatchObject({ errors: [{ path: '/pareiskejas', messageKey: 'validation.applicantNotUser' }] });
    });
  });

  describe('applicant', () => {
    it('prefills the applicant from the register: the person, or the company they act for', async () => {
      const own = await t.app.inject({ method: 'GET', url: '/sav/certificate-applicant', headers: jonas.headers });
      expect(own.json()).toEqual({ pareiskejas: JONAS });
      const firm = await t.app.inject({ method: 'GET', url: '/sav/certificate-applicant', headers: company.headers });
      expect(firm.json()).toEqual({ pareiskejas: { asmensTipas: 'juridinis', pavadinimas: 'UAB „Nemuno prekyba“', jaKodas: '304512345' } });
    });
  });

  describe('land plots', () => {
    it('lists the citizen’s own plots from the land register', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/sav/land-plots', headers: jonas.headers });
      expect(res.statusCode).toBe(200);
      const items = (res.json() as { items: { unikalusNr: string; kadastroNr: string; plotasHa: string; paskirtis: string }[] }).items;
      expect(items.map((i) => i.unikalusNr)).toEqual([
        '4400-1001-0011',
        '4400-1001-0012',
        '4400-1001-0013',
        '4400-2002-0021',
        '4400-2002-0022',
        '4400-3003-0031',
      ]);
      expect(items[1]).toMatchObject({ kadastroNr: '5260/0003:12', plotasHa: '12,0300', paskirtis: 'zemes_ukio' });
      const theirs = (await t.app.inject({ method: 'GET', url: '/sav/land-plots', headers: company.headers })).json() as { items: { unikalusNr: string }[] };
      expect(theirs.items.map((i) => i.unikalusNr)).toEqual(['4400-4004-0041', '4400-4004-0042']);
    });
  });

  describe.each(TYPES)('%s round trip', (type) => {
    it.each(fixtures(type, 'valid'))('valid %s: created, read back unchanged, saved again', async (_name, fixture) => {
      // ordered by the applicant it names: Jonas, or a company's representative for the company they act for
      const forCompany = (fixture.data.pareiskejas as { asmensTipas: string }).asmensTipas === 'juridinis';
      const who = forCompany ? company : jonas;
      const data = forCompany ? { ...fixture.data, pareiskejas: { ...(fixture.data.pareiskejas as object), jaKodas: '304512345' } } : fixture.data;
      const created = await order(who, type, data);
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as { id: number }).id;
      const read = await get(who, id);
      expect(read.statusCode).toBe(200);
      const view = read.json() as { type: string; status: string; version: number; data: unknown };
      expect(view).toMatchObject({ type, status: 'rengiamas', data });
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/sav/certificates/${id}`,
        headers: { ...who.headers, 'if-match': `"${view.version}"` },
        payload: { data },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/sav/documents/${id}`, headers: who.headers })).statusCode).toBe(404);
    });

    it.each(fixtures(type, 'invalid'))('invalid %s: kept as a draft with exactly its errors, or refused with nothing stored', async (_name, fixture) => {
      const before = await t.db.kysely
        .selectFrom('document')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const res = await order(jonas, type, fixture.data);
      const written = expectInvalidFixtureSaved(res, fixture.expect ?? [], 'portal');
      const after = await t.db.kysely
        .selectFrom('document')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n) + written);
    });
  });
});
