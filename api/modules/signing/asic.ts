/**
 * The ASiC-E container of the local signer (ETSI EN 319 162-1 layout): a ZIP whose first
 * entry is the STORED `mimetype` (`application/vnd.etsi.asic-e+zip`), then the signed data
 * object `duomenys.json`, `META-INF/manifest.xml` and `META-INF/signatures0.xml`.
 * The signature file has XAdES's shape (ds:SignedInfo with a reference to the data object and
 * one to the signed properties: signing time and signer) but ds:SignedInfo is signed as the
 * exact bytes written here, not canonicalised (no XML C14N library): this server verifies it;
 * DigiDoc would not. It stands in for the user's qualified e-signature.
 */
import { sha256Base64 } from './canonical.js';
import { readStoredZip, writeStoredZip, ZipError } from './zip.js';

export const ASICE_MIMETYPE = 'application/vnd.etsi.asic-e+zip';
export const DATA_FILE = 'duomenys.json';
export const MANIFEST_FILE = 'META-INF/manifest.xml';
export const SIGNATURE_FILE = 'META-INF/signatures0.xml';
export const SIGNATURE_ALGORITHM = 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256';
const DIGEST_ALGORITHM = 'http://www.w3.org/2001/04/xmlenc#sha256';
const PROPS_ID = 'S0-SignedProperties';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

const MANIFEST = [
  '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>',
  '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">',
  `<manifest:file-entry manifest:full-path="/" manifest:media-type="${ASICE_MIMETYPE}"/>`,
  `<manifest:file-entry manifest:full-path="${DATA_FILE}" manifest:media-type="application/json"/>`,
  '</manifest:manifest>',
  '',
].join('\n');

export interface SignatureInput {
  /** SHA-256 (hex) of the signer's public key */
  keyFingerprint: string;
  signerName: string;
  /** ISO instant */
  signedAt: string;
  data: Buffer;
  /** signs the exact bytes of ds:SignedInfo (ECDSA P-256, SHA-256, IEEE P1363 encoding) */
  sign: (signedInfo: Buffer) => Buffer;
}

/** Builds a signed container over `data`. */
export function buildContainer(input: SignatureInput): Buffer {
  const props =
    `<xades:SignedProperties Id="${PROPS_ID}"><xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${escapeXml(input.signedAt)}</xades:SigningTime>` +
    `<xades:SignerRole><xades:ClaimedRoles><xades:ClaimedRole>${escapeXml(input.signerName)}</xades:ClaimedRole></xades:ClaimedRoles></xades:SignerRole>` +
    `</xades:SignedSignatureProperties></xades:SignedProperties>`;
  const signedInfo =
    `<ds:SignedInfo><ds:SignatureMethod Algorithm="${SIGNATURE_ALGORITHM}"/>` +
    `<ds:Reference URI="${DATA_FILE}"><ds:DigestMethod Algorithm="${DIGEST_ALGORITHM}"/><ds:DigestValue>${sha256Base64(input.data)}</ds:DigestValue></ds:Reference>` +
    `<ds:Reference Type="http://uri.etsi.org/01903#SignedProperties" URI="#${PROPS_ID}"><ds:DigestMethod Algorithm="${DIGEST_ALGORITHM}"/><ds:DigestValue>${sha256Base64(props)}</ds:DigestValue></ds:Reference>` +
    `</ds:SignedInfo>`;
  const value = input.sign(Buffer.from(signedInfo, 'utf8')).toString('base64');
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<asic:XAdESSignatures xmlns:asic="http://uri.etsi.org/02918/v1.2.1#" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:xades="http://uri.etsi.org/01903/v1.3.2#">' +
    `<ds:Signature Id="S0">${signedInfo}<ds:SignatureValue>${value}</ds:SignatureValue>` +
    `<ds:KeyInfo><ds:KeyName>${input.keyFingerprint}</ds:KeyName></ds:KeyInfo>` +
    `<ds:Object><xades:QualifyingProperties Target="#S0">${props}</xades:QualifyingProperties></ds:Object>` +
    '</ds:Signature></asic:XAdESSignatures>\n';
  return writeStoredZip(
    [
      { name: 'mimetype', data: Buffer.from(ASICE_MIMETYPE, 'ascii') },
      { name: DATA_FILE, data: input.data },
      { name: MANIFEST_FILE, data: Buffer.from(MANIFEST, 'utf8') },
      { name: SIGNATURE_FILE, data: Buffer.from(xml, 'utf8') },
    ],
    new Date(input.signedAt),
  );
}

/** What a container claims, before its signature is checked against a key. */
export interface OpenedContainer {
  data: Buffer;
  keyFingerprint: string;
  signerName: string;
  signedAt: string;
  /** the exact bytes the signature covers */
  signedInfo: Buffer;
  signatureValue: Buffer;
}

export class ContainerError extends Error {
  constructor(public readonly reason: 'malformed' | 'data_digest_mismatch' | 'properties_digest_mismatch') {
    super(`invalid container: ${reason}`);
    this.name = 'ContainerError';
  }
}

const one = (xml: string, pattern: RegExp): string => {
  const all = [...xml.matchAll(new RegExp(pattern.source, 'g'))];
  if (all.length !== 1) throw new ContainerError('malformed');
  return all[0][1] ?? all[0][0];
};

/**
 * Opens a container and checks its structure and digests (not yet the signature: that needs
 * the signer's key, see local-signer.ts).
 * @throws ContainerError
 */
export function openContainer(container: Buffer): OpenedContainer {
  let entries;
  try {
    entries = readStoredZip(container);
  } catch (error) {
    if (error instanceof ZipError) throw new ContainerError('malformed');
    throw error;
  }
  // ASiC: `mimetype` is the first local entry, stored, without extra field, right at offset 30.
  const first = entries[0];
  if (first?.name !== 'mimetype' || first.data.toString('ascii') !== ASICE_MIMETYPE) throw new ContainerError('malformed');
  if (container.readUInt16LE(28) !== 0 || container.subarray(30, 38).toString('ascii') !== 'mimetype') throw new ContainerError('malformed');
  const data = entries.find((e) => e.name === DATA_FILE)?.data;
  const signatureFile = entries.find((e) => e.name === SIGNATURE_FILE)?.data;
  const allowed = new Set(['mimetype', DATA_FILE, MANIFEST_FILE, SIGNATURE_FILE]);
  if (!data || !signatureFile || entries.some((e) => !allowed.has(e.name))) throw new ContainerError('malformed');

  const xml = signatureFile.toString('utf8');
  const signedInfo = one(xml, /<ds:SignedInfo>[\s\S]*?<\/ds:SignedInfo>/);
  const references = [...signedInfo.matchAll(/<ds:Reference(?: Type="([^"]*)")? URI="([^"]*)"><ds:DigestMethod Algorithm="([^"]*)"\/><ds:DigestValue>([A-Za-z0-9+/=]*)<\/ds:DigestValue><\/ds:Reference>/g)];
  if (!signedInfo.includes(`<ds:SignatureMethod Algorithm="${SIGNATURE_ALGORITHM}"/>`) || references.length !== 2) throw new ContainerError('malformed');
  if (references.some((r) => r[3] !== DIGEST_ALGORITHM)) throw new ContainerError('malformed');
  const dataRef = references.find((r) => r[1] === undefined && r[2] === DATA_FILE);
  const propsRef = references.find((r) => r[1] === 'http://uri.etsi.org/01903#SignedProperties' && r[2] === `#${PROPS_ID}`);
  if (!dataRef || !propsRef) throw new ContainerError('malformed');
  const props = one(xml, new RegExp(`<xades:SignedProperties Id="${PROPS_ID}">[\\s\\S]*?</xades:SignedProperties>`));
  if (sha256Base64(data) !== dataRef[4]) throw new ContainerError('data_digest_mismatch');
  if (sha256Base64(props) !== propsRef[4]) throw new ContainerError('properties_digest_mismatch');
  return {
    data,
    keyFingerprint: one(xml, /<ds:KeyName>([0-9a-f]{64})<\/ds:KeyName>/),
    signerName: unescapeXml(one(props, /<xades:ClaimedRole>([^<]*)<\/xades:ClaimedRole>/)),
    signedAt: unescapeXml(one(props, /<xades:SigningTime>([^<]*)<\/xades:SigningTime>/)),
    signedInfo: Buffer.from(signedInfo, 'utf8'),
    signatureValue: Buffer.from(one(xml, /<ds:SignatureValue>([A-Za-z0-9+/=]+)<\/ds:SignatureValue>/), 'base64'),
  };
}
