/**
 * The administration section `pas-tvarkymas` (api/modules/signing/routes.ts): the registry's
 * sealing certificate; the trusted-issuers list — add by the certificate's content, retire,
 * trust again — audited; administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealCredentials } from '../../api/modules/signing/pki/authority.js';
import { derOf } from '../../api/modules/signing/pki/x509.js';
import { sha256Hex } from '../../api/modules/signing/canonical.js';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { caCertificatePem } from '../helpers/ca-certificate.js';
import { TEST_DIALECTS } from '../helpers/database.js';

describe.each(TEST_DIALECTS)('{/api}/pas-tvarkymas [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let notary: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [admin, notary] = await Promise.all([login(t.app, 'AD_administratorius'), login(t.app, 'DT_notaras')]);
  }, 180_000);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn = admin, payload?: object) =>
    t.app.inject({ method, url: `/api/pas-tvarkymas${url}`, headers: who.headers, payload });
  const audits = (action: string) => t.db.kysely.selectFrom('audit_event').selectAll().where('action', '=', action).orderBy('id').execute();
  const issuerCount = async () => (await t.db.kysely.selectFrom('trusted_issuer').select('id').execute()).length;

  it("GET /seal names the registry's sealing certificate: subject, issuer, serial, validity, fingerprint", async () => {
    const { certificate } = await sealCredentials(t.db.kysely, TEST_NOW);
    const res = await call('GET', '/seal');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      subject: certificate.subject,
      issuer: certificate.issuer,
      serial: certificate.serialNumber,
      notBefore: certificate.notBefore.toISOString(),
      notAfter: certificate.notAfter.toISOString(),
      fingerprint: sha256Hex(derOf(certificate)),
    });
  });

  it('refuses every route to a non-administrator (403) and changes nothing', async () => {
    const before = await issuerCount();
    expect((await call('GET', '/seal', notary)).statusCode).toBe(403);
    expect((await call('GET', '/trusted-issuers', notary)).statusCode).toBe(403);
    expect((await call('POST', '/trusted-issuers', notary, { certificate: await caCertificatePem('CN=Neleistina CA') })).statusCode).toBe(403);
    expect((await call('PUT', '/trusted-issuers/1', notary, { active: false })).statusCode).toBe(403);
    expect(await issuerCount()).toBe(before);
  });

  it('adds a CA certificate from PEM (audited once; again answers the same), retires it and trusts it again, each audited', async () => {
    const pem = await caCertificatePem('CN=Kita patikima CA, C=LT');
    const added = await call('POST', '/trusted-issuers', admin, { certificate: pem });
    expect(added.statusCode, added.body).toBe(201);
    const issuer = added.json() as { id: number; name: string; active: boolean; testPki: boolean };
    expect(issuer).toMatchObject({ name: 'CN=Kita patikima CA, C=LT', active: true, testPki: false });
    expect((await call('POST', '/trusted-issuers', admin, { certificate: pem })).json()).toMatchObject({ id: issuer.id });
    expect(await audits('trusted_issuer.added')).toHaveLength(1);

    expect((await call('PUT', `/trusted-issuers/${issuer.id}`, admin, { active: false })).json()).toMatchObject({ id: issuer.id, active: false });
    expect((await call('PUT', `/trusted-issuers/${issuer.id}`, admin, { active: true })).json()).toMatchObject({ id: issuer.id, active: true });
    expect((await audits('trusted_issuer.distrusted')).map((a) => a.object_id)).toEqual([String(issuer.id)]);
    expect(await audits('trusted_issuer.trusted')).toHaveLength(1);
  });

  it('refuses a certificate that is not a CA, or no certificate at all, by its content (422, nothing added)', async () => {
    const before = await issuerCount();
    for (const certificate of [await caCertificatePem('CN=Ne CA', false), '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----', 'ne sertifikatas']) {
      const res = await call('POST', '/trusted-issuers', admin, { certificate });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: 'errors.trusted_issuer_invalid' });
    }
    expect(await issuerCount()).toBe(before);
  });

  it('refuses an issuer whose name is over 400 characters (422 with its key, nothing added)', async () => {
    const before = await issuerCount();
    const res = await call('POST', '/trusted-issuers', admin, { certificate: await caCertificatePem(`CN=${'Ilgas pavadinimas '.repeat(25)}`) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ message: 'errors.trusted_issuer_name_too_long' });
    expect(await issuerCount()).toBe(before);
  });
});
