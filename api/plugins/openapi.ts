/**
 * The OpenAPI document, generated from the route schemas, browsable at /api/docs. Swagger UI
 * (its package, @fastify/static and their files) loads at the first request under /api/docs,
 * not at start: a small Fastify of its own serves it, sharing this app's document, and the
 * routes here forward to it (decision 0161); it is closed with the app.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import pkg from '../../package.json' with { type: 'json' };
import { once } from '../lib/lazy.js';
import { xmlMediaTransform } from '../modules/xml/openapi-media.js';

const DOCS = '/api/docs';
/** Headers of the UI's answer that belong to its own connection, not to the forwarded one. */
const HOP_BY_HOP = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/** The Swagger UI server over `app`'s document, made at its first use and closed when `app` closes. */
function swaggerUiServer(app: FastifyInstance) {
  let made: FastifyInstance | undefined;
  app.addHook('onClose', async () => {
    await made?.close();
  });
  return once(async () => {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    const ui = Fastify({ logger: false });
    made = ui;
    // the UI asks for @fastify/swagger: here it is the app's document
    await ui.register(fp(async (inner: FastifyInstance) => void inner.decorate('swagger', app.swagger.bind(app)), { name: '@fastify/swagger' }));
    await ui.register(swaggerUi, { routePrefix: DOCS, staticCSP: false });
    await ui.ready();
    return ui;
  });
}

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
    const ui = swaggerUiServer(app);
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await (await ui()).inject({ method: 'GET', url: request.url, headers: request.headers });
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) reply.header(name, value);
      reply.code(answer.statusCode);
      return answer.rawPayload.length ? reply.send(answer.rawPayload) : reply.send();
    };
    app.get(DOCS, { schema: { hide: true } }, forward);
    app.get(`${DOCS}/*`, { schema: { hide: true } }, forward);
  },
  { name: 'openapi' },
);
