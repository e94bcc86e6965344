/** Route envelopes of the documents API (the data itself is checked by the catalogue validator). */
import { ACTIONS, STATUSES } from '../../../src/domain/lifecycle/statuses.js';
import { csvCodes, fieldErrorSchema as issue, pageProperties, paged } from '../../lib/schemas.js';
import { lockResponse } from '../locks/schemas.js';


export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 9007199254740991 } },
  required: ['id'],
  additionalProperties: false,
} as const;

export const createBody = {
  type: 'object',
  properties: {
    type: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$' },
    data: { type: 'object' },
  },
  required: ['type', 'data'],
  additionalProperties: false,
} as const;

export const updateBody = {
  type: 'object',
  properties: { data: { type: 'object' } },
  required: ['data'],
  additionalProperties: false,
} as const;

export { ifMatchHeaders } from '../../lib/if-match.js';

export const savedResponse = {
  type: 'object',
  properties: { id: { type: 'integer' }, version: { type: 'integer' }, issues: { type: 'array', items: issue } },
  required: ['id', 'version', 'issues'],
} as const;

export const documentResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string' },
    status: { type: 'string', enum: [...STATUSES] },
    version: { type: 'integer' },
    schemaVersion: { type: 'string' },
    data: { type: 'object', additionalProperties: true },
    checkErrors: { type: 'array', items: issue },
    allowedActions: { type: 'array', items: { type: 'string', enum: [...ACTIONS] } },
    editable: { type: 'boolean' },
    lock: lockResponse.properties.lock,
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
  required: ['id', 'type', 'status', 'version', 'schemaVersion', 'data', 'checkErrors', 'allowedActions', 'editable', 'lock'],
} as const;

/**
 * documentResponse without `data`: GET serialises these fields with it and splices in the
 * data, which is stored as JSON text (api/modules/documents/routes.ts).
 */
export const documentHead = (() => {
  const { data: _data, ...properties } = documentResponse.properties;
  return { ...documentResponse, properties, required: documentResponse.required.filter((k) => k !== 'data') };
})();

const csv = csvCodes;

export const listQuery = {
  type: 'object',
  properties: {
    ...pageProperties,
    sort: { type: 'string', enum: ['updated_at', 'created_at', 'id', 'status', 'type_id'], default: 'updated_at' },
    direction: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    status: csv,
    type: csv,
  },
  additionalProperties: false,
} as const;

/** The parties a list row shows (debtors, creditors, …). */
export const partySummaries = {
  type: 'array',
  items: { type: 'object', properties: { role: { type: 'string' }, name: { type: 'string' }, code: { type: ['string', 'null'] } } },
} as const;

export const listResponse = paged({
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string' },
    status: { type: 'string' },
    version: { type: 'integer' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    parties: partySummaries,
  },
});
