/**
 * The gateway stand-in's own page, under each API base: GET {base}/gateway/login lists the
 * demo people; the form posts back to POST {base}/gateway/login, which redirects (303) to
 * the same origin's /ipasas?enc=…&xid=… — same origin, so the CSP's form-action 'self'
 * allows it. Registered only while the stand-in is the configured gateway.
 */
import type { FastifyInstance } from 'fastify';
import { standInIssue, standInLoginPage } from '../../../src/domain/contracts/gateway.js';
import { contractRoute } from '../../lib/contract-route.js';
import { routeBaseOf } from '../../lib/api-bases.js';
import { badRequest } from '../../lib/errors.js';
import { apiFaceOf } from '../auth/face.js';
import { renderLoginPage } from './local/page.js';

const publicAccess = { public: true } as const;

export default async function localGatewayRoutes(app: FastifyInstance) {
  const gateway = app.localGateway;
  if (!gateway) return;

  // HTML forms post application/x-www-form-urlencoded; only this plugin's routes accept it
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  contractRoute(app, standInLoginPage, {
    access: publicAccess,
    handler: async (request, reply) => {
      const { xid } = request.query;
      const html = renderLoginPage({
        identities: await gateway.directory(),
        action: `${routeBaseOf(request)}/gateway/login`,
        xid: xid ?? null,
        face: apiFaceOf(request),
      });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  });

  contractRoute(app, standInIssue, {
    access: publicAccess,
    handler: async (request, reply) => {
      const { identity, xid } = request.body;
      const enc = await gateway.issue(identity, apiFaceOf(request), xid ?? null);
      if (!enc) throw badRequest('errors.gateway_unknown_identity');
      const query = new URLSearchParams({ enc, ...(xid ? { xid } : {}) });
      return reply.header('cache-control', 'no-store').redirect(`/ipasas?${query.toString()}`, 303);
    },
  });
}
