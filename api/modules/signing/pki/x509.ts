/**
 * The X.509 toolkit of the test PKI: @peculiar/x509 and pkijs over Node's WebCrypto, and conversions
 * between Node key objects (what keys.ts keeps) and WebCrypto keys (what the library signs with).
 * Both libraries load at their first use, not at start (decisions 0161, 0167): `x509` here is the
 * library's types, `peculiarX509()` its code.
 */
import { createPrivateKey, createPublicKey, webcrypto, type KeyObject } from 'node:crypto';
import type * as x509 from '@peculiar/x509';
import { commonJs, once } from '../../../lib/lazy.js';

/** @peculiar/x509 (with reflect-metadata, which its tsyringe needs first) on Node's WebCrypto, loaded at the first certificate. */
export const peculiarX509 = once(async () => {
  await import('reflect-metadata');
  const lib = await commonJs(() => import('@peculiar/x509'));
  lib.cryptoProvider.set(webcrypto as unknown as Crypto);
  return lib;
});

/** pkijs (CMS of PAdES seals: pades.ts writes, pdf-seal.ts reads) on the same WebCrypto, loaded at the first seal. */
export const pkiJs = once(async () => {
  const pkijs = await import('pkijs');
  pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto }));
  return pkijs;
});

/** asn1js (the CMS structures pkijs builds on), loaded with the first seal. */
export const asn1Js = once(() => import('asn1js'));

export type { x509 };

/** The bytes in an ArrayBuffer of their own (what WebCrypto and the ASN.1 parsers take). */
export const bytesOf = (buffer: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(buffer);

export const EC_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;

export const toWebPrivateKey = (key: KeyObject): Promise<CryptoKey> =>
  webcrypto.subtle.importKey('pkcs8', key.export({ type: 'pkcs8', format: 'der' }), EC_P256, false, ['sign']) as Promise<CryptoKey>;

export const toWebPublicKey = (key: KeyObject): Promise<CryptoKey> =>
  webcrypto.subtle.importKey('spki', key.export({ type: 'spki', format: 'der' }), EC_P256, true, ['verify']) as Promise<CryptoKey>;

export const privateKeyFromDer = (der: Buffer): KeyObject => createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });

/** The Node public key of a certificate. */
export const publicKeyOfCertificate = (cert: x509.X509Certificate): KeyObject =>
  createPublicKey({ key: Buffer.from(cert.publicKey.rawData), format: 'der', type: 'spki' });

export const derOf = (cert: x509.X509Certificate): Buffer => Buffer.from(cert.rawData);

/** The certificate subject's common name (CN), or the whole subject when it has none. */
export function commonName(cert: x509.X509Certificate): string {
  return cert.subjectName.getField('CN')[0] ?? cert.subject;
}

/** The subject attribute serialNumber (X.520), where a qualified certificate names the person. */
export const SERIAL_NUMBER_OID = '2.5.4.5';
/** A natural person's identifier in serialNumber: semantics PNO, country LT (ETSI EN 319 412-1). */
export const PERSON_CODE_PREFIX = 'PNOLT-';

/** The subject's serialNumber, or null. */
export const subjectSerialNumber = (cert: x509.X509Certificate): string | null => cert.subjectName.getField(SERIAL_NUMBER_OID)[0] ?? null;

/** The Lithuanian personal code a certificate's subject names (`PNOLT-<11 digits>`), or null. */
export function personCodeOf(cert: x509.X509Certificate): string | null {
  const match = /^PNOLT-(\d{11})$/.exec(subjectSerialNumber(cert) ?? '');
  return match ? match[1] : null;
}
