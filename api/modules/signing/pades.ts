/**
 * PAdES baseline B seals (ETSI EN 319 142-1): the PDF gets a visible stamp on its last page and
 * a signature field (@signpdf/placeholder-pdf-lib), and @signpdf/signpdf fills its byte range
 * with a detached CMS SignedData (pkijs) carrying content-type, message-digest and
 * ESS signing-certificate-v2 signed attributes and the signer's certificate; the signing time
 * is the signature dictionary's /M. Checked by poppler's `pdfsig`.
 */
import { createHash, type KeyObject } from 'node:crypto';
import { commonJs, once } from '../../lib/lazy.js';
import { loadPdfFonts, pdfLib, type PdfFonts } from '../../lib/pdf-writer.js';
import { asn1Js, bytesOf, commonName, derOf, pkiJs, toWebPrivateKey, type x509 } from './pki/x509.js';
import { pdfFontkit } from '../../lib/fontkit.js';

/** @signpdf's placeholder and signer, loaded at the first seal (they bring pdf-lib along). */
const signPdf = once(async () => {
  const [placeholder, signer, utils] = await Promise.all([
    commonJs(() => import('@signpdf/placeholder-pdf-lib')),
    commonJs(() => import('@signpdf/signpdf')),
    commonJs(() => import('@signpdf/utils')),
  ]);
  return {
    pdflibAddPlaceholder: placeholder.pdflibAddPlaceholder,
    SignPdf: signer.SignPdf,
    Signer: utils.Signer,
    SUBFILTER_ETSI_CADES_DETACHED: utils.SUBFILTER_ETSI_CADES_DETACHED,
  };
});

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};

/** A detached CMS SignedData over bytes, by a key and its certificate. */
async function cmsSignature(data: Buffer, certificate: x509.X509Certificate, key: KeyObject): Promise<Buffer> {
  const [pkijs, asn1js] = await Promise.all([pkiJs(), asn1Js()]);
  const cert = pkijs.Certificate.fromBER(bytesOf(derOf(certificate)));
  const certHash = createHash('sha256').update(derOf(certificate)).digest();
  // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2 with the default SHA-256
  const signingCertificateV2 = new asn1js.Sequence({
    value: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: certHash })] })] })],
  });
  const signed = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
            new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: createHash('sha256').update(data).digest() })] }),
            new pkijs.Attribute({ type: OID.signingCertificateV2, values: [signingCertificateV2] }),
          ],
        }),
      }),
    ],
    certificates: [cert],
  });
  await signed.sign(await toWebPrivateKey(key), 0, 'SHA-256');
  const info = new pkijs.ContentInfo({ contentType: OID.signedData, content: signed.toSchema(true) });
  return Buffer.from(info.toSchema().toBER(false));
}

let fonts: PdfFonts | undefined;

export interface SealOptions {
  certificate: x509.X509Certificate;
  privateKey: KeyObject;
  /** ISO instant of sealing */
  at: string;
  /** why it is sealed, e.g. "Pažyma Nr. …" */
  reason: string;
}

const STAMP = { x: 330, y: 30, width: 215, height: 44 };

/** The PDF sealed, with a visible stamp on its last page. */
export async function sealPdf(pdf: Uint8Array, options: SealOptions): Promise<Buffer> {
  fonts ??= loadPdfFonts(process.cwd());
  const [{ PDFDocument, rgb }, { pdflibAddPlaceholder, SignPdf, Signer, SUBFILTER_ETSI_CADES_DETACHED }] = await Promise.all([pdfLib(), signPdf()]);
  const doc = await PDFDocument.load(pdf);
  doc.registerFontkit(await pdfFontkit());
  const font = await doc.embedFont(fonts.regular, { subset: true });
  const page = doc.getPages()[doc.getPageCount() - 1];
  const signer = commonName(options.certificate);
  const at = new Date(options.at);
  page.drawRectangle({ ...STAMP, borderColor: rgb(0.1, 0.3, 0.6), borderWidth: 1 });
  const lines = ['Elektroniniu būdu antspauduota', signer, at.toISOString().replace('T', ' ').slice(0, 19) + ' UTC'];
  lines.forEach((line, i) => page.drawText(line, { x: STAMP.x + 6, y: STAMP.y + STAMP.height - 12 - i * 12, size: 8, font, color: rgb(0.1, 0.3, 0.6) }));
  pdflibAddPlaceholder({
    pdfPage: page,
    reason: options.reason,
    contactInfo: '',
    name: signer,
    location: 'Lietuva',
    signingTime: at,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    widgetRect: [STAMP.x, STAMP.y, STAMP.x + STAMP.width, STAMP.y + STAMP.height],
    appName: 'Registras',
  });
  const prepared = await doc.save({ useObjectStreams: false });
  // the CMS over the byte range @signpdf leaves for it
  const cms = new (class extends Signer {
    override async sign(pdfBuffer: Buffer): Promise<Buffer> {
      return cmsSignature(pdfBuffer, options.certificate, options.privateKey);
    }
  })();
  return new SignPdf().sign(Buffer.from(prepared), cms, at);
}
