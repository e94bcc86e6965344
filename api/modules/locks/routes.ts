/**
 * The lock calls of spec §7 under /api and /sav. Refreshing a lock is not user activity:
 * `extendsSession: false`, so an open page that keeps its lock alive does not keep an idle
 * session alive either.
 */
import type { FastifyInstance } from 'fastify';
import { LOCK_ENDPOINTS, lockBody, lockResponse } from './schemas.js';

export default async function lockRoutes(app: FastifyInstance) {
  for (const { path, kind, idField, what } of LOCK_ENDPOINTS) {
    app.post(
      path,
      {
        config: { access: { authenticated: true }, extendsSession: false },
        schema: {
          tags: ['locks'],
          summary: `Locks (lock: true; re-send every 50 s) or releases (lock: false) ${what}; answers who holds it. 404 invisible item, 403 may not act on it. Does not extend the idle session.`,
          body: lockBody(idField),
          response: { 200: lockResponse },
        },
      },
      async (request) => {
        const body = request.body as Record<string, number | boolean | null | undefined>;
        const id = typeof body[idField] === 'number' ? (body[idField] as number) : null;
        const lock = body.lock === true ? await app.locks.lock(request.user!, kind, id!) : await app.locks.unlock(request.user!, kind, id);
        return { lock };
      },
    );
  }
}
