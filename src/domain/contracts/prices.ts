/**
 * The price list (table service_price) on the parametrai page: the fee of each priced type,
 * changed by an administrator, audited, in effect for the next order (api/modules/admin/prices.ts).
 * Which types are priced is the price list's rows; a fee is changed here, not added or removed
 * (adding one adds a payment step to the type's lifecycle).
 */
import { defineEndpoint } from './endpoint.js';
import { itemsOf } from './shared.js';

const tags = ['admin'];

const price = {
  type: 'object',
  additionalProperties: false,
  properties: { type_id: { type: 'string' }, amount_cents: { type: 'integer' }, currency: { type: 'string' }, updated_at: { type: 'string' } },
  required: ['type_id', 'amount_cents', 'currency', 'updated_at'],
} as const;

export const listPrices = defineEndpoint({
  method: 'GET',
  path: '/admin/parametrai/kainos',
  tags,
  summary: 'The fees of the priced types',
  responses: { 200: itemsOf(price) },
});

export const setPrice = defineEndpoint({
  method: 'PUT',
  path: '/admin/parametrai/kainos/:typeId',
  tags,
  summary: "Changes a priced type's fee (euro cents, at least 1; 404 for a type without a fee); audited with before and after",
  params: {
    type: 'object',
    properties: { typeId: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$' } },
    required: ['typeId'],
    additionalProperties: false,
  },
  body: {
    type: 'object',
    properties: { amount_cents: { type: 'integer', minimum: 1, maximum: 100_000_000 } },
    required: ['amount_cents'],
    additionalProperties: false,
  },
  responses: { 200: price },
});
