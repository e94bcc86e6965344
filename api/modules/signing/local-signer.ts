/**
 * The built-in signing provider, on the local test PKI (pki/): an ASiC-E container (asic.ts)
 * over the signed data object and its PDF rendering (rendition.ts), with a XAdES baseline B
 * signature (xades.ts) by the person's certificate (issued on first use); PDFs sealed with the
 * registry's seal certificate (pades.ts). Verification trusts nothing in the container but
 * what the trusted-issuers list and the CRL say (container-verify.ts).
 */
import { sign as cryptoSign } from 'node:crypto';
import { buildContainer, DATA_FILE, RENDITION_FILE } from './asic.js';
import { verifyContainer } from './container-verify.js';
import { sealPdf } from './pades.js';
import { personCredentials, sealCertificate, sealCredentials } from './pki/authority.js';
import { derOf } from './pki/x509.js';
import type { SigningProvider } from './provider.js';
import { renderSignedDataPdf } from './rendition.js';
import { buildXadesSignature, type SignedFile } from './xades.js';

const titleOf = (content: Buffer): string => {
  const parsed = JSON.parse(content.toString('utf8')) as { type?: unknown };
  return typeof parsed.type === 'string' ? `Pasirašyti duomenys: ${parsed.type}` : 'Pasirašyti duomenys';
};

/** Content that is a PDF already (a destruction act) is its own human-readable form. */
const isPdf = (content: Buffer): boolean => content.subarray(0, 5).toString('latin1') === '%PDF-';

export const localSigner: SigningProvider = {
  id: 'local',

  async sign(db, request) {
    const credentials = await personCredentials(db, request.signer, request.at);
    const files: SignedFile[] = isPdf(request.content)
      ? [{ name: RENDITION_FILE, mimeType: 'application/pdf', data: request.content }]
      : [
          { name: DATA_FILE, mimeType: 'application/json', data: request.content },
          { name: RENDITION_FILE, mimeType: 'application/pdf', data: await renderSignedDataPdf(request.content, request.at, titleOf(request.content)) },
        ];
    const xml = await buildXadesSignature({
      files,
      certificate: derOf(credentials.certificate),
      signedAt: request.at,
      sign: (bytes) => cryptoSign('sha256', bytes, { key: credentials.privateKey, dsaEncoding: 'ieee-p1363' }),
    });
    return buildContainer(files, xml, request.at);
  },

  async verify(db, container, now) {
    // the machine's date is not the application's (api/lib/clock.ts): the caller says what now is
    if (!now) throw new Error('localSigner.verify needs the current instant (app.signing.provider gives the clock)');
    const result = await verifyContainer(db, container, now);
    if (!result.valid) return result;
    // the signed data object, or the PDF when a PDF was signed as it is
    const content = result.files.get(DATA_FILE) ?? (result.files.size === 1 ? result.files.get(RENDITION_FILE) : undefined);
    if (!content || result.signers.length !== 1) return { valid: false, reason: 'malformed' };
    const [signer] = result.signers;
    return { valid: true, signerUserId: signer.userId, signerName: signer.name, signedAt: signer.signedAt, content, signer };
  },

  async sealPdf(db, request) {
    const { certificate, privateKey } = await sealCredentials(db, request.at);
    return sealPdf(request.pdf, { certificate, privateKey, at: request.at, reason: request.reason });
  },

  async sealCertificate(db, at) {
    return derOf(await sealCertificate(db, at));
  },
};
