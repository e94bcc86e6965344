/**
 * XAdES baseline B signatures (ETSI EN 319 132-1) over detached files, as ASiC-E keeps them
 * in `META-INF/signatures*.xml`: ds:SignedInfo canonicalised (exclusive C14N, xml-crypto) with
 * one reference per file and one to xades:SignedProperties (signing time, the signing
 * certificate's digest, each file's MIME type); the signer's X.509 certificate in ds:KeyInfo.
 * Writing uses ECDSA P-256 / SHA-256; reading also accepts RSA, SHA-384/512 and inclusive
 * C14N, as other signing software writes them. No key or trust decision is taken here
 * (container-verify.ts does that).
 */
import { createHash, verify as cryptoVerify, type KeyObject } from 'node:crypto';
import type { Element as XmlElement } from '@xmldom/xmldom';
import { xmlDom } from './xml-dom.js';
import { commonJs, once } from '../../lib/lazy.js';

/** xml-crypto's canonicalisations, loaded at the first signature written or read. */
const xmlCrypto = once(() => commonJs(() => import('xml-crypto')));
type Canonicalizer = Pick<Awaited<ReturnType<typeof xmlCrypto>>, 'C14nCanonicalization' | 'ExclusiveCanonicalization'>;
type Parse = (xml: string) => ReturnType<InstanceType<Awaited<ReturnType<typeof xmlDom>>['DOMParser']>['parseFromString']>;

/** The XML parser and canonicaliser, once loaded (a caller that turns errors into verdicts loads them first, so a missing package is not read as a malformed signature). */
export async function xmlTools(): Promise<{ parse: Parse; c14n: Canonicalizer }> {
  const [{ DOMParser, onErrorStopParsing }, c14n] = await Promise.all([xmlDom(), xmlCrypto()]);
  return { parse: (xml) => new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml'), c14n };
}

export const DS = 'http://www.w3.org/2000/09/xmldsig#';
export const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const ASIC = 'http://uri.etsi.org/02918/v1.2.1#';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const C14N11 = 'http://www.w3.org/2006/12/xml-c14n11';
const SIGNED_PROPERTIES_TYPE = 'http://uri.etsi.org/01903#SignedProperties';
export const ECDSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256';

const DIGESTS: Record<string, string> = {
  'http://www.w3.org/2001/04/xmlenc#sha256': 'sha256',
  'http://www.w3.org/2001/04/xmldsig-more#sha384': 'sha384',
  'http://www.w3.org/2001/04/xmlenc#sha512': 'sha512',
};
const SIGNATURE_METHODS: Record<string, { hash: string; ec: boolean }> = {
  [ECDSA_SHA256]: { hash: 'sha256', ec: true },
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha384': { hash: 'sha384', ec: true },
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha512': { hash: 'sha512', ec: true },
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256': { hash: 'sha256', ec: false },
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha384': { hash: 'sha384', ec: false },
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512': { hash: 'sha512', ec: false },
};
const SHA256_URI = 'http://www.w3.org/2001/04/xmlenc#sha256';

export type XadesFault = 'malformed' | 'properties_digest_mismatch';

export class XadesError extends Error {
  constructor(public readonly reason: XadesFault) {
    super(`invalid XAdES signature: ${reason}`);
    this.name = 'XadesError';
  }
}

export interface SignedFile {
  name: string;
  mimeType: string;
  data: Buffer;
}

/** Text for an XML attribute or element (the signature document, the ASiC manifest). */
export const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const digest = (hash: string, bytes: Buffer | string) => createHash(hash).update(bytes).digest();

/** The ancestors' namespace declarations, which inclusive C14N of a subtree carries along. */
function ancestorNamespaces(node: XmlElement): { prefix: string; namespaceURI: string }[] {
  const found: { prefix: string; namespaceURI: string }[] = [];
  for (let parent = node.parentNode; parent && parent.nodeType === 1; parent = parent.parentNode) {
    const attrs = (parent as XmlElement).attributes;
    for (let i = 0; i < attrs.length; i++) {
      const a = attrs.item(i)!;
      if (a.prefix === 'xmlns' && !found.some((f) => f.prefix === a.localName)) found.push({ prefix: a.localName!, namespaceURI: a.value });
    }
  }
  return found;
}

/** The canonical bytes of an element under the named algorithm. */
function canonicalize(c14n: Canonicalizer, node: XmlElement, algorithm: string): Buffer {
  if (algorithm === EXC_C14N) return Buffer.from(new c14n.ExclusiveCanonicalization().process(node as never, {}), 'utf8');
  if (algorithm === C14N || algorithm === C14N11)
    return Buffer.from(new c14n.C14nCanonicalization().process(node as never, { ancestorNamespaces: ancestorNamespaces(node) }), 'utf8');
  throw new XadesError('malformed');
}

const children = (parent: XmlElement, ns: string, name: string): XmlElement[] =>
  Array.from(parent.childNodes).filter(
    (n): n is XmlElement => n.nodeType === 1 && (n as XmlElement).namespaceURI === ns && (n as XmlElement).localName === name,
  );

function child(parent: XmlElement, ns: string, name: string): XmlElement {
  const found = children(parent, ns, name);
  if (found.length !== 1) throw new XadesError('malformed');
  return found[0];
}

function descendant(root: XmlElement, ns: string, name: string): XmlElement {
  const found = root.getElementsByTagNameNS(ns, name);
  if (found.length !== 1) throw new XadesError('malformed');
  return found.item(0)!;
}

const text = (el: XmlElement) => (el.textContent ?? '').replace(/\s+/g, '');

function base64(el: XmlElement): Buffer {
  const value = text(el);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length === 0) throw new XadesError('malformed');
  return Buffer.from(value, 'base64');
}

function digestAlgorithm(parent: XmlElement): string {
  const hash = DIGESTS[child(parent, DS, 'DigestMethod').getAttribute('Algorithm') ?? ''];
  if (!hash) throw new XadesError('malformed');
  return hash;
}

export interface XadesInput {
  files: SignedFile[];
  /** the signer's certificate, DER */
  certificate: Buffer;
  /** ISO instant */
  signedAt: string;
  /** ECDSA P-256 / SHA-256 over the bytes, IEEE P1363 (r‖s) encoding */
  sign: (bytes: Buffer) => Buffer;
}

const sha256Element = (value: Buffer) => `<ds:DigestMethod Algorithm="${SHA256_URI}"/><ds:DigestValue>${value.toString('base64')}</ds:DigestValue>`;

/** Writes the signature document (`signatures0.xml`) over `files`. */
export async function buildXadesSignature(input: XadesInput): Promise<string> {
  const { parse, c14n: canon } = await xmlTools();
  const props =
    `<xades:SignedProperties Id="S0-SignedProperties"><xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${escapeXml(new Date(input.signedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'))}</xades:SigningTime>` +
    `<xades:SigningCertificateV2><xades:Cert><xades:CertDigest>${sha256Element(digest('sha256', input.certificate))}</xades:CertDigest></xades:Cert></xades:SigningCertificateV2>` +
    `</xades:SignedSignatureProperties><xades:SignedDataObjectProperties>` +
    input.files
      .map(
        (f, i) => `<xades:DataObjectFormat ObjectReference="#S0-RefId${i}"><xades:MimeType>${escapeXml(f.mimeType)}</xades:MimeType></xades:DataObjectFormat>`,
      )
      .join('') +
    `</xades:SignedDataObjectProperties></xades:SignedProperties>`;
  const document = (signedInfoDigest: string, value: string) =>
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<asic:XAdESSignatures xmlns:asic="${ASIC}" xmlns:ds="${DS}" xmlns:xades="${XADES}">` +
    `<ds:Signature Id="S0"><ds:SignedInfo><ds:CanonicalizationMethod Algorithm="${EXC_C14N}"/><ds:SignatureMethod Algorithm="${ECDSA_SHA256}"/>` +
    input.files
      .map(
        (f, i) =>
          `<ds:Reference Id="S0-RefId${i}" URI="${escapeXml(encodeURIComponent(f.name).replace(/%2F/g, '/'))}">${sha256Element(digest('sha256', f.data))}</ds:Reference>`,
      )
      .join('') +
    `<ds:Reference Type="${SIGNED_PROPERTIES_TYPE}" URI="#S0-SignedProperties"><ds:Transforms><ds:Transform Algorithm="${EXC_C14N}"/></ds:Transforms>` +
    `<ds:DigestMethod Algorithm="${SHA256_URI}"/><ds:DigestValue>${signedInfoDigest}</ds:DigestValue></ds:Reference></ds:SignedInfo>` +
    `<ds:SignatureValue Id="S0-SIG">${value}</ds:SignatureValue>` +
    `<ds:KeyInfo><ds:X509Data><ds:X509Certificate>${input.certificate.toString('base64')}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>` +
    `<ds:Object><xades:QualifyingProperties Target="#S0">${props}</xades:QualifyingProperties></ds:Object>` +
    '</ds:Signature></asic:XAdESSignatures>\n';
  // The properties' digest is taken over their canonical form inside the document; then
  // ds:SignedInfo's canonical form is signed.
  const first = parse(document('', ''));
  const propsDigest = digest('sha256', canonicalize(canon, descendant(first.documentElement!, XADES, 'SignedProperties'), EXC_C14N)).toString('base64');
  const second = parse(document(propsDigest, ''));
  const signedInfo = canonicalize(canon, descendant(second.documentElement!, DS, 'SignedInfo'), EXC_C14N);
  return document(propsDigest, input.sign(signedInfo).toString('base64'));
}

export interface FileReference {
  /** the file's name in the container (URI decoded) */
  name: string;
  hash: string;
  digest: Buffer;
}

/** A signature read and checked in itself: its properties' digest matches; nothing else yet. */
export interface ParsedXades {
  files: FileReference[];
  certificate: Buffer;
  certificateDigest: { hash: string; digest: Buffer };
  signingTime: string;
  signedInfo: Buffer;
  signatureValue: Buffer;
  method: { hash: string; ec: boolean };
}

/**
 * Reads one ds:Signature of a signature document and checks the digest of its signed
 * properties. @throws XadesError
 */
export async function parseXadesSignature(xml: string): Promise<ParsedXades> {
  const { parse, c14n: canon } = await xmlTools();
  if (/<!DOCTYPE/i.test(xml)) throw new XadesError('malformed');
  let root: XmlElement;
  try {
    root = parse(xml).documentElement!;
  } catch {
    throw new XadesError('malformed');
  }
  if (!root) throw new XadesError('malformed');
  const signature = descendant(root, DS, 'Signature');
  const signedInfoEl = child(signature, DS, 'SignedInfo');
  const c14n = child(signedInfoEl, DS, 'CanonicalizationMethod').getAttribute('Algorithm') ?? '';
  const method = SIGNATURE_METHODS[child(signedInfoEl, DS, 'SignatureMethod').getAttribute('Algorithm') ?? ''];
  if (!method) throw new XadesError('malformed');
  const propsEl = descendant(signature, XADES, 'SignedProperties');
  const propsId = propsEl.getAttribute('Id');
  const files: FileReference[] = [];
  let propsChecked = false;
  for (const ref of children(signedInfoEl, DS, 'Reference')) {
    const uri = ref.getAttribute('URI') ?? '';
    const hash = digestAlgorithm(ref);
    const value = base64(child(ref, DS, 'DigestValue'));
    const transforms = children(ref, DS, 'Transforms');
    if (uri.startsWith('#')) {
      if (propsChecked || !propsId || uri !== `#${propsId}`) throw new XadesError('malformed');
      const listed = transforms.length ? children(transforms[0], DS, 'Transform').map((t) => t.getAttribute('Algorithm') ?? '') : [];
      if (listed.length > 1) throw new XadesError('malformed');
      if (!digest(hash, canonicalize(canon, propsEl, listed[0] ?? C14N)).equals(value)) throw new XadesError('properties_digest_mismatch');
      propsChecked = true;
    } else {
      if (transforms.length || !uri) throw new XadesError('malformed');
      let name: string;
      try {
        name = decodeURIComponent(uri);
      } catch {
        throw new XadesError('malformed');
      }
      files.push({ name, hash, digest: value });
    }
  }
  if (!propsChecked || files.length === 0) throw new XadesError('malformed');
  const certDigestEl = descendant(propsEl, XADES, 'CertDigest');
  const certificates = descendant(child(signature, DS, 'KeyInfo'), DS, 'X509Data').getElementsByTagNameNS(DS, 'X509Certificate');
  if (certificates.length < 1) throw new XadesError('malformed');
  return {
    files,
    certificate: base64(certificates.item(0)!),
    certificateDigest: { hash: digestAlgorithm(certDigestEl), digest: base64(child(certDigestEl, DS, 'DigestValue')) },
    signingTime: text(descendant(propsEl, XADES, 'SigningTime')),
    signedInfo: canonicalize(canon, signedInfoEl, c14n),
    signatureValue: base64(child(signature, DS, 'SignatureValue')),
    method,
  };
}

/** Does the signature value check against the key (ECDSA in XML DSig is r‖s)? */
export function signatureMatches(parsed: ParsedXades, key: KeyObject): boolean {
  try {
    return cryptoVerify(parsed.method.hash, parsed.signedInfo, parsed.method.ec ? { key, dsaEncoding: 'ieee-p1363' } : key, parsed.signatureValue);
  } catch {
    return false;
  }
}

/** The digest of bytes under a reference's algorithm. */
export const fileDigest = (hash: string, data: Buffer): Buffer => digest(hash, data);
