/** Route envelopes of the lifecycle API (forms and bases are validated by forms.ts). */
import { ACTIONS, STATUSES } from '../../../src/domain/lifecycle/statuses.js';
import { CHANGE_KINDS } from '../../../src/domain/lifecycle/notice-kinds.js';
import { fieldErrorSchema } from '../../lib/schemas.js';

const id = { type: 'integer', minimum: 1, maximum: 9007199254740991 } as const;

export const idParams = { type: 'object', properties: { id }, required: ['id'], additionalProperties: false } as const;

export const actionParams = {
  type: 'object',
  properties: { id, action: { type: 'string', enum: [...ACTIONS] } },
  required: ['id', 'action'],
  additionalProperties: false,
} as const;

export const versionParams = {
  type: 'object',
  properties: { id, version: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id', 'version'],
  additionalProperties: false,
} as const;

export const actionBody = {
  type: 'object',
  properties: { form: { type: 'object' } },
  additionalProperties: false,
} as const;

const basis = { type: 'object' } as const;

export const changeBody = {
  type: 'object',
  properties: { kind: { type: 'string', enum: [...CHANGE_KINDS] }, pagrindas: basis },
  required: ['kind', 'pagrindas'],
  additionalProperties: false,
} as const;

export const basisBody = { type: 'object', properties: { pagrindas: basis }, required: ['pagrindas'], additionalProperties: false } as const;

const signing = {
  type: ['object', 'null'],
  properties: {
    type: { type: 'string' },
    transactionId: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'signed', 'failed', 'cancelled'] },
    provider: { type: 'string' },
    signerName: { type: 'string' },
    itemVersion: { type: 'integer' },
    digest: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    signedAt: { type: ['string', 'null'] },
    cancelledAt: { type: ['string', 'null'] },
    coversCurrentData: { type: 'boolean' },
  },
} as const;

const text = { type: ['string', 'null'] } as const;
const actionList = { type: 'array', items: { type: 'string', enum: [...ACTIONS] } } as const;

export const actionResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', enum: [...STATUSES] },
    version: { type: 'integer' },
    allowedActions: actionList,
    issues: { type: 'array', items: fieldErrorSchema },
    registryNumber: text,
    signing,
  },
  required: ['id', 'status', 'version', 'allowedActions', 'issues', 'registryNumber', 'signing'],
} as const;

export const viewResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', enum: [...STATUSES] },
    version: { type: 'integer' },
    noticeKind: { type: 'string' },
    entry: { type: ['object', 'null'], properties: { documentId: { type: 'integer' }, registryNumber: text } },
    basis: { type: ['object', 'null'], additionalProperties: true },
    registryNumber: text,
    registeredAt: text,
    registeredVersion: { type: ['integer', 'null'] },
    transferredAt: text,
    decisionDeadline: text,
    returnedAt: text,
    correctionDeadline: text,
    allowedActions: actionList,
    actions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          action: { type: 'string' },
          confirmKey: { type: 'string' },
          form: { type: 'string' },
          criticalKey: text,
          missedDeadlineReasonRequired: { type: 'boolean' },
        },
      },
    },
    /** notices the user may start on this registered entry (POST …/changes with this kind) */
    entryActions: { type: 'array', items: { type: 'string', enum: [...CHANGE_KINDS] } },
    defaults: { type: 'object', additionalProperties: { type: 'object', additionalProperties: true } },
    checks: { type: 'array', items: fieldErrorSchema },
    signing,
  },
  required: ['id', 'status', 'version', 'allowedActions', 'actions', 'entryActions', 'checks', 'signing'],
} as const;

export const historyResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    registeredVersion: { type: ['integer', 'null'] },
    versions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          version: { type: 'integer' },
          status: { type: 'string' },
          action: { type: 'string' },
          schemaVersion: { type: 'string' },
          registryNumber: text,
          registered: { type: 'boolean' },
          at: { type: 'string' },
          actorName: text,
        },
      },
    },
    events: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          at: { type: 'string' },
          action: { type: 'string' },
          actorName: text,
          fromState: text,
          toState: text,
          reason: text,
          form: { type: ['object', 'null'], additionalProperties: true },
        },
      },
    },
    changes: {
      type: 'array',
      items: {
        type: 'object',
        properties: { documentId: { type: 'integer' }, noticeKind: { type: 'string' }, status: { type: 'string' }, registryNumber: text, registeredAt: text, createdAt: { type: 'string' } },
      },
    },
    entry: { type: ['object', 'null'], properties: { documentId: { type: 'integer' }, registryNumber: text } },
  },
  required: ['id', 'versions', 'events', 'changes', 'entry'],
} as const;

export const versionResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    version: { type: 'integer' },
    status: { type: 'string' },
    action: { type: 'string' },
    schemaVersion: { type: 'string' },
    registryNumber: text,
    registered: { type: 'boolean' },
    at: { type: 'string' },
    actorName: text,
    data: { type: 'object', additionalProperties: true },
  },
  required: ['id', 'version', 'status', 'data'],
} as const;

export const savedResponse = { type: 'object', properties: { id: { type: 'integer' }, version: { type: 'integer' } }, required: ['id', 'version'] } as const;

export const signatureResponse = { type: 'object', properties: { signing }, required: ['signing'] } as const;
