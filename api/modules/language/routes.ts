/** POST {base}/change-language (spec §7): the signed-in user's language. */
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '../../../src/domain/languages.js';

export default async function languageRoutes(app: FastifyInstance) {
  app.post(
    '/change-language',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['auth'],
        summary: "Records the signed-in user's language (lt or en)",
        body: {
          type: 'object',
          properties: { language: { type: 'string', enum: [...LANGUAGES] } },
          required: ['language'],
          additionalProperties: false,
        },
        response: {
          200: { type: 'object', properties: { language: { type: 'string', enum: [...LANGUAGES] } }, required: ['language'], additionalProperties: false },
        },
      },
    },
    async (request) => app.languageService.change(request.user!, (request.body as { language: Language }).language),
  );
}
