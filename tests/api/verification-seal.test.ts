/**
 * /patikra/{code} names the seal's signer and certificate as the PDF's own signature says
 * (api/modules/signing/pdf-seal.ts): of the PDF given (POST), else of the registry's kept copy
 * (GET); on both faces.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSigner } from '../../api/modules/signing/local-signer.js';
import { sealCredentials } from '../../api/modules/signing/pki/authority.js';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { login } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { registeredEntryOf } from './extracts-flow.js';

describe.each(TEST_DIALECTS)('GET/POST {base}/patikra/:code: the seal certificate [%s]', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  let code: string;
  let sealed: Buffer;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-patikra-'));
    t = await createTestApp(dialect, { env: { DATA_DIR: dataDir } });
    const registrar = await login(t.app, 'RG_STSR_registrat');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/extracts',
      headers: registrar.headers,
      payload: { documentId: await registeredEntryOf(t, '49206111231') },
    });
    expect(res.statusCode, res.body).toBe(201);
    code = (res.json() as { kodas: string }).kodas;
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    sealed = await localSigner.sealPdf(t.db.kysely, { pdf: await doc.save(), at: TEST_NOW, reason: 'Bandymas' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const expectedSeal = async () => {
    const { certificate } = await sealCredentials(t.db.kysely, TEST_NOW);
    return {
      galioja: true,
      priezastis: null,
      pasirase: 'Nekilnojamojo turto registras',
      laikas: TEST_NOW,
      subjektas: certificate.subject,
      isdavejas: certificate.issuer,
      serijosNr: certificate.serialNumber,
      galiojaNuo: certificate.notBefore.toISOString(),
      galiojaIki: certificate.notAfter.toISOString(),
      patikimas: true,
      atsauktas: false,
    };
  };

  it.each(['/api', '/sav'])('POST %s/patikra/:code reads the seal from the PDF given; an unsealed PDF has none', async (base) => {
    const given = await t.app.inject({ method: 'POST', url: `${base}/patikra/${code}`, payload: { pdf: sealed.toString('base64') } });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ autentiskas: false, priezastis: 'content_differs', antspaudoSertifikatas: await expectedSeal() });
    const plain = await PDFDocument.create();
    plain.addPage([100, 100]);
    const unsealed = await t.app.inject({
      method: 'POST',
      url: `${base}/patikra/${code}`,
      payload: { pdf: Buffer.from(await plain.save()).toString('base64') },
    });
    expect(unsealed.json()).toMatchObject({ antspaudoSertifikatas: null });
  });

  it.each(['/api', '/sav'])('GET %s/patikra/:code reads the seal from the kept PDF itself, not from a stored column', async (base) => {
    const row = await t.db.kysely.selectFrom('extract').select('storage_name').where('code', '=', code).executeTakeFirstOrThrow();
    const file = path.join(dataDir, 'extracts', 'files', row.storage_name!);
    const original = fs.readFileSync(file);
    fs.writeFileSync(file, sealed);
    try {
      const res = await t.app.inject({ method: 'GET', url: `${base}/patikra/${code}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ kodas: code, antspaudoSertifikatas: await expectedSeal() });
    } finally {
      fs.writeFileSync(file, original);
    }
  });
});
