/** The notices API, under /api and /sav. Thin handlers over app.notices. */
import type { FastifyInstance } from 'fastify';
import { nullableText, pageProperties, paged } from '../../lib/schemas.js';
import { FAMILIES, FAMILY_FACTS } from '../items/families.js';
import { NOTICE_STATUSES } from './notify.js';

const text = nullableText;

const listQuery = {
  type: 'object',
  properties: {
    ...pageProperties,
    kind: { type: 'string', maxLength: 100, pattern: '^[a-z_,]*$' },
  },
  additionalProperties: false,
} as const;

/** One received notice in a list (also the dashboard's recent notices). */
export const receivedNoticeItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    token: { type: 'string' },
    kind: { type: 'string', enum: [...NOTICE_STATUSES] },
    createdAt: { type: 'string' },
    documentId: { type: 'integer' },
    documentType: { type: 'string' },
    noticeKind: { type: 'string' },
    registryNumber: text,
  },
} as const;

const listResponse = paged(receivedNoticeItem);

const tokenParams = {
  type: 'object',
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } },
  required: ['token'],
  additionalProperties: false,
} as const;

const noticeResponse = {
  type: 'object',
  properties: {
    token: { type: 'string' },
    kind: { type: 'string', enum: [...NOTICE_STATUSES] },
    channel: { type: 'string' },
    recipientName: { type: 'string' },
    createdAt: { type: 'string' },
    content: { type: 'object', additionalProperties: true },
  },
  required: ['token', 'kind', 'channel', 'recipientName', 'createdAt', 'content'],
} as const;

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 9007199254740991 } },
  required: ['id'],
  additionalProperties: false,
} as const;

const documentNoticesResponse = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          kind: { type: 'string' },
          channel: { type: 'string', enum: ['sistema', 'el_pastas'] },
          journalStatus: { type: 'string', enum: ['suformuotas', 'nesuformuotas', 'pateiktas'] },
          recipientName: { type: 'string' },
          recipientEmail: text,
          createdAt: { type: 'string' },
          deliveredAt: text,
        },
      },
    },
  },
  required: ['items'],
} as const;

const tags = ['notices'];
const splitCsv = (v: string | undefined) => (v ? v.split(',').filter(Boolean) : undefined);

export default async function noticeRoutes(app: FastifyInstance) {
  app.get(
    '/notices',
    { config: { access: { authenticated: true } }, schema: { tags, summary: 'Notices the user received (newest first), paged', querystring: listQuery, response: { 200: listResponse } } },
    async (request) => {
      const q = request.query as { page: number; pageSize: number; kind?: string };
      return app.notices.received(request.user!, { page: q.page, pageSize: q.pageSize, kind: splitCsv(q.kind) });
    },
  );

  app.get(
    '/notices/:token',
    {
      // the received-notice page is an open route (spec §2.1, §2.3): the token is the secret
      config: { access: { public: true } },
      schema: { tags, summary: 'One received notice by its token (/gautas-pranesimas/{token})', params: tokenParams, response: { 200: noticeResponse } },
    },
    async (request) => app.notices.byToken((request.params as { token: string }).token),
  );

  // one route per catalogue family: {base}/documents/:id/notices, /requests/:id/notices, /certificates/:id/notices
  for (const family of FAMILIES) {
    app.get(
      `${FAMILY_FACTS[family].path}/:id/notices`,
      { config: { access: { authenticated: true } }, schema: { tags, summary: 'Who was informed about the item (informavimas tab): channel and journal status of each notice', params: idParams, response: { 200: documentNoticesResponse } } },
      async (request) => ({ items: await app.notices.ofDocument(request.user!, (request.params as { id: number }).id, family) }),
    );
  }
}
