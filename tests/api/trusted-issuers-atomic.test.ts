/**
 * A trusted-issuer change and its audit event commit together: when the audit cannot be
 * written the change is not made either (api/modules/signing/pki/trusted-issuers.ts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Audit from '../../api/lib/audit.js';
import { addTrustedIssuer, setTrustedIssuerActive } from '../../api/modules/signing/pki/trusted-issuers.js';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { caCertificatePem } from '../helpers/ca-certificate.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const failing = vi.hoisted(() => ({ audit: false }));
vi.mock('../../api/lib/audit.js', async (original) => {
  const real = await original<typeof Audit>();
  return {
    ...real,
    writeAudit: async (...args: Parameters<typeof real.writeAudit>) => {
      if (failing.audit) throw new Error('audit unavailable');
      return real.writeAudit(...args);
    },
  };
});

describe.each(TEST_DIALECTS)('trusted issuers and their audit, atomically [%s]', (dialect) => {
  let t: TestApp;
  const actor = { id: 1, name: 'AD_administratorius' };
  const origin = { ip: '127.0.0.1', requestId: null };

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
  }, 120_000);
  afterAll(async () => {
    failing.audit = false;
    await t?.close();
  });

  const rows = () => t.db.kysely.selectFrom('trusted_issuer').select(['id', 'name', 'active']).orderBy('id').execute();

  it('adds no issuer when its audit event fails', async () => {
    const before = await rows();
    failing.audit = true;
    await expect(addTrustedIssuer(t.db.kysely, actor, await caCertificatePem('CN=Neaudituota CA'), TEST_NOW, origin)).rejects.toThrow('audit unavailable');
    failing.audit = false;
    expect(await rows()).toEqual(before);
  });

  it('leaves an issuer as it was when the audit of retiring it fails', async () => {
    const [root] = await rows();
    failing.audit = true;
    await expect(setTrustedIssuerActive(t.db.kysely, actor, Number(root.id), false, TEST_NOW, origin)).rejects.toThrow('audit unavailable');
    failing.audit = false;
    expect((await rows())[0]).toEqual(root);
  });
});
