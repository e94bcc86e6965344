/** Route envelopes of the lock API (spec §7: {obj_id|pra_id|paz_id, lock}). */
import type { ItemKind } from '../items/families.js';

/** The three lock calls of spec §7: path, item kind, and the name of the id in the body. */
export const LOCK_ENDPOINTS: readonly { path: string; kind: ItemKind; idField: string; what: string }[] = [
  { path: '/document-lock', kind: 'document', idField: 'obj_id', what: 'a document (mortgage, pledge, contract…)' },
  { path: '/ntrpaslaugos/document-lock', kind: 'request', idField: 'pra_id', what: 'a request on a legal fact' },
  { path: '/ntrpaslaugos/pazyma-lock', kind: 'certificate', idField: 'paz_id', what: 'a certificate' },
];

const itemId = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

/** `lock: true` needs the id; `lock: false` without an id (or with null) releases every lock of the session. */
export const lockBody = (idField: string) =>
  ({
    type: 'object',
    properties: { [idField]: { type: ['integer', 'null'], minimum: 1, maximum: Number.MAX_SAFE_INTEGER }, lock: { type: 'boolean' } },
    required: ['lock'],
    additionalProperties: false,
    if: { properties: { lock: { const: true } } },
    then: { required: [idField], properties: { [idField]: itemId } },
  }) as const;

export const takeoverBody = (idField: string) =>
  ({
    type: 'object',
    properties: { [idField]: itemId, reason: { type: 'string', minLength: 1, maxLength: 1000 } },
    required: [idField],
    additionalProperties: false,
  }) as const;

export const lockView = {
  type: 'object',
  properties: {
    holder: {
      type: 'object',
      properties: { userId: { type: 'integer' }, name: { type: 'string' } },
      required: ['userId', 'name'],
    },
    since: { type: 'string' },
    expiresAt: { type: 'string' },
    mine: { type: 'boolean' },
  },
  required: ['holder', 'since', 'expiresAt', 'mine'],
} as const;

/** `lock` is null when nobody holds the item. */
export const lockResponse = {
  type: 'object',
  properties: { lock: { anyOf: [{ type: 'null' }, lockView] } },
  required: ['lock'],
} as const;

export const activeLocksResponse = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: { kind: { type: 'string' }, id: { type: 'integer' }, ...lockView.properties },
        required: ['kind', 'id', ...lockView.required],
      },
    },
  },
  required: ['items'],
} as const;
