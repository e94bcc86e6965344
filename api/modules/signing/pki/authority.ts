/**
 * The local test PKI (decision 0085): created on the first start of the demo mode and kept in
 * the database — a root CA, the registry's seal certificate, one signing certificate per
 * person (issued on the person's first signature, over their key from keys.ts), revocation
 * and the CRL the root signs. Every certificate it issues is valid from PKI_EPOCH, so the
 * seed's back-dated signatures fall inside their certificates' validity.
 */
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { sha256Hex } from '../canonical.js';
import { openSealed, seal, sealingSecret } from '../key-seal.js';
import { keyPairOf } from '../keys.js';
import * as repo from './repository.js';
import {
  bytesOf,
  derOf,
  ECDSA_SHA256,
  peculiarX509,
  PERSON_CODE_PREFIX,
  privateKeyFromDer,
  publicKeyOfCertificate,
  SERIAL_NUMBER_OID,
  subjectSerialNumber,
  toWebPrivateKey,
  toWebPublicKey,
  type x509,
} from './x509.js';

export const PKI_EPOCH = '2020-01-01T00:00:00.000Z';
export const ROOT_NAME = 'CN=Registro bandomoji šakninė CA, O=Registras (bandomoji PKI), C=LT';
export const SEAL_NAME = 'CN=Nekilnojamojo turto registras, O=Registras (bandomoji PKI), C=LT';

export interface Credentials {
  certificate: x509.X509Certificate;
  privateKey: KeyObject;
}

const years = (from: string, n: number) => {
  const d = new Date(from);
  d.setUTCFullYear(d.getUTCFullYear() + n);
  return d;
};
/** A positive random serial (hex). */
const newSerial = () => `01${randomBytes(15).toString('hex')}`;
const keyLabel = (serial: string) => `pki:${serial}`;

async function openKey(db: Kysely<Database>, row: repo.PkiCertificateRow, now: string): Promise<KeyObject> {
  return privateKeyFromDer(openSealed(await sealingSecret(db, now), keyLabel(row.serial), row.private_key_enc!));
}

async function credentialsOf(db: Kysely<Database>, row: repo.PkiCertificateRow, now: string): Promise<Credentials> {
  const x509 = await peculiarX509();
  return { certificate: new x509.X509Certificate(bytesOf(Buffer.from(row.certificate, 'base64'))), privateKey: await openKey(db, row, now) };
}

export interface IssueRequest {
  kind: 'person' | 'seal';
  subject: x509.X509CertificateCreateParamsName;
  publicKey: KeyObject;
  userId: number | null;
  notBefore: string;
  notAfter: Date;
  /** the private key to keep with the certificate (the seal's); persons' keys stay in signing_key */
  privateKey?: KeyObject;
}

/** Issues a certificate signed by the root and stores it. */
export async function issueCertificate(db: Kysely<Database>, request: IssueRequest, now: string): Promise<x509.X509Certificate> {
  const x509 = await peculiarX509();
  const root = await rootCredentials(db, now);
  const serial = newSerial();
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serial,
    subject: request.subject,
    issuer: root.certificate.subjectName,
    notBefore: new Date(request.notBefore),
    notAfter: request.notAfter,
    publicKey: await toWebPublicKey(request.publicKey),
    signingKey: await toWebPrivateKey(root.privateKey),
    signingAlgorithm: ECDSA_SHA256,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation, true),
      await x509.AuthorityKeyIdentifierExtension.create(root.certificate),
    ],
  });
  await repo.insertCertificate(db, {
    serial: cert.serialNumber,
    kind: request.kind,
    user_id: request.userId,
    subject: cert.subject,
    not_before: cert.notBefore.toISOString(),
    not_after: cert.notAfter.toISOString(),
    certificate: derOf(cert).toString('base64'),
    private_key_enc: request.privateKey
      ? seal(await sealingSecret(db, now), keyLabel(cert.serialNumber), request.privateKey.export({ type: 'pkcs8', format: 'der' }))
      : null,
    revoked_at: null,
    created_at: now,
  });
  return cert;
}

async function createRoot(db: Kysely<Database>, now: string): Promise<void> {
  const x509 = await peculiarX509();
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const serial = newSerial();
  const keys = { publicKey: await toWebPublicKey(publicKey), privateKey: await toWebPrivateKey(privateKey) };
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial,
    name: ROOT_NAME,
    notBefore: new Date(PKI_EPOCH),
    notAfter: years(now, 30),
    keys,
    signingAlgorithm: ECDSA_SHA256,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  const der = derOf(cert);
  await repo.insertCertificate(db, {
    serial: cert.serialNumber,
    kind: 'root',
    user_id: null,
    subject: cert.subject,
    not_before: cert.notBefore.toISOString(),
    not_after: cert.notAfter.toISOString(),
    certificate: der.toString('base64'),
    private_key_enc: seal(await sealingSecret(db, now), keyLabel(cert.serialNumber), privateKey.export({ type: 'pkcs8', format: 'der' })),
    revoked_at: null,
    created_at: now,
  });
  await repo.insertTrustedIssuer(db, { name: cert.subject, fingerprint: sha256Hex(der), certificate: der.toString('base64'), active: 1, added_at: now });
}

/** The root CA's certificate and key. */
export async function rootCredentials(db: Kysely<Database>, now: string): Promise<Credentials> {
  const row = await repo.latestCertificate(db, 'root');
  if (!row) throw new Error('the test PKI has no root CA yet (ensurePki)');
  return credentialsOf(db, row, now);
}

/**
 * Creates the test PKI unless it exists: the root CA (added to the trusted issuers) and the
 * registry's seal certificate.
 */
export async function ensurePki(db: Kysely<Database>, now: string): Promise<void> {
  if (!(await repo.latestCertificate(db, 'root'))) await createRoot(db, now);
  if (!(await repo.latestCertificate(db, 'seal'))) {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    await issueCertificate(db, { kind: 'seal', subject: SEAL_NAME, publicKey, privateKey, userId: null, notBefore: PKI_EPOCH, notAfter: years(now, 20) }, now);
  }
}

/** The registry's seal certificate (without opening its key). */
export async function sealCertificate(db: Kysely<Database>, now: string): Promise<x509.X509Certificate> {
  const x509 = await peculiarX509();
  await ensurePki(db, now);
  return new x509.X509Certificate(bytesOf(Buffer.from((await repo.latestCertificate(db, 'seal'))!.certificate, 'base64')));
}

/** The registry's seal: certificate and key. */
export async function sealCredentials(db: Kysely<Database>, now: string): Promise<Credentials> {
  await ensurePki(db, now);
  return credentialsOf(db, (await repo.latestCertificate(db, 'seal'))!, now);
}

/**
 * The subject's serialNumber of a person's certificate, as Lithuanian qualified certificates
 * write it (ETSI EN 319 412-1): `PNOLT-<personal code>`; a user without a personal code gets
 * their user id in its place (`PNOLT-U<id>`, which no personal code matches).
 */
async function subjectSerialOf(db: Kysely<Database>, userId: number): Promise<string> {
  const user = await db.selectFrom('app_user').select('person_code').where('id', '=', userId).executeTakeFirst();
  return user?.person_code ? `${PERSON_CODE_PREFIX}${user.person_code}` : `${PERSON_CODE_PREFIX}U${userId}`;
}

/**
 * A person's signing certificate and key, issued on first use: the newest certificate over the
 * person's current key that is not revoked and is valid at `at`, or a new one.
 */
export async function personCredentials(db: Kysely<Database>, signer: { userId: number; name: string }, at: string): Promise<Credentials> {
  const x509 = await peculiarX509();
  await ensurePki(db, at);
  const key = await keyPairOf(db, signer.userId, at);
  const serialNumber = await subjectSerialOf(db, signer.userId);
  const row = await repo.latestCertificate(db, 'person', signer.userId);
  if (row && !row.revoked_at && row.not_before <= at && at <= row.not_after) {
    const certificate = new x509.X509Certificate(bytesOf(Buffer.from(row.certificate, 'base64')));
    if (
      sha256Hex(publicKeyOfCertificate(certificate).export({ type: 'spki', format: 'der' })) === key.fingerprint &&
      subjectSerialNumber(certificate) === serialNumber
    )
      return { certificate, privateKey: key.privateKey };
  }
  const certificate = await issueCertificate(
    db,
    {
      kind: 'person',
      subject: [{ CN: [signer.name] }, { [SERIAL_NUMBER_OID]: [serialNumber] }, { O: ['Registras (bandomoji PKI)'] }, { C: ['LT'] }],
      publicKey: key.publicKey,
      userId: signer.userId,
      notBefore: PKI_EPOCH,
      notAfter: years(at, 5),
    },
    at,
  );
  return { certificate, privateKey: key.privateKey };
}

/** Revokes a certificate of the test PKI; false when unknown or already revoked. */
export const revokeCertificate = (db: Kysely<Database>, serial: string, at: string): Promise<boolean> => repo.markRevoked(db, serial, at);

/**
 * The current CRL (DER) of a root of the test PKI — the newest unless `root` names another
 * (two processes starting at once may each have created one): every revoked certificate.
 */
export async function currentCrl(db: Kysely<Database>, now: string, root?: repo.PkiCertificateRow): Promise<Buffer> {
  const x509 = await peculiarX509();
  const issuer = root ? await credentialsOf(db, root, now) : await rootCredentials(db, now);
  const crl = await x509.X509CrlGenerator.create({
    issuer: issuer.certificate.subjectName,
    thisUpdate: new Date(now),
    nextUpdate: new Date(new Date(now).getTime() + 24 * 3600 * 1000),
    signingKey: await toWebPrivateKey(issuer.privateKey),
    signingAlgorithm: ECDSA_SHA256,
    entries: (await repo.revokedCertificates(db)).map((r) => ({
      serialNumber: r.serial,
      revocationDate: new Date(r.revoked_at),
      reason: x509.X509CrlReason.unspecified,
    })),
  });
  return Buffer.from(crl.rawData);
}
