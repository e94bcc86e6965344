/**
 * External sign-in of both faces (spec §2.1 /ipasas, §7 POST ipasas): the browser starts at
 * GET {base}/ipasas/start, the gateway returns it to /ipasas?enc=…&xid=…, and the page posts
 * the assertion to POST {base}/ipasas?xid=… to get a session of the face the base belongs to.
 */
import type { FastifyInstance } from 'fastify';
import { gatewaySignIn, startGatewaySignIn } from '../../../src/domain/contracts/gateway.js';
import { routeBaseOf } from '../../lib/api-bases.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { apiFaceOf } from '../auth/face.js';

const publicAccess = { public: true } as const;

export default async function gatewayRoutes(app: FastifyInstance) {
  contractRoute(app, startGatewaySignIn, {
    access: publicAccess,
    handler: async (request, reply) => reply.redirect(app.gateway.startUrl(apiFaceOf(request), routeBaseOf(request), request.query.xid ?? null), 302),
  });

  contractRoute(app, gatewaySignIn, {
    access: publicAccess,
    handler: async (request) => app.gatewayService.signIn(request.body.enc, apiFaceOf(request), request.query.xid ?? null, originOf(request)),
  });
}
