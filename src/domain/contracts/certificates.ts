/**
 * Certificates' own endpoints (api/modules/certificate-issue; the orders themselves are
 * catalogue items under {base}/certificates): the issued PDF, the user's issued
 * certificates, the applicant as the register knows the user, the user's land plots.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { tagged } from './endpoint.js';
import { itemsOf } from './shared.js';
import { exact } from './shapes.js';

const idParams = exact({ id: { type: 'integer', minimum: 1 } });

const issuedCertificate = exact({
  id: { type: 'integer' },
  type: { type: 'string' },
  number: { type: 'string' },
  issuedAt: { type: 'string' },
  keepUntil: { type: 'string' },
  /** false once the keeping period is over (the download answers 410) */
  available: { type: 'boolean' },
  fileName: { type: 'string' },
  size: { type: 'integer' },
});
export type IssuedCertificate = FromSchema<typeof issuedCertificate>;

const issuedResponse = itemsOf(issuedCertificate);

const landPlot = exact({
  unikalusNr: { type: 'string' },
  kadastroNr: { type: 'string' },
  savivaldybe: { type: 'string' },
  adresas: { type: 'string' },
  plotasHa: { type: 'string' },
  plotasM2: { type: 'integer' },
  paskirtis: { enum: ['zemes_ukio', 'misku_ukio', 'kita'] },
  dalis: { type: 'string' },
});
export type LandPlotView = FromSchema<typeof landPlot>;

const landPlotsResponse = itemsOf(landPlot);

const applicantResponse = exact({
  pareiskejas: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: {
      asmensTipas: { enum: ['fizinis', 'juridinis'] },
      vardas: { type: 'string' },
      pavarde: { type: 'string' },
      asmensKodas: { type: 'string' },
      pavadinimas: { type: 'string' },
      jaKodas: { type: 'string' },
    },
  },
});

const api = tagged(['certificates']);

/** The PDF itself (a file: no JSON answer). */
export const getCertificatePdf = api.get(
  '/certificates/:id/pdf',
  'The issued certificate as PDF (owner only: 404 otherwise; 409 not issued yet; 410 past its keeping period)',
  { params: idParams, responses: {} },
);

export const listIssuedCertificates = api.get('/certificate-pdfs', "The user's issued certificates, newest first (the /dokumentai list)", {
  responses: { 200: issuedResponse },
});

export const getCertificateApplicant = api.get(
  '/certificate-applicant',
  "The order's applicant as the register knows the user (a person, or the company they act for): prefills pareiskejas",
  { responses: { 200: applicantResponse } },
);

export const listLandPlots = api.get('/land-plots', 'The land plots the user (or the company they act for) holds, from the land register', {
  responses: { 200: landPlotsResponse },
});
