/** GET /sav/ntr-registry/:registryNumber — the open page of a registered NTR entry (public); contract: src/domain/contracts/ntr-registry.ts. */
import type { FastifyInstance } from 'fastify';
import { getNtrRegistryEntry } from '../../../src/domain/contracts/ntr-registry.js';
import { contractRoute } from '../../lib/contract-route.js';

export default async function ntrRegistryRoutes(app: FastifyInstance) {
  // open route (spec §2.3): a link to an entry works without signing in; public facts only
  contractRoute(app, getNtrRegistryEntry, {
    access: { public: true },
    handler: async (request) => app.ntrRegistryService.entry(request.params.registryNumber),
  });
}
