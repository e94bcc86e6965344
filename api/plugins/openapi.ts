/** The OpenAPI document, generated from the route schemas, browsable at /api/docs. */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import pkg from '../../package.json' with { type: 'json' };
import { xmlMediaTransform } from '../modules/xml/openapi-media.js';

export default fp(
  async function openapiPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Registry workplace and self-service API',
          description: 'Workplace routes are under /api, self-service portal routes under /sav (spec §7).',
          version: pkg.version,
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      // the items routes that also speak XML: one media entry per content type, with examples
      transform: xmlMediaTransform(app),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'openapi' },
);
