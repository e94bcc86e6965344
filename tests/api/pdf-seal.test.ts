/**
 * The seal of a sealed PDF read from the file itself (api/modules/signing/pdf-seal.ts): the
 * signer's certificate, whether the CMS covers the whole file unchanged, and the certificate's
 * standing (trusted issuer, revocation) — the facts /patikra/{code} shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { localSigner } from '../../api/modules/signing/local-signer.js';
import { readPdfSeal } from '../../api/modules/signing/pdf-seal.js';
import { revokeCertificate, sealCredentials } from '../../api/modules/signing/pki/authority.js';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { TEST_DIALECTS } from '../helpers/database.js';

async function plainPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  return doc.save();
}

describe.each(TEST_DIALECTS)('readPdfSeal [%s]', (dialect) => {
  let t: TestApp;
  let sealed: Buffer;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    sealed = await localSigner.sealPdf(t.db.kysely, { pdf: await plainPdf(), at: TEST_NOW, reason: 'Bandymas' });
  }, 120_000);
  afterAll(async () => t?.close());

  it('reads the seal certificate of a sealed PDF: subject, issuer, serial, validity, trusted, not revoked', async () => {
    const { certificate } = await sealCredentials(t.db.kysely, TEST_NOW);
    expect(await readPdfSeal(t.db.kysely, sealed, TEST_NOW)).toEqual({
      valid: true,
      reason: null,
      signer: 'Nekilnojamojo turto registras',
      signedAt: TEST_NOW,
      subject: certificate.subject,
      issuer: certificate.issuer,
      serial: certificate.serialNumber,
      notBefore: certificate.notBefore.toISOString(),
      notAfter: certificate.notAfter.toISOString(),
      trusted: true,
      revoked: false,
    });
  });

  it('a PDF without a signature has no seal', async () => {
    expect(await readPdfSeal(t.db.kysely, Buffer.from(await plainPdf()), TEST_NOW)).toBeNull();
  });

  it('a byte changed inside the sealed range is a bad signature; bytes added after sealing are not covered', async () => {
    const flipped = Buffer.from(sealed);
    const at = flipped.indexOf('/Type /Page') + 2;
    flipped[at] ^= 0x01;
    expect(await readPdfSeal(t.db.kysely, flipped, TEST_NOW)).toMatchObject({ valid: false, reason: 'bad_signature', trusted: true });
    const appended = Buffer.concat([sealed, Buffer.from('\n% added\n')]);
    expect(await readPdfSeal(t.db.kysely, appended, TEST_NOW)).toMatchObject({ valid: false, reason: 'data_digest_mismatch' });
  });

  it('an issuer no longer trusted, then a revoked seal certificate, show in its standing', async () => {
    await t.db.kysely.updateTable('trusted_issuer').set({ active: 0 }).execute();
    expect(await readPdfSeal(t.db.kysely, sealed, TEST_NOW)).toMatchObject({ valid: false, reason: 'untrusted', trusted: false, revoked: false });
    await t.db.kysely.updateTable('trusted_issuer').set({ active: 1 }).execute();
    const { certificate } = await sealCredentials(t.db.kysely, TEST_NOW);
    expect(await revokeCertificate(t.db.kysely, certificate.serialNumber, TEST_NOW)).toBe(true);
    expect(await readPdfSeal(t.db.kysely, sealed, TEST_NOW)).toMatchObject({ valid: false, reason: 'revoked', trusted: true, revoked: true });
  });
});
