import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { createDocument, getDocument } from '../helpers/lifecycle.js';
import { DEMO_REVISE_NUMBER } from '../../api/db/seed/assets.js';

/** A plot the land register stand-in holds (api/db/seed/certificates.ts) and a well-formed number it does not. */
const KNOWN = '4400-1001-0011';
const UNKNOWN = '4400-9999-0001';

const csv = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe.each(TEST_DIALECTS)('asset upload [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let docId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    notary = await login(t.app, 'DT_notaras');
    docId = await createDocument(t.app, notary);
  });

  const upload = (who: SignedIn, id: number, body: { rusis: string; csv: string }, version = 1) =>
    t.app.inject({ method: 'POST', url: `/api/documents/${id}/assets`, headers: { ...who.headers, 'if-match': String(version) }, payload: body });
  const checks = (who: SignedIn, id: number, kind?: string) =>
    t.app.inject({ method: 'GET', url: `/api/documents/${id}/assets/checks${kind ? `?rusis=${kind}` : ''}`, headers: who.headers });
  const stored = async (id: number) => {
    const row = await t.db.kysely.selectFrom('document').select(['data', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
    const checkRows = await t.db.kysely.selectFrom('asset_check').selectAll().where('document_id', '=', id).execute();
    return { data: row.data, version: row.version, checks: checkRows.length };
  };

  /** Runs `act`, asserts its status and message key, and that the document and its checks did not change. */
  async function refusedUnchanged(act: () => Promise<{ statusCode: number; json(): unknown }>, status: number, key: string) {
    const before = await stored(docId);
    const res = await act();
    expect(res.statusCode).toBe(status);
    expect((res.json() as { message: string }).message).toBe(key);
    expect(await stored(docId)).toEqual(before);
    return res.json() as { errors?: { path: string; messageKey: string; params?: Record<string, unknown> }[] };
  }

  describe('GET /api/documents/:id/assets/checks', () => {
    it("shows the demo draft's asset the register does not know as 'patikslinti'", async () => {
      const row = await t.db.kysely.selectFrom('asset_check').select('document_id').where('unique_number', '=', DEMO_REVISE_NUMBER).executeTakeFirstOrThrow();
      const res = await checks(notary, Number(row.document_id));
      expect(res.json()).toEqual({
        pending: false,
        items: [
          { turtasID: '1', rusis: 'ntr', unikalusNr: '4400-1001-0011', status: 'tinkamas' },
          { turtasID: '2', rusis: 'ntr', unikalusNr: DEMO_REVISE_NUMBER, status: 'patikslinti' },
        ],
      });
    });

    it('looks up assets whose data has no check rows yet (saved before checks existed), filtered by kind', async () => {
      await t.db.kysely.deleteFrom('asset_check').where('document_id', '=', docId).execute();
      const first = await checks(notary, docId, 'ntr');
      expect(first.json()).toEqual({ pending: true, items: [{ turtasID: 't1', rusis: 'ntr', unikalusNr: '4400-1234-5678:0001', status: 'tikrinamas' }] });
      await t.app.assets.settle();
      expect((await checks(notary, docId, 'ntr')).json().items[0].status).toBe('patikslinti');
      expect((await checks(notary, docId, 'ktp')).json()).toEqual({ pending: false, items: [] });
    });
  });

  describe('POST /api/documents/:id/assets', () => {
    it('adds every row of a good file (; separator, decimal comma, BOM) as assets with their lookups pending', async () => {
      const file = `\uFEFFUnikalus Nr.;Vertė, EUR;Aprašymas\r\n${KNOWN};"12 500,50";Sklypas\r\n\r\n${UNKNOWN};3000;Namas\r\n`;
      const res = await upload(notary, docId, { rusis: 'ntr', csv: csv(file) });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ id: docId, version: 2, added: 2, checks: { pending: true } });
      const doc = (await getDocument(t.app, notary, docId)).body;
      expect(doc.version).toBe(2);
      const assets = doc.data.turtas as Record<string, unknown>[];
      expect(assets.slice(1)).toEqual([
        { turtasID: '1', rusis: 'ntr', unikalusNr: KNOWN, verte: 12500.5, aprasymas: 'Sklypas' },
        { turtasID: '2', rusis: 'ntr', unikalusNr: UNKNOWN, verte: 3000, aprasymas: 'Namas' },
      ]);
      expect(body.checks.items.filter((c: { turtasID: string }) => c.turtasID !== 't1')).toEqual([
        { turtasID: '1', rusis: 'ntr', unikalusNr: KNOWN, status: 'tikrinamas' },
        { turtasID: '2', rusis: 'ntr', unikalusNr: UNKNOWN, status: 'tikrinamas' },
      ]);
    });

    it("marks a number the register does not know 'patikslinti' (revise), and looks it up again once the user corrects it", async () => {
      const res = await upload(notary, docId, {
        rusis: 'ntr',
        csv: csv(`Unikalus Nr.,Vertė, EUR\n${KNOWN},100\n${UNKNOWN},"200,5"\n`.replace('Vertė, EUR', '"Vertė, EUR"')),
      });
      expect(res.statusCode).toBe(201);
      await t.app.assets.settle();
      const after = await checks(notary, docId, 'ntr');
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({
        pending: false,
        items: [
          { turtasID: 't1', rusis: 'ntr', unikalusNr: '4400-1234-5678:0001', status: 'patikslinti' },
          { turtasID: '1', rusis: 'ntr', unikalusNr: KNOWN, status: 'tinkamas' },
          { turtasID: '2', rusis: 'ntr', unikalusNr: UNKNOWN, status: 'patikslinti' },
        ],
      });
      // the user corrects the number in the table and saves the document
      const doc = (await getDocument(t.app, notary, docId)).body;
      const turtas = (doc.data.turtas as Record<string, unknown>[]).map((a) => (a.turtasID === '2' ? { ...a, unikalusNr: '4400-1001-0012' } : a));
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/documents/${docId}`,
        headers: { ...notary.headers, 'if-match': String(doc.version) },
        payload: { data: { ...doc.data, turtas } },
      });
      expect(put.statusCode).toBe(200);
      const waiting = (await checks(notary, docId, 'ntr')).json();
      expect(waiting.pending).toBe(true);
      expect(waiting.items[2]).toEqual({ turtasID: '2', rusis: 'ntr', unikalusNr: '4400-1001-0012', status: 'tikrinamas' });
      await t.app.assets.settle();
      const fixed = (await checks(notary, docId)).json();
      expect(fixed.pending).toBe(false);
      expect(fixed.items[2].status).toBe('tinkamas');
      expect(fixed.items[1].status).toBe('tinkamas');
    });

    it('refuses a header row with an unknown column with 422 and adds nothing', async () => {
      const body = await refusedUnchanged(
        () => upload(notary, docId, { rusis: 'ntr', csv: csv(`Unikalus Nr.;Kaina\n${KNOWN};1\n`) }),
        422,
        'errors.asset_csv_header',
      );
      expect(body.errors?.[0].params).toEqual({ column: 'Kaina' });
    });

    it('refuses a header row without a required column', async () => {
      const body = await refusedUnchanged(
        () => upload(notary, docId, { rusis: 'ktp', csv: csv('Markė;Vertė, EUR\nVolvo;1\n') }),
        422,
        'errors.asset_csv_header',
      );
      expect(body.errors?.[0].params).toEqual({ column: 'VIN' });
    });

    it('refuses a file that is not UTF-8 (Windows-1257) and adds nothing', async () => {
      // "Aprašymas" with š as Windows-1257 0xF0
      const bytes = Buffer.concat([Buffer.from('Unikalus Nr.;Apra'), Buffer.from([0xf0]), Buffer.from(`ymas\n${KNOWN};x\n`)]);
      await refusedUnchanged(() => upload(notary, docId, { rusis: 'ntr', csv: bytes.toString('base64') }), 422, 'errors.asset_csv_encoding');
    });

    it('refuses a file above the size limit with 413', async () => {
      const big = `Unikalus Nr.;Aprašymas\n${`${KNOWN};${'x'.repeat(1000)}\n`.repeat(300)}`;
      const body = await refusedUnchanged(() => upload(notary, docId, { rusis: 'ntr', csv: csv(big) }), 413, 'errors.asset_csv_too_large');
      expect(body.errors?.[0].params).toEqual({ maxKb: 256 });
    });

    it('refuses the whole file when one row is bad, naming each bad row and field by its line', async () => {
      const file = `Unikalus Nr.;Vertė, EUR\n${KNOWN};10\nne-numeris;20\n${KNOWN};dešimt\n`;
      const body = await refusedUnchanged(() => upload(notary, docId, { rusis: 'ntr', csv: csv(file) }), 422, 'errors.asset_csv_rows');
      expect(body.errors?.map((e) => [e.path, e.messageKey])).toEqual([
        ['/rows/4/verte', 'errors.asset_csv_amount'],
        ['/rows/3/unikalusNr', 'validation.ntrUnikalusNr'],
      ]);
    });

    it("is 404 for someone else's document and changes nothing", async () => {
      const bailiff = await login(t.app, 'DT_antstolis');
      await refusedUnchanged(() => upload(bailiff, docId, { rusis: 'ntr', csv: csv(`Unikalus Nr.\n${KNOWN}\n`) }), 404, 'errors.document_not_found');
      expect((await checks(bailiff, docId)).statusCode).toBe(404);
    });

    it('is 409 for a registered document and changes nothing', async () => {
      await t.db.kysely.updateTable('document').set({ status: 'iregistruotas' }).where('id', '=', docId).execute();
      await refusedUnchanged(() => upload(notary, docId, { rusis: 'ntr', csv: csv(`Unikalus Nr.\n${KNOWN}\n`) }), 409, 'errors.document_not_editable');
    });

    it('is 412 for a stale version and changes nothing', async () => {
      await refusedUnchanged(() => upload(notary, docId, { rusis: 'ntr', csv: csv(`Unikalus Nr.\n${KNOWN}\n`) }, 7), 412, 'errors.stale_version');
    });
  });
});
