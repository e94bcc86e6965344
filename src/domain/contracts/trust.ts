/**
 * The administration section `pas-tvarkymas` (workplace only): the registry's sealing
 * certificate, and the trusted-issuers list — the CA certificates a signature's certificate
 * must be issued by (api/modules/signing/pki).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { tagged } from './endpoint.js';
import { errorBody, idParams, itemsOf } from './shared.js';
import { exact } from './shapes.js';

const api = tagged(['signing']);

export const trustedIssuer = exact({
  id: { type: 'integer' },
  name: { type: 'string', description: 'the CA certificate subject' },
  fingerprint: { type: 'string', description: 'SHA-256 (hex) of the certificate' },
  notBefore: { type: 'string' },
  notAfter: { type: 'string' },
  active: { type: 'boolean', description: 'signatures chaining to it are accepted' },
  testPki: { type: 'boolean', description: "the local test PKI's root (demo mode)" },
  addedAt: { type: 'string' },
});

/** The registry's sealing certificate (the signing provider's). */
export const sealCertificate = exact({
  subject: { type: 'string' },
  issuer: { type: 'string' },
  serial: { type: 'string', description: 'the serial number, hex' },
  notBefore: { type: 'string' },
  notAfter: { type: 'string' },
  fingerprint: { type: 'string', description: 'SHA-256 (hex) of the certificate' },
});
export type SealCertificate = FromSchema<typeof sealCertificate>;

export const getSealCertificate = api.get('/pas-tvarkymas/seal', "The registry's sealing certificate (certificates, extracts and acts are sealed with it)", {
  responses: { 200: sealCertificate },
});

export const listTrustedIssuers = api.get('/pas-tvarkymas/trusted-issuers', 'The trusted certificate issuers', { responses: { 200: itemsOf(trustedIssuer) } });

export const addTrustedIssuer = api.post(
  '/pas-tvarkymas/trusted-issuers',
  'Trusts a CA certificate (PEM or base64 DER); one already listed is answered as it is',
  { body: exact({ certificate: { type: 'string', minLength: 1, maxLength: 20000 } }), responses: { 201: trustedIssuer, 422: errorBody } },
);

export const setTrustedIssuerActive = api.put('/pas-tvarkymas/trusted-issuers/:id', 'Trusts an issuer again, or no longer', {
  params: idParams,
  body: exact({ active: { type: 'boolean' } }),
  responses: { 200: trustedIssuer, 404: errorBody },
});
