/**
 * The price list (table service_price) on the parametrai page: the fee of each priced type,
 * changed by an administrator, audited, in effect for the next order (api/modules/admin/prices.ts).
 * Which types are priced is the price list's rows; a fee is changed here, not added or removed
 * (adding one adds a payment step to the type's lifecycle). A fee is switched off and on with
 * an audited reason (decision 0133): while off, the type is free (no payment step, no price).
 */
import { tagged } from './endpoint.js';
import { auditReason, itemsOf, nullableText, typeCode } from './shared.js';
import { exact } from './shapes.js';

const api = tagged(['admin']);

const price = exact({
  type_id: { type: 'string' },
  amount_cents: { type: 'integer' },
  currency: { type: 'string' },
  updated_at: { type: 'string' },
  /** false: switched off, the type is free while it is */
  enabled: { type: 'boolean' },
  /** the last switch's reason and time (null: never switched) */
  switch_reason: nullableText,
  switched_at: nullableText,
});

const typeParams = exact({ typeId: typeCode });

export const listPrices = api.get('/admin/parametrai/kainos', 'The fees of the priced types', { responses: { 200: itemsOf(price) } });

export const setPrice = api.put(
  '/admin/parametrai/kainos/:typeId',
  "Changes a priced type's fee (euro cents, at least 1; 404 for a type without a fee); audited with before and after",
  { params: typeParams, body: exact({ amount_cents: { type: 'integer', minimum: 1, maximum: 100_000_000 } }), responses: { 200: price } },
);

export const switchPrice = api.put(
  '/admin/parametrai/kainos/:typeId/ijungta',
  "Switches a priced type's fee on or off with a reason (off: the type is free until switched on; 404 for a type without a fee); audited with before, after and the reason",
  { params: typeParams, body: exact({ enabled: { type: 'boolean' }, reason: auditReason }), responses: { 200: price } },
);
