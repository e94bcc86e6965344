/**
 * Classifier routes. Administration (/api/admin/klasifikatoriai, feature adminClassifiers,
 * workplace only) and the current values a form offers (any signed-in user, both faces);
 * contracts: src/domain/contracts/classifiers.ts.
 */
import type { FastifyInstance } from 'fastify';
import {
  addClassifierValue,
  getClassifierNames,
  getClassifierOptions,
  listClassifiers,
  listClassifierValues,
  updateClassifierValue,
} from '../../../src/domain/contracts/classifiers.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';

const admin = { feature: 'adminClassifiers' } as const;

export async function classifierAdminRoutes(app: FastifyInstance) {
  const s = app.classifiers;
  contractRoute(app, listClassifiers, { access: admin, handler: async () => s.list() });
  contractRoute(app, listClassifierValues, { access: admin, handler: async ({ params, query }) => s.values(params.classifier, query) });
  contractRoute(app, addClassifierValue, {
    access: admin,
    handler: async (request) => s.add(request.user, request.params.classifier, request.body, originOf(request)),
  });
  contractRoute(app, updateClassifierValue, {
    access: admin,
    handler: async (request) => s.update(request.user, request.params.classifier, request.params.id, request.body, originOf(request)),
  });
}

export async function classifierOptionRoutes(app: FastifyInstance) {
  const signedIn = { authenticated: true } as const;
  contractRoute(app, getClassifierOptions, { access: signedIn, handler: async ({ params }) => app.classifiers.options(params.classifier) });
  contractRoute(app, getClassifierNames, { access: signedIn, handler: async ({ params }) => app.classifiers.names(params.classifier) });
}
