/**
 * The files list's signature outcomes are kept per content hash with the trust they were judged
 * under (api/modules/signing/file-signatures.ts, migration 0025): the same bytes are not
 * verified again until the trusted issuers or the revocations in effect change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../api/modules/signing/canonical.js';
import { signatureOfFile } from '../../api/modules/signing/file-signatures.js';
import { localSigner } from '../../api/modules/signing/local-signer.js';
import { revokeCertificate } from '../../api/modules/signing/pki/authority.js';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { TEST_DIALECTS } from '../helpers/database.js';

describe.each(TEST_DIALECTS)('signatureOfFile keeps its outcome until trust changes [%s]', (dialect) => {
  let t: TestApp;
  let container: Buffer;
  /** the signer as the seed's certificate names the notary */
  let signer: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const user = await t.db.kysely
      .selectFrom('app_user')
      .select(['id', 'first_name', 'last_name'])
      .where('username', '=', 'DT_notaras')
      .executeTakeFirstOrThrow();
    signer = `${user.first_name} ${user.last_name}`;
    container = await localSigner.sign(t.db.kysely, { signer: { userId: Number(user.id), name: signer }, content: Buffer.from('{"b":2}'), at: TEST_NOW });
  }, 180_000);
  afterAll(async () => t?.close());

  const kept = () => t.db.kysely.selectFrom('file_signature_check').selectAll().where('content_sha256', '=', sha256Hex(container)).executeTakeFirst();
  /** Marks the kept outcome, so a reuse is told from a fresh verification. */
  const mark = () =>
    t.db.kysely
      .updateTable('file_signature_check')
      .set({ outcome: JSON.stringify({ valid: true, reason: null, signers: [{ name: 'KEPT', signedAt: TEST_NOW }] }) })
      .where('content_sha256', '=', sha256Hex(container))
      .execute();

  it('verifies once and keeps the outcome with its instant; the same bytes are answered from it', async () => {
    expect(await signatureOfFile(t.db.kysely, container, TEST_NOW)).toEqual({
      valid: true,
      reason: null,
      signers: [{ name: signer, signedAt: '2026-11-20T10:00:00Z' }],
    });
    expect(await kept()).toMatchObject({ checked_at: TEST_NOW });
    await mark();
    expect((await signatureOfFile(t.db.kysely, container, TEST_NOW)).signers[0].name).toBe('KEPT');
  });

  it('verifies again when an issuer stops being trusted, and when a revocation takes effect', async () => {
    await t.db.kysely.updateTable('trusted_issuer').set({ active: 0 }).execute();
    expect(await signatureOfFile(t.db.kysely, container, TEST_NOW)).toMatchObject({ valid: false, reason: 'untrusted' });
    await t.db.kysely.updateTable('trusted_issuer').set({ active: 1 }).execute();
    expect(await signatureOfFile(t.db.kysely, container, TEST_NOW)).toMatchObject({ valid: true, signers: [{ name: signer }] });

    const check = await localSigner.verify(t.db.kysely, container, TEST_NOW);
    expect(await revokeCertificate(t.db.kysely, check.valid ? check.signer.serial : '', '2026-12-01T00:00:00.000Z')).toBe(true);
    await mark();
    // not yet in effect: the kept outcome stands
    expect((await signatureOfFile(t.db.kysely, container, TEST_NOW)).signers[0].name).toBe('KEPT');
    expect(await signatureOfFile(t.db.kysely, container, '2026-12-02T00:00:00.000Z')).toMatchObject({ valid: false, reason: 'revoked' });
  });
});
