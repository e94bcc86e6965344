/**
 * The notices API (api/modules/notices): the notices a user received, one notice by its
 * token (the received-notice page), and who was informed about an item.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { NOTICE_STATUSES } from '../notices/content.js';
import type { Family } from '../schema/vocabulary.js';
import { tagged } from './endpoint.js';
import { idParams, nullableText, paged, pageQuery } from './shared.js';
import { exact } from './shapes.js';

const api = tagged(['notices']);

/** One received notice in a list (GET /notices, and the dashboard's latest notices). */
export const receivedNotice = exact({
  id: { type: 'integer' },
  token: { type: 'string' },
  kind: { type: 'string', enum: NOTICE_STATUSES },
  createdAt: { type: 'string' },
  documentId: { type: 'integer' },
  documentType: { type: 'string' },
  noticeKind: { type: 'string' },
  registryNumber: nullableText,
});
export type ReceivedNotice = FromSchema<typeof receivedNotice>;

export const listReceivedNotices = api.get('/notices', 'Notices the user received (newest first), paged', {
  query: pageQuery({ kind: { type: 'string', maxLength: 100, pattern: '^[a-z_,]*$' } }),
  responses: { 200: paged(receivedNotice) },
});

export const getNotice = api.get('/notices/:token', 'One received notice by its token (/gautas-pranesimas/{token})', {
  params: exact({ token: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } }),
  responses: {
    200: exact({
      token: { type: 'string' },
      kind: { type: 'string', enum: NOTICE_STATUSES },
      channel: { type: 'string' },
      recipientName: { type: 'string' },
      createdAt: { type: 'string' },
      // what the decision says: its shape is NoticeContent (src/domain/notices/content.ts), stored as JSON
      content: { type: 'object', additionalProperties: true },
    }),
  },
});

/** One notice sent about an item (the informavimas tab). */
export const sentNotice = exact({
  id: { type: 'integer' },
  kind: { type: 'string' },
  channel: { type: 'string', enum: ['sistema', 'el_pastas'] },
  journalStatus: { type: 'string', enum: ['suformuotas', 'nesuformuotas', 'pateiktas'] },
  recipientName: { type: 'string' },
  recipientEmail: nullableText,
  createdAt: { type: 'string' },
  deliveredAt: nullableText,
});
export type SentNotice = FromSchema<typeof sentNotice>;

/** Who was informed about an item of the family: GET {base}/documents/:id/notices, /requests/:id/notices, /certificates/:id/notices. */
export const listItemNotices = <const F extends Family>(family: F) =>
  api.get(`/${family}/:id/notices`, 'Who was informed about the item (informavimas tab): channel and journal status of each notice', {
    params: idParams,
    responses: { 200: exact({ items: { type: 'array', items: sentNotice } }) },
  });
