/**
 * Native-signature sign-in (decision 0127): a one-time challenge signed with the person's
 * e-signature (the demo card: the local signer's test-PKI keys) opens a session as the password
 * sign-in does; a replayed or expired challenge, an untrusted or revoked certificate and the
 * certificate of a person without an account are refused with one silent 401, audited and
 * counted by the sign-in throttle.
 */
import { generateKeyPairSync, sign as cryptoSign, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContainer, DATA_FILE } from '../../api/modules/signing/asic.js';
import { canonicalJson } from '../../api/modules/signing/canonical.js';
import { issueCertificate, PKI_EPOCH, revokeCertificate } from '../../api/modules/signing/pki/authority.js';
import { derOf, type x509 } from '../../api/modules/signing/pki/x509.js';
import { buildXadesSignature } from '../../api/modules/signing/xades.js';
import { signInContent, SIGN_IN_CHALLENGE_SECONDS } from '../../src/domain/contracts/signature-sign-in.js';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { bearer } from '../helpers/auth.js';
import { untrustedCertificate } from '../helpers/ca-certificate.js';
import { TEST_DIALECTS } from '../helpers/database.js';

const NOTARY_CODE = '47905032313';
const BAILIFF_CODE = '37509042113';
const CITIZEN_CODE = '38703181745';
/** In the gateway's directory, with no account (api/db/seed/users.ts GATEWAY_ONLY_PEOPLE). */
const NO_ACCOUNT_CODE = '36812123456';

type Base = '/api' | '/sav';
const faceOf = (base: Base) => (base === '/api' ? 'workplace' : 'portal');

/** A container over a challenge's content, signed with any certificate and key. */
async function containerBy(certificate: x509.X509Certificate, privateKey: KeyObject, challenge: string, base: Base): Promise<string> {
  const files = [{ name: DATA_FILE, mimeType: 'application/json', data: Buffer.from(canonicalJson(signInContent(challenge, faceOf(base)))) }];
  const xml = await buildXadesSignature({
    files,
    certificate: derOf(certificate),
    signedAt: TEST_NOW,
    sign: (b) => cryptoSign('sha256', b, { key: privateKey, dsaEncoding: 'ieee-p1363' }),
  });
  return buildContainer(files, xml, TEST_NOW).toString('base64');
}

describe.each(TEST_DIALECTS)('native-signature sign-in [%s]', (dialect) => {
  let t: TestApp;
  const failures = (reason: string) =>
    t.db.kysely.selectFrom('audit_event').select('id').where('action', '=', 'auth.signature_login_failed').where('reason', '=', reason).execute();
  const sessionCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('session')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function challenge(base: Base): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: `${base}/login/signature/challenge` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { challenge: string }).challenge;
  }
  async function cardSign(base: Base, value: string, personCode: string): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: `${base}/login/signature/local-card`, payload: { challenge: value, person_code: personCode } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { container: string }).container;
  }
  const signIn = (base: Base, value: string, container: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `${base}/login/signature`, payload: { challenge: value, container }, remoteAddress });

  async function expectRefused(res: Awaited<ReturnType<typeof signIn>>, reason: string, sessionsBefore: number) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'errors.signature_login_failed' });
    expect(await failures(reason)).toHaveLength(1);
    expect(await sessionCount()).toBe(sessionsBefore);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST {base}/login/signature', () => {
    it('signs a notary in to the workplace with her roles from the database; the session works', async () => {
      const value = await challenge('/api');
      const res = await signIn('/api', value, await cardSign('/api', value, NOTARY_CODE), '10.1.0.1');
      expect(res.statusCode).toBe(200);
      const body = res.json() as { naudotojas: { api_token: string; snau_vardas: string }; roles: string[] };
      expect(body.naudotojas.snau_vardas).toBe('Rasa');
      expect(body.roles).toEqual(['DT_notaras']);
      const profile = await t.app.inject({ method: 'GET', url: '/api/naudotojas', headers: bearer(body.naudotojas.api_token) });
      expect(profile.statusCode).toBe(200);
      const login = await t.db.kysely.selectFrom('session').select('method').where('method', '=', 'signature').execute();
      expect(login).toHaveLength(1);
    });

    it('signs a citizen in to the portal', async () => {
      const value = await challenge('/sav');
      const res = await signIn('/sav', value, await cardSign('/sav', value, CITIZEN_CODE), '10.1.0.2');
      expect(res.statusCode).toBe(200);
      expect((res.json() as { roles: string[] }).roles).toEqual(['EL_FA']);
    });

    it('refuses a replayed challenge', async () => {
      const value = await challenge('/api');
      const container = await cardSign('/api', value, NOTARY_CODE);
      expect((await signIn('/api', value, container, '10.1.0.3')).statusCode).toBe(200);
      await expectRefused(await signIn('/api', value, container, '10.1.0.3'), 'challenge_unknown_or_used', await sessionCount());
    });

    it('refuses an expired challenge', async () => {
      const value = await challenge('/api');
      const container = await cardSign('/api', value, NOTARY_CODE);
      t.clock.set(new Date(Date.parse(TEST_NOW) + (SIGN_IN_CHALLENGE_SECONDS + 1) * 1000).toISOString());
      try {
        await expectRefused(await signIn('/api', value, container, '10.1.0.4'), 'challenge_expired', await sessionCount());
      } finally {
        t.clock.set(TEST_NOW);
      }
    });

    it('refuses a challenge issued for the other face', async () => {
      const value = await challenge('/sav');
      await expectRefused(await signIn('/api', value, await cardSign('/api', value, NOTARY_CODE), '10.1.0.5'), 'challenge_other_face', await sessionCount());
    });

    it('refuses a certificate of an issuer the registry does not trust, naming a real user', async () => {
      const { cert, privateKey } = await untrustedCertificate([{ CN: ['Rasa Vaitkienė'] }, { '2.5.4.5': [`PNOLT-${NOTARY_CODE}`] }]);
      const value = await challenge('/api');
      await expectRefused(
        await signIn('/api', value, await containerBy(cert, privateKey, value, '/api'), '10.1.0.6'),
        'signature_untrusted',
        await sessionCount(),
      );
    });

    it('refuses a revoked certificate', async () => {
      const value = await challenge('/api');
      const container = await cardSign('/api', value, BAILIFF_CODE);
      const bailiff = await t.db.kysely.selectFrom('app_user').select('id').where('username', '=', 'DT_antstolis').executeTakeFirstOrThrow();
      const cert = await t.db.kysely
        .selectFrom('pki_certificate')
        .select('serial')
        .where('user_id', '=', bailiff.id)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(await revokeCertificate(t.db.kysely, cert.serial, TEST_NOW)).toBe(true);
      await expectRefused(await signIn('/api', value, container, '10.1.0.7'), 'signature_revoked', await sessionCount());
    });

    it('refuses the trusted certificate of a person who has no account', async () => {
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
      const cert = await issueCertificate(
        t.db.kysely,
        {
          kind: 'person',
          subject: [{ CN: ['Darius Navickas'] }, { '2.5.4.5': [`PNOLT-${NO_ACCOUNT_CODE}`] }],
          publicKey,
          userId: null,
          notBefore: PKI_EPOCH,
          notAfter: new Date('2040-01-01'),
        },
        TEST_NOW,
      );
      const value = await challenge('/api');
      await expectRefused(await signIn('/api', value, await containerBy(cert, privateKey, value, '/api'), '10.1.0.8'), 'unknown_person', await sessionCount());
    });

    it('refuses a container that signs other content than the challenge', async () => {
      const value = await challenge('/api');
      const other = await challenge('/api');
      await expectRefused(await signIn('/api', value, await cardSign('/api', other, NOTARY_CODE), '10.1.0.9'), 'content_mismatch', await sessionCount());
    });

    it('throttles repeated failures from one address (429 with Retry-After) before checking anything', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await signIn('/api', 'A'.repeat(43), 'AAAA', '10.1.0.10')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const value = await challenge('/api');
      const blocked = await signIn('/api', value, await cardSign('/api', value, NOTARY_CODE), '10.1.0.10');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    });

    it('refuses a malformed body with 400', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/login/signature', payload: { challenge: 'short', container: 'x' } });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('POST {base}/login/signature/local-card', () => {
    it('has no card of a person without an account (404)', async () => {
      const value = await challenge('/api');
      const res = await t.app.inject({ method: 'POST', url: '/api/login/signature/local-card', payload: { challenge: value, person_code: NO_ACCOUNT_CODE } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'errors.signature_card_unknown' });
    });

    it('lists the card holders: natural persons with an account', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/login/signature/local-card' });
      const codes = (res.json() as { items: { person_code: string }[] }).items.map((i) => i.person_code);
      expect(codes).toEqual(expect.arrayContaining([NOTARY_CODE, CITIZEN_CODE]));
      expect(codes).not.toContain(NO_ACCOUNT_CODE);
    });
  });
});
