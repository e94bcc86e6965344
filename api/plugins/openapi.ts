/**
 * The OpenAPI document, generated from the route schemas, browsable at /api/docs. Nothing of it
 * loads at start (decisions 0161, 0175): the app only notes each route it adds. The first
 * request under /api/docs (or `app.openapiDocument()`) makes a small Fastify of its own with
 * @fastify/swagger (and its yaml), the noted routes added again there without handlers' work,
 * and Swagger UI; the routes here forward to it. It is closed with the app.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import pkg from '../../package.json' with { type: 'json' };
import { servedUrls } from '../lib/api-bases.js';
import { once } from '../lib/lazy.js';

const DOCS = '/api/docs';
/** Headers of the UI's answer that belong to its own connection, not to the forwarded one. */
const HOP_BY_HOP = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of every route (the one /api/docs/json serves). */
    openapiDocument(): Promise<Record<string, unknown>>;
  }
}

/** The route as the document needs it; HEAD routes (Fastify's own) and the docs' forwarders are left out. */
const documented = (route: RouteOptions) => route.method !== 'HEAD' && route.url !== DOCS && !route.url.startsWith(`${DOCS}/`);

/** The docs server over `routes` (the app's, as added), made at its first use and closed when `app` closes. */
function docsServer(app: FastifyInstance, routes: readonly RouteOptions[]) {
  let made: FastifyInstance | undefined;
  app.addHook('onClose', async () => {
    await made?.close();
  });
  return once(async () => {
    const { default: swagger } = await import('@fastify/swagger');
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    const { xmlMediaTransform } = await import('../modules/xml/openapi-media.js');
    const docs = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
    made = docs;
    // the routes are here only to be described: nothing is validated or serialised
    docs.setValidatorCompiler(() => () => true);
    docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
    await docs.register(swagger, {
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
    const answerNothing = async () => undefined;
    // a route answering under both API bases is described under each (api/lib/api-bases.ts)
    for (const route of routes)
      for (const url of servedUrls(route))
        docs.route({ method: route.method, url, schema: route.schema, config: route.config, exposeHeadRoute: false, handler: answerNothing });
    await docs.register(swaggerUi, { routePrefix: DOCS, staticCSP: false });
    await docs.ready();
    return docs;
  });
}

export default fp(
  async function openapiPlugin(app: FastifyInstance) {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      if (documented(route)) routes.push(route);
    });
    const docs = docsServer(app, routes);
    app.decorate('openapiDocument', async () => (await docs()).swagger() as unknown as Record<string, unknown>);
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await (await docs()).inject({ method: 'GET', url: request.url, headers: request.headers });
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) reply.header(name, value);
      reply.code(answer.statusCode);
      return answer.rawPayload.length ? reply.send(answer.rawPayload) : reply.send();
    };
    app.get(DOCS, { schema: { hide: true } }, forward);
    app.get(`${DOCS}/*`, { schema: { hide: true } }, forward);
  },
  { name: 'openapi' },
);
