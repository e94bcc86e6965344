/**
 * Extracts (issue #18 items 5, 6): a workplace user generates a sealed extract of a registered
 * entry they may read; anyone verifies it by code at /patikra/{code} on both faces, and an
 * uploaded PDF is judged by its bytes (a tampered one is not authentic); the PDF is kept
 * saugojimoLaikas days, then swept while the verification record stays; POST /paieska/info
 * answers prices from the price list. Bad input is a 4xx with a key and writes nothing.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { sealCredentials } from '../../api/modules/signing/pki/authority.js';
import { derOf } from '../../api/modules/signing/pki/x509.js';
import { pdfSignerCertificates, pdfsig } from '../helpers/signature-tools.js';
import { pdfText } from '../unit/certificates/pdf-text.js';
import { registeredEntryOf } from './extracts-flow.js';

const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(TEST_DIALECTS)('extracts: generate, verify, keep [%s]', (dialect) => {
  let t: TestApp;
  let registrar: SignedIn;
  /** someone who may not read the register's entries (no registry, reader or action role on the type) */
  let outsider: SignedIn;
  let entryId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [registrar, outsider] = await Promise.all([login(t.app, 'RG_STSR_registrat'), login(t.app, 'AD_administratorius')]);
    entryId = await registeredEntryOf(t, '49206111231');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const extractCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('extract')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const generate = (who: SignedIn, documentId: number) => t.app.inject({ method: 'POST', url: '/api/extracts', headers: who.headers, payload: { documentId } });
  const pdfOf = (who: SignedIn, id: number, base = '/api') => t.app.inject({ method: 'GET', url: `${base}/extracts/${id}/pdf`, headers: who.headers });
  const check = (code: string, pdf: Buffer, base = '/sav') =>
    t.app.inject({ method: 'POST', url: `${base}/patikra/${code}`, payload: { pdf: pdf.toString('base64') } });

  async function generated(): Promise<{ id: number; kodas: string; sha256: string; pdf: Buffer }> {
    const res = await generate(registrar, entryId);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { id: number; kodas: string; sha256: string };
    const pdf = await pdfOf(registrar, body.id);
    expect(pdf.statusCode).toBe(200);
    return { ...body, pdf: pdf.rawPayload };
  }

  describe('POST /api/extracts', () => {
    it('generates a PDF of the registered entry with a code, kept saugojimoLaikas days, whose digest is what it certifies', async () => {
      const res = await generate(registrar, entryId);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as { id: number; kodas: string; sha256: string; objektasId: number; saugomaIki: string; prieinamas: boolean };
      expect(body.kodas).toMatch(CODE);
      expect(body).toMatchObject({ objektasId: entryId, saugomaIki: '2026-12-20', prieinamas: true });
      const pdf = await pdfOf(registrar, body.id);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(sha(pdf.rawPayload)).toBe(body.sha256);
      const row = await t.db.kysely.selectFrom('extract').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
      expect(row.seal_provider).toBe('local');
    });

    it("carries the registry's PAdES seal (the seal certificate, not the clerk's), which pdfsig accepts", async () => {
      const { pdf } = await generated();
      const [signer] = await pdfSignerCertificates(pdf);
      expect(signer.equals(derOf((await sealCredentials(t.db.kysely, TEST_NOW)).certificate))).toBe(true);
      const report = pdfsig(pdf);
      expect(report.output).toContain('Signer Certificate Common Name: Nekilnojamojo turto registras');
      expect(report.valid, report.output).toBe(true);
    });

    it("points the QR code and the verification address at the configured portal, not at the request's Host", async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/extracts',
        headers: { ...registrar.headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        payload: { documentId: entryId },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id, kodas } = res.json() as { id: number; kodas: string };
      const text = (await pdfText((await pdfOf(registrar, id)).rawPayload)).join('\n');
      expect(text).toContain(`Patikrinti: ${t.config.selfServiceUrl}/patikra/${kodas}`);
      expect(t.config.selfServiceUrl).toBe('http://savitarna.localhost:3000');
      expect(text).not.toContain('evil.example');
    });

    it('refuses an entry the user may not read with 404 and writes nothing', async () => {
      const before = await extractCount();
      const res = await generate(outsider, entryId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'errors.extract_entry_not_found' });
      expect(await extractCount()).toBe(before);
    });

    it('lets a search role that opens whole entries take an extract, not one that sees only that an entry exists', async () => {
      const [searcher, idOnly] = await Promise.all([login(t.app, 'P_S_pagal_FA'), login(t.app, 'P_I_pagal_ID')]);
      expect((await generate(searcher, entryId)).statusCode).toBe(201);
      const before = await extractCount();
      expect((await generate(idOnly, entryId)).statusCode).toBe(404);
      expect(await extractCount()).toBe(before);
    });

    it('refuses an entry that is not registered with 409, an unknown id with 404, a bad body with 400, no session with 401', async () => {
      const before = await extractCount();
      const draft = await t.db.kysely
        .selectFrom('document')
        .select('id')
        .where('status', '=', 'rengiamas')
        .where('owner_face', '=', 'workplace')
        .where('family', '=', 'documents')
        .executeTakeFirstOrThrow();
      const res = await generate(registrar, Number(draft.id));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'errors.extract_entry_not_registered' });
      expect((await generate(registrar, 99_999_999)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: '/api/extracts', headers: registrar.headers, payload: { documentId: 'x' } })).statusCode).toBe(400);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/extracts', headers: registrar.headers, payload: { documentId: entryId, extra: 1 } })).statusCode,
      ).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/api/extracts', payload: { documentId: entryId } })).statusCode).toBe(401);
      expect(await extractCount()).toBe(before);
    });

    it('gives the PDF to whoever generated it only', async () => {
      const { id } = await generated();
      const other = await pdfOf(outsider, id);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ message: 'errors.extract_not_found' });
    });
  });

  describe('/patikra/:code', () => {
    it('says authentic on both faces without a session, with the SHA-256 of what it certified', async () => {
      const { kodas, sha256 } = await generated();
      for (const base of ['/api', '/sav']) {
        const res = await t.app.inject({ method: 'GET', url: `${base}/patikra/${kodas}` });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({
          kodas,
          autentiskas: true,
          priezastis: null,
          sha256,
          failasSaugomas: true,
          antspaudas: { pasirase: 'Nekilnojamojo turto registras' },
        });
      }
    });

    it('accepts the very PDF and refuses a tampered copy (checked by its bytes)', async () => {
      const { kodas, pdf, sha256 } = await generated();
      const same = await check(kodas, pdf);
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json()).toMatchObject({ autentiskas: true, pateiktoSha256: sha256 });
      const tampered = Buffer.from(pdf);
      const at = tampered.indexOf('Patikros kodas') > 0 ? tampered.indexOf('Patikros kodas') : Math.floor(tampered.length / 2);
      tampered[at] ^= 1;
      const res = await check(kodas, tampered, '/api');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ autentiskas: false, priezastis: 'content_differs', sha256 });
    });

    it('is not authentic once the record no longer matches its seal', async () => {
      const { id, kodas } = await generated();
      await t.db.kysely
        .updateTable('extract')
        .set({ sha256: '0'.repeat(64) })
        .where('id', '=', id)
        .execute();
      const res = await t.app.inject({ method: 'GET', url: `/sav/patikra/${kodas}` });
      expect(res.json()).toMatchObject({ autentiskas: false, priezastis: 'not_current', antspaudas: null });
    });

    it('answers 404 with a key for an unknown code, 400 for a malformed one, a file that is no PDF, or one too large', async () => {
      const unknown = await t.app.inject({ method: 'GET', url: '/sav/patikra/AAAA-BBBB-CCCC-DDDD' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'errors.extract_not_found' });
      expect((await t.app.inject({ method: 'GET', url: '/sav/patikra/not-a-code' })).statusCode).toBe(400);
      const { kodas } = await generated();
      const notPdf = await check(kodas, Buffer.from('GIF89a, named israsas.pdf'));
      expect(notPdf.statusCode).toBe(400);
      expect(notPdf.json()).toMatchObject({ message: 'errors.extract_upload_not_pdf' });
      const tooLarge = await check(kodas, Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(600 * 1024)]));
      expect(tooLarge.statusCode).toBeGreaterThanOrEqual(400);
      expect(tooLarge.statusCode).toBeLessThan(500);
    });
  });

  describe('keeping period', () => {
    it('the sweep deletes a PDF past its last day; the download is 410 and the verification still answers', async () => {
      const { id, kodas } = await generated();
      await t.db.kysely.updateTable('extract').set({ keep_until: '2026-11-19' }).where('id', '=', id).execute();
      expect(await t.app.extracts.sweep()).toBeGreaterThanOrEqual(1);
      const row = await t.db.kysely.selectFrom('extract').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.deleted_at).not.toBeNull();
      expect(row.storage_name).toBeNull();
      const pdf = await pdfOf(registrar, id);
      expect(pdf.statusCode).toBe(410);
      expect(pdf.json()).toMatchObject({ message: 'errors.extract_pdf_expired' });
      const verified = await t.app.inject({ method: 'GET', url: `/api/patikra/${kodas}` });
      expect(verified.json()).toMatchObject({ autentiskas: true, failasSaugomas: false });
    });
  });

  describe('POST {base}/paieska/info', () => {
    it('answers the price from the price list, the title and the description, without a session', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/sav/paieska/info', payload: { rusis: 'israsas' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ kaina: 4.2, pavadinimas: 'Registro išrašas', apie_save: expect.any(String) });
      await t.db.kysely.updateTable('service_price').set({ amount_cents: 199 }).where('type_id', '=', 'paieska-turtas').execute();
      expect((await t.app.inject({ method: 'POST', url: '/api/paieska/info', payload: { rusis: 'paieska-turtas' } })).json()).toMatchObject({ kaina: 1.99 });
      expect((await t.app.inject({ method: 'POST', url: '/api/paieska/info', payload: { rusis: 'paieska-kodas' } })).json()).toMatchObject({ kaina: 0 });
    });

    it('refuses an unknown kind with 400', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/paieska/info', payload: { rusis: 'kita' } })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/api/paieska/info', payload: {} })).statusCode).toBe(400);
    });
  });
});
