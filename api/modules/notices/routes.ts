/** The notices API, under /api and /sav. Thin handlers over app.notices. */
import type { FastifyInstance } from 'fastify';
import { getNotice, listItemNotices, listReceivedNotices } from '../../../src/domain/contracts/notices.js';
import { contractRoute } from '../../lib/contract-route.js';
import { FAMILIES } from '../items/families.js';

const splitCsv = (v: string | undefined) => (v ? v.split(',').filter(Boolean) : undefined);

export default async function noticeRoutes(app: FastifyInstance) {
  contractRoute(app, listReceivedNotices, {
    access: { authenticated: true },
    handler: async ({ user, query }) => app.notices.received(user, { page: query.page, pageSize: query.pageSize, kind: splitCsv(query.kind) }),
  });

  // the received-notice page is an open route (spec §2.1, §2.3): the token is the secret
  contractRoute(app, getNotice, { access: { public: true }, handler: async (request) => app.notices.byToken(request.params.token) });

  // one route per catalogue family: {base}/documents/:id/notices, /requests/:id/notices, /certificates/:id/notices
  for (const family of FAMILIES) {
    contractRoute(app, listItemNotices(family), {
      access: { authenticated: true },
      handler: async ({ user, params }) => ({ items: await app.notices.ofDocument(user, params.id, family) }),
    });
  }
}
