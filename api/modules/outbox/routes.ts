/** The outbox's administration routes (/api/admin/siuntimo-administravimas); contracts: src/domain/contracts/outbox.ts. */
import type { FastifyInstance } from 'fastify';
import { getOutboxMessage, listMailbox, listOutbox, resendOutboxMessage } from '../../../src/domain/contracts/outbox.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';

const access = { feature: 'adminSendingAdministration' } as const;

export default async function outboxRoutes(app: FastifyInstance) {
  const s = app.outbox;
  contractRoute(app, listOutbox, { access, handler: async ({ query }) => s.list(query) });
  contractRoute(app, listMailbox, { access, handler: async ({ query }) => s.mailbox(query.page, query.pageSize) });
  contractRoute(app, getOutboxMessage, { access, handler: async ({ params }) => s.detail(params.id) });
  contractRoute(app, resendOutboxMessage, { access, handler: async (request) => s.resend(request.user, request.params.id, originOf(request)) });
}
