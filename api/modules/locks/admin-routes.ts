/**
 * Administrators' lock calls (workplace only): list the active locks and take one over.
 * A takeover is audited (`lock.takeover`, with the previous holder and the reason).
 */
import type { FastifyInstance } from 'fastify';
import { listLocks, takeOverCertificate, takeOverDocument, takeOverRequest } from '../../../src/domain/contracts/locks.js';
import { originOf, type AuditOrigin } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import type { SessionUser } from '../../plugins/access.js';
import type { ItemKind } from '../items/families.js';

const administrator = { roles: ['AD_administratorius'] } as const;

export default async function lockAdminRoutes(app: FastifyInstance) {
  contractRoute(app, listLocks, { access: administrator, handler: async ({ user }) => ({ items: await app.locks.listActive(user) }) });

  const takeover = async (user: SessionUser, origin: AuditOrigin, kind: ItemKind, id: number, reason: string | undefined) => ({
    lock: await app.locks.takeover(user, kind, id, reason ?? null, origin),
  });

  contractRoute(app, takeOverDocument, {
    access: administrator,
    handler: async (request) => takeover(request.user, originOf(request), 'document', request.body.obj_id, request.body.reason),
  });
  contractRoute(app, takeOverRequest, {
    access: administrator,
    handler: async (request) => takeover(request.user, originOf(request), 'request', request.body.pra_id, request.body.reason),
  });
  contractRoute(app, takeOverCertificate, {
    access: administrator,
    handler: async (request) => takeover(request.user, originOf(request), 'certificate', request.body.paz_id, request.body.reason),
  });
}
