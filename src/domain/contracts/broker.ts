/**
 * The registry broker (api/modules/broker, decision 0099), workplace only, for administrators
 * (adminBroker, adminRegisters): the summary per system and state (/admin/broker), every
 * message with its state, attempts, last error and payload (/admin/broker-list), retrying a
 * message and moving one out of the dead letter, the registers and their connections
 * (/admin/registrai); in the demo mode also the stand-ins' failure switch and the NTR
 * stand-in's asset change (which sends KTPR notices through the inbox).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { BROKER_DIRECTIONS, BROKER_STATES, BROKER_SYSTEMS, SERVED_REGISTERS } from '../broker/systems.js';
import { KTPR_CHANGES } from '../broker/ktpr.js';
import { tagged } from './endpoint.js';
import { idParams, nullableText, paged, pageQuery, sortDirection } from './shared.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['broker']);

export const BROKER_SORTS = ['created_at', 'updated_at', 'state', 'attempts', 'system', 'id'] as const;
export type BrokerSort = (typeof BROKER_SORTS)[number];

const system = { type: 'string', enum: BROKER_SYSTEMS } as const;
const state = { type: 'string', enum: BROKER_STATES } as const;

const messageProperties = {
  id: { type: 'integer' },
  direction: { type: 'string', enum: BROKER_DIRECTIONS },
  system,
  kind: { type: 'string' },
  messageId: { type: 'string' },
  state,
  attempts: { type: 'integer' },
  nextAttemptAt: nullableText,
  lastError: nullableText,
  documentId: { type: ['integer', 'null'] },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  deliveredAt: nullableText,
} as const;
const message = exact(messageProperties);
const messageDetail = exact({ ...messageProperties, payload: { type: 'object', additionalProperties: true } });

const base = '/admin/broker';

export const getBrokerSummary = api.get(base, 'How many messages each system has in each state, and each system’s connection state', {
  responses: {
    200: exact({
      counts: {
        type: 'array',
        items: exact({ system, direction: { type: 'string', enum: BROKER_DIRECTIONS }, state, count: { type: 'integer' } }),
      },
    }),
  },
});

export const listBrokerMessages = api.get(
  `${base}/messages`,
  'Every message exchanged with an external system, newest first by default; paged, sorted, filtered by system, direction and state',
  {
    query: pageQuery({
      system,
      direction: { type: 'string', enum: BROKER_DIRECTIONS },
      state,
      sort: { type: 'string', enum: BROKER_SORTS, default: 'created_at' },
      order: sortDirection('desc'),
    }),
    responses: { 200: paged(message) },
  },
);

export const getBrokerMessage = api.get(`${base}/messages/:id`, 'One message with its payload; 404 errors.broker_message_not_found', {
  params: idParams,
  responses: { 200: messageDetail },
});

export const retryBrokerMessage = api.post(
  `${base}/messages/:id/retry`,
  'Tries an outgoing message that failed (kartojamas or nepristatytas) at once, a dead one with its attempts counted from zero (audited); answers the message after the attempt. 409 errors.broker_not_retryable otherwise',
  { params: idParams, responses: { 200: messageDetail } },
);

export const requeueBrokerMessage = api.post(
  `${base}/messages/:id/requeue`,
  'Moves a dead message (nepristatytas) out of the dead letter: laukia, attempts from zero, for the next run of the worker (audited). 409 errors.broker_not_dead otherwise',
  { params: idParams, responses: { 200: messageDetail } },
);

const systemState = exact({
  system,
  /** the last attempt reached it (or nothing was tried yet) and its stand-in is not switched to fail */
  reachable: { type: 'boolean' },
  /** local: the demo mode's stand-in; none: no implementation, messages wait */
  implementation: { type: 'string', enum: ['local', 'none'] },
  failing: { type: 'boolean' },
  lastSuccessAt: nullableText,
  lastFailureAt: nullableText,
  lastError: nullableText,
  pending: { type: 'integer' },
  retrying: { type: 'integer' },
  dead: { type: 'integer' },
});
export type BrokerSystemState = FromSchema<typeof systemState>;

export const listRegisters = api.get(
  '/admin/registrai',
  'The registers the application serves and the external systems it exchanges messages with, each with its connection state',
  {
    responses: {
      200: exact({
        served: {
          type: 'array',
          items: exact({ register: { type: 'string', enum: SERVED_REGISTERS }, entries: { type: 'integer' }, lastRegisteredAt: nullableText }),
        },
        systems: { type: 'array', items: systemState },
      }),
    },
  },
);

export const setStandInFailing = api.put(
  `${base}/systems/:system/failing`,
  'Demo mode only: makes a system’s stand-in refuse (or accept again) every message, so failures are visible (audited); 404 outside the demo mode',
  { params: exact({ system }), body: exact({ failing: { type: 'boolean' } }), responses: { 200: systemState } },
);

export const simulateNtrChange = api.post(
  `${base}/systems/ntr/asset-change`,
  'Demo mode only: the NTR stand-in reports that a real-property unit changed; its KTPR message arrives through the broker inbox (a message id received again is not processed twice). Answers the inbox row and how many notices it made',
  {
    body: closedObject(
      {
        uniqueNumber: { type: 'string', minLength: 1, maxLength: 40 },
        change: { type: 'string', enum: KTPR_CHANGES },
        messageId: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' },
      },
      ['uniqueNumber', 'change'],
    ),
    responses: {
      200: exact({ message, duplicate: { type: 'boolean' }, notices: { type: 'integer' } }),
    },
  },
);
