/**
 * Extracts (api/modules/extracts): generating an extract of a registered entry, its PDF,
 * the public verification page's answers (/patikra/{code}: by code, and of an uploaded PDF),
 * the price and description of a search or extract kind (spec §3 "Search-info"), and the
 * portal's paid extract orders with the customer centre's approval.
 */
import { tagged } from './endpoint.js';
import { cartItemView } from './cart.js';
import { idParams, itemsOf, nullableText } from './shared.js';
import { exact } from './shapes.js';

/** A verification code: four groups of four characters of Crockford's base32. */
export const VERIFICATION_CODE = '^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$';

/** The largest PDF the verification page checks (extracts are far smaller). */
export const MAX_CHECKED_PDF_BYTES = 512 * 1024;

/** The kinds `POST /paieska/info` answers (api/modules/extracts/kinds.ts). */
export const SEARCH_INFO_KINDS = ['israsas', 'paieska-juridinis', 'paieska-fizinis', 'paieska-turtas', 'paieska-kodas'] as const;

const api = tagged(['extracts']);

/** One generated extract as its holder sees it. */
export const extractView = exact({
  id: { type: 'integer' },
  kodas: { type: 'string' },
  objektasId: { type: 'integer' },
  registroNr: nullableText,
  sha256: { type: 'string' },
  suformuota: { type: 'string' },
  saugomaIki: { type: 'string' },
  /** false once the keeping period is over (the PDF answers 410) */
  prieinamas: { type: 'boolean' },
  failoVardas: { type: 'string' },
  dydis: { type: 'integer' },
});

/** A sealed PDF's seal and its certificate, read from the file's signature (api/modules/signing/pdf-seal.ts). */
export const pdfSealView = exact({
  /** the signature checks over the whole file, by a trusted, unrevoked certificate valid when sealed */
  galioja: { type: 'boolean' },
  /** why not (lifecycle.signature.<reason>), or null */
  priezastis: nullableText,
  /** the signer's common name */
  pasirase: { type: 'string' },
  laikas: nullableText,
  subjektas: { type: 'string' },
  isdavejas: { type: 'string' },
  /** the certificate's serial number, hex */
  serijosNr: { type: 'string' },
  galiojaNuo: { type: 'string' },
  galiojaIki: { type: 'string' },
  /** issued by an active trusted issuer (pas-tvarkymas) */
  patikimas: { type: 'boolean' },
  atsauktas: { type: 'boolean' },
});

/** What the verification page says about a code (and, when a PDF was given, about that file). */
export const verificationView = exact({
  kodas: { type: 'string' },
  /** the extract is the registry's (its seal verifies) and — when a PDF was given — the PDF is exactly the certified one */
  autentiskas: { type: 'boolean' },
  /** why not authentic: a seal fault (lifecycle.signature.<reason>) or `content_differs`; null when authentic */
  priezastis: nullableText,
  /** SHA-256 (hex) of the PDF the extract certified */
  sha256: { type: 'string' },
  /** SHA-256 of the PDF given, when one was given */
  pateiktoSha256: nullableText,
  registroNr: nullableText,
  suformuota: { type: 'string' },
  saugomaIki: { type: 'string' },
  /** the registry's copy of the PDF is still kept */
  failasSaugomas: { type: 'boolean' },
  antspaudas: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { pasirase: { type: 'string' }, laikas: { type: 'string' } },
    required: ['pasirase', 'laikas'],
  },
  /** the seal of the PDF (the one given, else the registry's kept copy) as read from the file's own signature; null when there is no such PDF or it carries no seal */
  antspaudoSertifikatas: { ...pdfSealView, type: ['object', 'null'] },
});

const codeParams = exact({ code: { type: 'string', pattern: VERIFICATION_CODE } });

const entryBody = exact({ documentId: { type: 'integer', minimum: 1 } });

export const generateExtract = api.post(
  '/extracts',
  'Generates a sealed extract (PDF) of a registered entry the user may read (404 unknown or unreadable, 409 not registered)',
  { body: entryBody, responses: { 201: extractView } },
);

export const listExtracts = api.get('/extracts', 'The extracts the user generated (workplace) or was issued (portal), newest first', {
  responses: { 200: itemsOf(extractView) },
});

export const getExtractPdf = api.get('/extracts/:id/pdf', "The extract's PDF while it is kept (404 not the user's, 410 no longer kept)", {
  params: idParams,
  responses: {},
});

export const getVerification = api.get(
  '/patikra/:code',
  'Public: is the extract with this code authentic, and the SHA-256 of what it certified (404 unknown code)',
  { params: codeParams, responses: { 200: verificationView } },
);

export const checkExtractPdf = api.post(
  '/patikra/:code',
  'Public: is this PDF (base64) exactly the extract with this code? Checked by its bytes (404 unknown code, 400 not a PDF or too large)',
  {
    params: codeParams,
    body: exact({ pdf: { type: 'string', minLength: 8, maxLength: Math.ceil(MAX_CHECKED_PDF_BYTES / 3) * 4, pattern: '^[A-Za-z0-9+/]*={0,2}$' } }),
    responses: { 200: verificationView },
  },
);

export const searchInfo = api.post('/paieska/info', 'The price, title and description of a search or extract kind (price list: api/modules/cart)', {
  body: exact({ rusis: { type: 'string', enum: SEARCH_INFO_KINDS } }),
  responses: {
    200: exact({
      /** euros, e.g. 4.5 */
      kaina: { type: 'number' },
      pavadinimas: { type: 'string' },
      apie_save: { type: 'string' },
    }),
  },
});

// ── the portal's paid extract orders and the customer centre's approval

export const orderExtract = api.post(
  '/extract-orders',
  'Portal: puts an extract of a registered entry the user may read into the cart at its price (404 unreadable, 409 not registered)',
  { body: entryBody, responses: { 201: cartItemView } },
);

export const approvalView = exact({
  id: { type: 'integer' },
  objektasId: { type: 'integer' },
  registroNr: nullableText,
  tipas: { type: 'string' },
  uzsakovas: { type: 'string' },
  apmoketa: { type: 'string' },
  amountCents: { type: 'integer' },
  currency: { type: 'string' },
});

export const listApprovals = api.get('/extract-orders', 'Customer centre: paid extract orders waiting to be checked and signed, oldest payment first', {
  responses: { 200: itemsOf(approvalView) },
});

export const approveOrder = api.post(
  '/extract-orders/:id/sign',
  'Customer centre: signs a paid order — the extract is generated, sealed and sent to the citizen (once: 409 when not waiting)',
  { params: idParams, responses: { 200: extractView } },
);
