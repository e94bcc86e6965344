/** The requests module's own routes, under /api and /sav (the items themselves: api/modules/documents). */
import type { FastifyInstance } from 'fastify';
import { findForeignEntity } from '../../../src/domain/contracts/requests.js';
import { contractRoute } from '../../lib/contract-route.js';

export default async function requestRoutes(app: FastifyInstance) {
  contractRoute(app, findForeignEntity, {
    access: { authenticated: true },
    handler: async (request) => app.requests.findForeignEntity(request.query.country, request.query.code),
  });
}
