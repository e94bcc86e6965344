/**
 * The local test PKI against standard validators and the registry's own verifier: a signed
 * request container of the demo data passes `xmlsec1 --verify` with the test root as trusted,
 * an issued certificate of the demo data passes `pdfsig`; one flipped byte fails both, and the
 * project's verifier agrees. Untrusted, revoked and out-of-validity certificates are refused
 * before a status change (409, status unchanged).
 */
import { generateKeyPairSync, sign as cryptoSign, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContainer, DATA_FILE, openContainer } from '../../api/modules/signing/asic.js';
import { verifyContainer } from '../../api/modules/signing/container-verify.js';
import { localSigner } from '../../api/modules/signing/local-signer.js';
import { currentCrl, issueCertificate, PKI_EPOCH, revokeCertificate, rootCredentials } from '../../api/modules/signing/pki/authority.js';
import { derOf, type x509 } from '../../api/modules/signing/pki/x509.js';
import { buildXadesSignature, type SignedFile } from '../../api/modules/signing/xades.js';
import { readZip, writeStoredZip } from '../../api/modules/signing/zip.js';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { act, createDocument, lifecycleCounts } from '../helpers/lifecycle.js';
import { form } from '../helpers/multipart.js';
import { untrustedCertificate } from '../helpers/ca-certificate.js';
import { pdfsig, xmlsecVerify } from '../helpers/signature-tools.js';

/** A container's entries with one file's bytes changed (CRCs written anew). */
const changed = async (container: Buffer, name: string, change: (data: Buffer) => Buffer) =>
  writeStoredZip(
    (await readZip(container)).map((e) => ({ name: e.name, data: e.name === name ? change(e.data) : e.data })),
    new Date(TEST_NOW),
  );
const flipByte = (data: Buffer, at = Math.floor(data.length / 2)) => {
  const copy = Buffer.from(data);
  copy[at] ^= 0x01;
  return copy;
};

/** A container signed with any key and certificate (the registry's signing code, another signer). */
async function containerBy(certificate: x509.X509Certificate, privateKey: ReturnType<typeof generateKeyPairSync>['privateKey'], at: string): Promise<Buffer> {
  const files: SignedFile[] = [{ name: DATA_FILE, mimeType: 'application/json', data: Buffer.from('{"a":1}') }];
  const xml = await buildXadesSignature({
    files,
    certificate: derOf(certificate),
    signedAt: at,
    sign: (b) => cryptoSign('sha256', b, { key: privateKey, dsaEncoding: 'ieee-p1363' }),
  });
  return buildContainer(files, xml, at);
}

describe.each(TEST_DIALECTS)('test PKI, xmlsec1 and pdfsig [%s]', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  let notary: SignedIn;
  let admin: SignedIn;
  let root: Buffer;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-pki-'));
    t = await createTestApp(dialect, { env: { DATA_DIR: dataDir } });
    [notary, admin] = await Promise.all([login(t.app, 'DT_notaras'), login(t.app, 'AD_administratorius')]);
    root = derOf((await rootCredentials(t.db.kysely, TEST_NOW)).certificate);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a signed request container of the demo data passes xmlsec1 and the registry verifier; one flipped byte fails both', async () => {
    const row = await t.db.kysely
      .selectFrom('signature')
      .select('container')
      .where('type', '=', 'request')
      .where('status', '=', 'signed')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const container = Buffer.from(row.container!, 'base64');
    const check = await xmlsecVerify(container, root);
    expect(check.output).toContain('SignedInfo References (ok/all): 3/3');
    expect(check.ok, check.output).toBe(true);
    expect(await verifyContainer(t.db.kysely, container, TEST_NOW)).toMatchObject({ valid: true });

    const tampered = await changed(container, DATA_FILE, flipByte);
    expect((await xmlsecVerify(tampered, root)).ok).toBe(false);
    expect(await verifyContainer(t.db.kysely, tampered, TEST_NOW)).toMatchObject({ valid: false, reason: 'data_digest_mismatch' });
    const badValue = await changed(container, 'META-INF/signatures0.xml', (x) =>
      Buffer.from(x.toString().replace(/<ds:SignatureValue Id="S0-SIG">(.)/, (_, c: string) => `<ds:SignatureValue Id="S0-SIG">${c === 'A' ? 'B' : 'A'}`)),
    );
    expect((await xmlsecVerify(badValue, root)).ok).toBe(false);
    expect(await verifyContainer(t.db.kysely, badValue, TEST_NOW)).toMatchObject({ valid: false, reason: 'bad_signature' });
  });

  it('an issued certificate of the demo data carries the registry seal pdfsig accepts; one changed byte fails', async () => {
    const jonas = await gatewayLogin(t.app, '/sav', '38703181745/');
    const issued = await t.app.inject({ method: 'GET', url: '/sav/certificate-pdfs', headers: jonas.headers });
    const [first] = (issued.json() as { items: { id: number }[] }).items;
    const download = await t.app.inject({ method: 'GET', url: `/sav/certificates/${first.id}/pdf`, headers: jonas.headers });
    expect(download.statusCode).toBe(200);
    const pdf = download.rawPayload;
    const report = pdfsig(pdf);
    expect(report.output).toContain('Signer Certificate Common Name: Nekilnojamojo turto registras');
    expect(report.output).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report.valid, report.output).toBe(true);
    const tampered = flipByte(pdf, pdf.indexOf('/Type /Page') + 2);
    expect(pdfsig(tampered).valid).toBe(false);
  });

  it('refuses a certificate of an issuer not on the trusted list, and xmlsec1 agrees', async () => {
    const { cert, privateKey } = await untrustedCertificate('CN=Svetimas Asmuo');
    const container = await containerBy(cert, privateKey, TEST_NOW);
    expect(await verifyContainer(t.db.kysely, container, TEST_NOW)).toMatchObject({
      valid: false,
      reason: 'untrusted',
      signer: { name: 'Svetimas Asmuo', userId: null },
    });
    expect((await xmlsecVerify(container, root)).ok).toBe(false);
  });

  it('refuses a certificate that was not valid at the signing time', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const expired = await issueCertificate(
      t.db.kysely,
      { kind: 'person', subject: 'CN=Pasibaiges Sertifikatas', publicKey, userId: null, notBefore: PKI_EPOCH, notAfter: new Date('2021-01-01') },
      TEST_NOW,
    );
    expect(await verifyContainer(t.db.kysely, await containerBy(expired, privateKey, TEST_NOW), TEST_NOW)).toMatchObject({
      valid: false,
      reason: 'not_valid_at_signing_time',
    });
    expect(await verifyContainer(t.db.kysely, await containerBy(expired, privateKey, '2020-06-01T00:00:00.000Z'), TEST_NOW)).toMatchObject({ valid: true });
  });

  it('refuses the transfer of a document signed with a revoked certificate (409, nothing changes); xmlsec1 with the CRL agrees; a new signature gets a new certificate', async () => {
    const id = await createDocument(t.app, notary);
    expect((await act(t.app, notary, id, 'pasirasyti')).statusCode).toBe(200);
    const row = await t.db.kysely
      .selectFrom('signature')
      .select('container')
      .where('item_id', '=', id)
      .where('status', '=', 'signed')
      .executeTakeFirstOrThrow();
    const container = Buffer.from(row.container!, 'base64');
    const verified = await localSigner.verify(t.db.kysely, container, TEST_NOW);
    expect(verified.valid).toBe(true);
    const serial = verified.valid ? verified.signer.serial : '';
    expect(await revokeCertificate(t.db.kysely, serial, TEST_NOW)).toBe(true);

    const before = await lifecycleCounts(t.app);
    const refused = await act(t.app, notary, id, 'perduoti');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'errors.signature_invalid', errors: [{ messageKey: 'lifecycle.signature.revoked' }] });
    expect(await lifecycleCounts(t.app)).toEqual(before);
    expect((await xmlsecVerify(container, root)).ok).toBe(true);
    expect((await xmlsecVerify(container, root, await currentCrl(t.db.kysely, TEST_NOW))).ok).toBe(false);

    expect((await act(t.app, notary, id, 'rengti', {})).statusCode).toBe(200);
    const resigned = await act(t.app, notary, id, 'pasirasyti');
    expect(resigned.statusCode, resigned.body).toBe(200);
    expect((await act(t.app, notary, id, 'perduoti')).statusCode).toBe(200);
  });

  it('refuses the transfer while the test root is not trusted (pas-tvarkymas), and accepts it once trusted again', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/pas-tvarkymas/trusted-issuers', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const testRoot = (list.json() as { items: { id: number; testPki: boolean; active: boolean }[] }).items.find((i) => i.testPki)!;
    expect(testRoot).toMatchObject({ active: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/pas-tvarkymas/trusted-issuers', headers: notary.headers })).statusCode).toBe(403);

    const id = await createDocument(t.app, notary);
    expect((await act(t.app, notary, id, 'pasirasyti')).statusCode).toBe(200);
    const distrust = await t.app.inject({
      method: 'PUT',
      url: `/api/pas-tvarkymas/trusted-issuers/${testRoot.id}`,
      headers: admin.headers,
      payload: { active: false },
    });
    expect(distrust.json()).toMatchObject({ active: false });
    try {
      const before = await lifecycleCounts(t.app);
      const refused = await act(t.app, notary, id, 'perduoti');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ errors: [{ messageKey: 'lifecycle.signature.untrusted' }] });
      expect(await lifecycleCounts(t.app)).toEqual(before);
    } finally {
      await t.app.inject({ method: 'PUT', url: `/api/pas-tvarkymas/trusted-issuers/${testRoot.id}`, headers: admin.headers, payload: { active: true } });
    }
    expect((await act(t.app, notary, id, 'perduoti')).statusCode).toBe(200);
  });

  it('shows who signed an uploaded ASiC-E file, when, and whether it verifies (tampered: flagged with its reason)', async () => {
    const id = await createDocument(t.app, notary);
    const signed = await t.db.kysely
      .selectFrom('signature')
      .select('container')
      .where('type', '=', 'request')
      .where('status', '=', 'signed')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const good = Buffer.from(signed.container!, 'base64');
    const upload = (name: string, data: Buffer) => {
      const { payload, headers } = form([{ filename: name, data, type: 'application/vnd.etsi.asic-e+zip' }]);
      return t.app.inject({ method: 'POST', url: `/api/documents/${id}/files`, headers: { ...notary.headers, ...headers }, payload });
    };
    const uploaded = await upload('prasymas.asice', good);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().signature).toMatchObject({
      valid: true,
      reason: null,
      signers: [{ name: expect.any(String), signedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }],
    });
    expect((await upload('pakeistas.asice', await changed(good, DATA_FILE, flipByte))).statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: `/api/documents/${id}/files`, headers: notary.headers });
    expect((list.json() as { items: { name: string; signature: unknown }[] }).items.map((f) => [f.name, f.signature])).toEqual([
      ['prasymas.asice', { valid: true, reason: null, signers: [expect.objectContaining({ name: expect.any(String) })] }],
      ['pakeistas.asice', { valid: false, reason: 'data_digest_mismatch', signers: [expect.objectContaining({ name: expect.any(String) })] }],
    ]);
  });

  it('adds a CA certificate to the trusted issuers once, and refuses what is not a CA certificate (422)', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/pas-tvarkymas/trusted-issuers',
      headers: admin.headers,
      payload: { certificate: new X509Certificate(root).toString() },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ testPki: true, active: true });
    const count = async () => (await t.db.kysely.selectFrom('trusted_issuer').select('id').execute()).length;
    const n = await count();
    const signed = await t.db.kysely.selectFrom('signature').select('container').where('status', '=', 'signed').executeTakeFirstOrThrow();
    const notCa = /<ds:X509Certificate>([^<]+)</.exec((await openContainer(Buffer.from(signed.container!, 'base64'))).signatures[0].xml)![1]; // a person's certificate
    for (const certificate of [notCa, 'not a certificate', 'QUJD']) {
      const refused = await t.app.inject({ method: 'POST', url: '/api/pas-tvarkymas/trusted-issuers', headers: admin.headers, payload: { certificate } });
      expect(refused.statusCode, certificate).toBe(422);
      expect(refused.json()).toMatchObject({ message: 'errors.trusted_issuer_invalid' });
    }
    expect(await count()).toBe(n);
  });
});
