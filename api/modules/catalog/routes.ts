/**
 * GET {base}/catalog, GET {base}/catalog/:id and POST {base}/catalog/:id/validate, for
 * signed-in users; the module of a type published in the studio, open (contracts: src/domain/contracts/catalog.ts). Document data is validated
 * by the shared catalogue validator, never by Fastify's route validator (which would coerce
 * or strip).
 */
import type { FastifyInstance } from 'fastify';
import { getCatalogType, getPublishedTypeModule, listCatalog, validateCatalogData } from '../../../src/domain/contracts/catalog.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { contractRoute } from '../../lib/contract-route.js';
import { notFound, unprocessable } from '../../lib/errors.js';

const signedIn = { authenticated: true } as const;

export default async function catalogRoutes(app: FastifyInstance) {
  // Open, like the XSDs: a page imports it same-origin, and an import() carries no bearer token.
  contractRoute(app, getPublishedTypeModule, {
    access: { public: true },
    handler: async (request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(await app.studio.publishedModule(request.params.id, request.params.schemaVersion)),
  });

  contractRoute(app, listCatalog, { access: signedIn, handler: async () => app.catalog.list() });

  contractRoute(app, getCatalogType, {
    access: signedIn,
    handler: async (request) => {
      const type = app.catalog.get(request.params.id);
      if (!type) throw notFound('errors.catalog_type_not_found');
      return type;
    },
  });

  contractRoute(app, validateCatalogData, {
    access: signedIn,
    handler: async (request) => {
      const today = registryDate(app.clock.now());
      const errors = app.catalog.validate(request.params.id, request.body, { today });
      if (errors.length > 0) throw unprocessable(errors);
      return { errors: await app.catalog.runBusinessChecks(request.params.id, request.body, { user: request.user, today }) };
    },
  });
}
