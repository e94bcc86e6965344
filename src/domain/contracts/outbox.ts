/**
 * The notice outbox (api/modules/outbox), workplace only (/api/admin/siuntimo-administravimas),
 * for administrators (adminSendingAdministration): every notice sent to a person with its
 * delivery state, a row's detail, resending a failed e-mail, and the mailbox of the built-in
 * local SMTP sink.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { tagged } from './endpoint.js';
import { idParams, nullableText, paged, pageQuery, sortDirection } from './shared.js';
import { exact } from './shapes.js';

const api = tagged(['outbox']);

/** suformuotas (formed, waiting for the sender) → pateiktas (delivered), or nepateiktas (failed for good). */
export const OUTBOX_STATES = ['suformuotas', 'pateiktas', 'nepateiktas'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
export const OUTBOX_CHANNELS = ['sistema', 'el_pastas'] as const;
export const OUTBOX_SORTS = ['created_at', 'updated_at', 'state', 'attempts', 'id'] as const;
export type OutboxSort = (typeof OUTBOX_SORTS)[number];

const base = '/admin/siuntimo-administravimas';

const rowProperties = {
  id: { type: 'integer' },
  noticeId: { type: 'integer' },
  documentId: { type: 'integer' },
  /** the notice's kind: iregistruotas, grazintas, atmestas, israsas, … */
  kind: { type: 'string' },
  channel: { type: 'string', enum: OUTBOX_CHANNELS },
  state: { type: 'string', enum: OUTBOX_STATES },
  recipientName: { type: 'string' },
  /** the e-mail address, or the person's name for a notice delivered in the application */
  recipient: { type: 'string' },
  attempts: { type: 'integer' },
  nextAttemptAt: nullableText,
  lastError: nullableText,
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  deliveredAt: nullableText,
} as const;
const outboxRow = exact(rowProperties);
export type OutboxRow = FromSchema<typeof outboxRow>;

const outboxDetail = exact({
  ...rowProperties,
  /** what is sent: the e-mail's subject and text (e-mail), or the notice's content (in the application) */
  payload: exact({ subject: { type: 'string' }, text: { type: 'string' }, content: { type: 'object', additionalProperties: true } }),
});
export type OutboxMessage = FromSchema<typeof outboxDetail>;

export const listOutbox = api.get(base, 'Notices sent to people with their delivery state, newest first by default', {
  query: pageQuery({
    state: { type: 'string', enum: OUTBOX_STATES },
    channel: { type: 'string', enum: OUTBOX_CHANNELS },
    sort: { type: 'string', enum: OUTBOX_SORTS, default: 'created_at' },
    direction: sortDirection('desc'),
  }),
  responses: { 200: paged(outboxRow) },
});

export const getOutboxMessage = api.get(
  `${base}/:id`,
  "One row: what is sent (payload), its attempts and the last failure's reason; 404 errors.outbox_not_found",
  { params: idParams, responses: { 200: outboxDetail } },
);

export const resendOutboxMessage = api.post(
  `${base}/:id/resend`,
  'Forms a failed e-mail again and tries it at once (audited); answers the row after the attempt. 409 errors.outbox_not_failed when the row has not failed',
  { params: idParams, responses: { 200: outboxDetail } },
);

const sinkMessage = exact({
  id: { type: 'integer' },
  receivedAt: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  subject: { type: 'string' },
  text: { type: 'string' },
});

export const listMailbox = api.get(
  `${base}/pasto-dezute`,
  "The mailbox of the built-in local SMTP sink (the demo's mail server), newest first; empty when a real SMTP server is configured",
  { query: pageQuery(), responses: { 200: paged(sinkMessage) } },
);
