/** User administration routes, workplace only (/api/acl), for administrators (feature adminRights); contracts: src/domain/contracts/acl.ts. */
import type { FastifyInstance } from 'fastify';
import { createUser, endUserSessions, getUser, listOffices, listUserSessions, listUsers, updateUser } from '../../../src/domain/contracts/acl.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';

const admins = { feature: 'adminRights' } as const;

export default async function aclRoutes(app: FastifyInstance) {
  contractRoute(app, listUsers, {
    access: admins,
    handler: async ({ query: { q, username, role, disabled, sort, order, limit, offset } }) =>
      app.aclService.list({ q, username, role, disabled, sort, order, limit, offset }),
  });

  contractRoute(app, createUser, {
    access: admins,
    handler: async (request) => app.aclService.create(request.user, request.body, originOf(request)),
  });

  contractRoute(app, getUser, { access: admins, handler: async (request) => app.aclService.get(request.params.id) });

  contractRoute(app, updateUser, {
    access: admins,
    handler: async (request) => app.aclService.update(request.user, request.params.id, request.body, originOf(request)),
  });

  contractRoute(app, listUserSessions, { access: admins, handler: async (request) => app.aclService.sessions(request.params.id) });

  contractRoute(app, endUserSessions, {
    access: admins,
    handler: async (request) => app.aclService.endSessions(request.user, request.params.id, request.body.sessionId, originOf(request)),
  });

  contractRoute(app, listOffices, { access: admins, handler: async () => app.aclService.offices() });
}
