/**
 * GET {base}/central-site: where the central self-service site is (CENTRAL_SITE_URL, or the
 * path of the built-in stand-in), so the browser calls menu.do and footer.do and sends the
 * user to its home and session-expired page without a setting of its own.
 */
import type { FastifyInstance } from 'fastify';

export default async function centralSiteRoutes(app: FastifyInstance, opts: { url: string }) {
  app.get(
    '/central-site',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['system'],
        summary: 'The central self-service site: an http(s) base address or a path on this host (its stand-in)',
        response: { 200: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'], additionalProperties: false } },
      },
    },
    async (_request, reply) => {
      // a setting: may be cached briefly, but a changed deployment must show within minutes
      reply.header('cache-control', 'public, max-age=300');
      return { url: opts.url };
    },
  );
}
