/** Envelopes of the self-service objects API (params, query, bodies, responses). */
import { nullableText, pageProperties, paged } from '../../lib/schemas.js';
import { OBJECT_KINDS, PURPOSES } from './kinds.js';
import { SELF_SERVICE_ACTIONS } from './policy.js';

export const listQuery = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...OBJECT_KINDS] },
    purpose: { type: 'string', enum: [...PURPOSES], default: 'salis' },
    ...pageProperties,
  },
  required: ['kind'],
  additionalProperties: false,
} as const;

export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 9007199254740991 } },
  required: ['id'],
  additionalProperties: false,
} as const;

/** Every action but viewing, which is the GET. */
export const actionParams = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
    action: { type: 'string', enum: SELF_SERVICE_ACTIONS.filter((a) => a !== 'perziureti') },
  },
  required: ['id', 'action'],
  additionalProperties: false,
} as const;

export const actionBody = {
  type: ['object', 'null'],
  properties: { form: { type: 'object', additionalProperties: true } },
  additionalProperties: false,
} as const;

const factView = { type: ['object', 'null'], properties: { at: { type: 'string' }, byName: { type: 'string' } } } as const;

const listItemProperties = {
  id: { type: 'integer' },
  kind: { type: 'string', enum: [...OBJECT_KINDS] },
  type: { type: 'string' },
  status: { type: 'string' },
  version: { type: 'integer' },
  registryNumber: nullableText,
  registeredAt: nullableText,
  roles: { type: 'array', items: { type: 'string' } },
  parties: { type: 'array', items: { type: 'object', properties: { role: { type: 'string' }, name: { type: 'string' } } } },
  endDate: nullableText,
  facts: { type: 'object', properties: { repurchaseWish: factView, noAutoDeregistration: factView } },
  allowedActions: { type: 'array', items: { type: 'string' } },
} as const;

export const listResponse = paged({ type: 'object', properties: listItemProperties });

export const viewResponse = {
  type: 'object',
  properties: {
    ...listItemProperties,
    schemaVersion: { type: 'string' },
    data: { type: 'object', additionalProperties: true },
    own: { type: 'boolean' },
    noticeKind: { type: 'string' },
    entry: { type: ['object', 'null'], properties: { id: { type: 'integer' }, registryNumber: nullableText } },
    basis: { type: ['object', 'null'], additionalProperties: true },
    changeableSections: { type: 'array', items: { type: 'string' } },
    openNotices: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: ['integer', 'null'] }, noticeKind: { type: 'string' }, status: { type: 'string' }, own: { type: 'boolean' } } },
    },
  },
} as const;

export const actionResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: { type: 'string' },
    version: { type: 'integer' },
    allowedActions: { type: 'array', items: { type: 'string' } },
    created: { type: ['object', 'null'], properties: { id: { type: 'integer' }, version: { type: 'integer' } } },
  },
} as const;

/** PUT /objects/:id/data: the sections to replace (null removes an optional one). */
export const dataBody = {
  type: 'object',
  properties: { data: { type: 'object', additionalProperties: true } },
  required: ['data'],
  additionalProperties: false,
} as const;

export const dataResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    version: { type: 'integer' },
    issues: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
} as const;
