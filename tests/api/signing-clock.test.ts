/**
 * Signature checks judge revocation at the application's clock (api/lib/clock.ts), not the
 * machine's: app.signing.provider fills in the clock's instant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSigner } from '../../api/modules/signing/local-signer.js';
import { revokeCertificate } from '../../api/modules/signing/pki/authority.js';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { TEST_DIALECTS } from '../helpers/database.js';

describe.each(TEST_DIALECTS)('app.signing.provider.verify and the clock [%s]', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  }, 180_000);
  afterAll(async () => {
    t.clock.set(TEST_NOW);
    await t?.close();
  });

  it('a certificate revoked at an instant the clock has not reached verifies; once the clock passes it, it is revoked', async () => {
    const user = await t.db.kysely.selectFrom('app_user').select('id').where('username', '=', 'DT_notaras').executeTakeFirstOrThrow();
    const container = await localSigner.sign(t.db.kysely, {
      signer: { userId: Number(user.id), name: 'Notarė' },
      content: Buffer.from('{"a":1}'),
      at: TEST_NOW,
    });
    const first = await t.app.signing.provider.verify(t.db.kysely, container);
    expect(first).toMatchObject({ valid: true });
    // revoked in the far future: after the machine's date, before the clock's below
    expect(await revokeCertificate(t.db.kysely, first.valid ? first.signer.serial : '', '2098-01-01T00:00:00.000Z')).toBe(true);
    expect(await t.app.signing.provider.verify(t.db.kysely, container)).toMatchObject({ valid: true });
    t.clock.set('2099-01-01T00:00:00.000Z');
    expect(await t.app.signing.provider.verify(t.db.kysely, container)).toMatchObject({ valid: false, reason: 'revoked' });
  });
});
