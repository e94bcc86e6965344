/** GET naudojimo-sutartis and POST naudotojas/sutikimas (spec §7), under /api and /sav. */
import type { FastifyInstance } from 'fastify';
import { getTerms, giveConsent } from '../../../src/domain/contracts/consent.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';

export default async function consentRoutes(app: FastifyInstance) {
  // the consent page is an open route: the terms are public text
  contractRoute(app, getTerms, { access: { public: true }, handler: async () => app.consentService.terms() });

  contractRoute(app, giveConsent, {
    access: { authenticated: true },
    handler: async (request) => app.consentService.record(request.user, request.body, originOf(request)),
  });
}
