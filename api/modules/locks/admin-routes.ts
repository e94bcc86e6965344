/**
 * Administrators' lock calls (workplace only): list the active locks and take one over.
 * A takeover is audited (`lock.takeover`, with the previous holder and the reason).
 */
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../lib/audit.js';
import { activeLocksResponse, LOCK_ENDPOINTS, lockResponse, takeoverBody } from './schemas.js';

const administrator = { access: { roles: ['AD_administratorius'] } } as const;

export default async function lockAdminRoutes(app: FastifyInstance) {
  app.get(
    '/locks',
    { config: administrator, schema: { tags: ['locks'], summary: 'Every active lock (administrator)', response: { 200: activeLocksResponse } } },
    async (request) => ({ items: await app.locks.listActive(request.user!) }),
  );

  for (const { path, kind, idField, what } of LOCK_ENDPOINTS) {
    app.post(
      `${path}/takeover`,
      {
        config: administrator,
        schema: {
          tags: ['locks'],
          summary: `Administrator takes over the lock of ${what}: the holder loses it; the administrator holds it, and when they may not act on the item anyone but the previous holder may take it at once. Audited. 404 when not locked.`,
          body: takeoverBody(idField),
          response: { 200: lockResponse },
        },
      },
      async (request) => {
        const body = request.body as Record<string, unknown> & { reason?: string };
        const lock = await app.locks.takeover(request.user!, kind, body[idField] as number, body.reason ?? null, originOf(request));
        return { lock };
      },
    );
  }
}
