/** The requests module's own routes, under /api and /sav (the items themselves: api/modules/documents). */
import type { FastifyInstance } from 'fastify';

const lookupQuery = {
  type: 'object',
  properties: {
    country: { type: 'string', pattern: '^[A-Z]{2}$' },
    code: { type: 'string', minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9/ .-]+$' },
  },
  required: ['country', 'code'],
  additionalProperties: false,
} as const;

const entityResponse = {
  type: 'object',
  properties: { country: { type: 'string' }, code: { type: 'string' }, name: { type: 'string' }, address: { type: ['string', 'null'] } },
  required: ['country', 'code', 'name', 'address'],
} as const;

export default async function requestRoutes(app: FastifyInstance) {
  app.get(
    '/legal-entities',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['requests'],
        summary: "A foreign legal entity by country (ISO alpha-2) and its home register's code; 404 errors.foreign_legal_entity_not_found tells the user to e-mail the registry",
        querystring: lookupQuery,
        response: { 200: entityResponse },
      },
    },
    async (request) => {
      const { country, code } = request.query as { country: string; code: string };
      return app.requests.findForeignEntity(country, code);
    },
  );
}
