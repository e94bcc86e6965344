/** POST {base}/change-language (spec §7): the signed-in user's language. */
import type { FastifyInstance } from 'fastify';
import { changeLanguage } from '../../../src/domain/contracts/language.js';
import { contractRoute } from '../../lib/contract-route.js';

export default async function languageRoutes(app: FastifyInstance) {
  contractRoute(app, changeLanguage, {
    access: { authenticated: true },
    handler: async (request) => app.languageService.change(request.user, request.body.language),
  });
}
