/**
 * The lock calls of spec §7 under /api and /sav. Refreshing a lock is not user activity:
 * `extendsSession: false`, so an open page that keeps its lock alive does not keep an idle
 * session alive either.
 */
import type { FastifyInstance } from 'fastify';
import { lockCertificate, lockDocument, lockRequest } from '../../../src/domain/contracts/locks.js';
import { contractRoute } from '../../lib/contract-route.js';
import type { SessionUser } from '../../plugins/access.js';
import type { ItemKind } from '../items/families.js';

const route = { access: { authenticated: true }, extendsSession: false } as const;

export default async function lockRoutes(app: FastifyInstance) {
  /** `lock: true` takes or refreshes the item's lock; `lock: false` releases it (without an id: every lock of the session). */
  const lockOrRelease = async (user: SessionUser, kind: ItemKind, lock: boolean, id: number | null | undefined) => ({
    lock: lock && typeof id === 'number' ? await app.locks.lock(user, kind, id) : await app.locks.unlock(user, kind, id ?? null),
  });

  contractRoute(app, lockDocument, { ...route, handler: async ({ user, body }) => lockOrRelease(user, 'document', body.lock, body.obj_id) });
  contractRoute(app, lockRequest, { ...route, handler: async ({ user, body }) => lockOrRelease(user, 'request', body.lock, body.pra_id) });
  contractRoute(app, lockCertificate, { ...route, handler: async ({ user, body }) => lockOrRelease(user, 'certificate', body.lock, body.paz_id) });
}
