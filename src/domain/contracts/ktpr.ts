/**
 * KTPR notices (api/modules/broker, decision 0101), workplace only: what the NTR side told the
 * register about an asset of one of its entries. Listed as the journal tab ktpr-pranesimai
 * (GET /journal?tab=ktpr-pranesimai, rows of `ktprItem`), opened and acknowledged here.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { KTPR_STATES } from '../broker/ktpr.js';
import { tagged } from './endpoint.js';
import { idParams, nullableText } from './shared.js';
import { exact } from './shapes.js';

const api = tagged(['ktpr']);

export const KTPR_SORTS = ['received_at', 'registry_number', 'id'] as const;

/** A row of the journal tab ktpr-pranesimai. */
export const ktprItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    documentId: { type: 'integer' },
    registryNumber: { type: 'string' },
    /** the NTR unique number of the real-property unit */
    uniqueNumber: { type: 'string' },
    /** what changed (src/domain/broker/ktpr.ts KTPR_CHANGES) */
    change: { type: 'string' },
    ktprState: { type: 'string', enum: KTPR_STATES },
    receivedAt: { type: 'string' },
    acknowledgedAt: nullableText,
    acknowledgedBy: nullableText,
  },
  // open (inside the journal's anyOf): `ktprState` tells this shape apart when serialising
  required: ['id', 'documentId', 'registryNumber', 'uniqueNumber', 'change', 'ktprState', 'receivedAt', 'acknowledgedAt', 'acknowledgedBy'],
} as const;
export type KtprItem = FromSchema<typeof ktprItem & { readonly additionalProperties: false }>;

const ktprDetail = exact({
  ...ktprItem.properties,
  /** the entry's catalogue type */
  documentType: { type: 'string' },
  /** the broker's inbox row the notice came with */
  brokerMessageId: { type: 'integer' },
  /** what the NTR said */
  content: { type: 'object', additionalProperties: true },
  /** the caller may acknowledge it (a registrar, and not yet acknowledged) */
  mayAcknowledge: { type: 'boolean' },
});

export const getKtprNotice = api.get('/ktpr-pranesimai/:id', 'One KTPR notice; 404 errors.ktpr_notice_not_found', {
  params: idParams,
  responses: { 200: ktprDetail },
});

export const acknowledgeKtprNotice = api.post(
  '/ktpr-pranesimai/:id/perskaityta',
  'A registrar acknowledges a KTPR notice (audited); 403 errors.ktpr_acknowledge_forbidden for other roles, 409 errors.ktpr_already_acknowledged',
  { params: idParams, responses: { 200: ktprDetail } },
);
