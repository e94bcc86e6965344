/**
 * External sign-in of both faces (spec §2.1 /ipasas, §7 POST ipasas): the browser starts at
 * GET {base}/ipasas/start, the gateway returns it to /ipasas?enc=…&xid=…, and the page posts
 * the assertion to POST {base}/ipasas?xid=… to get a session of the face the base belongs to.
 */
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../lib/audit.js';
import { apiFaceOf } from '../auth/face.js';
import { signInResponseSchema } from '../auth/schemas.js';

const publicAccess = { access: { public: true } } as const;
const xidQuery = {
  type: 'object',
  properties: { xid: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,200}$', description: 'Central self-service session id, handed back untouched' } },
  additionalProperties: false,
} as const;

export default async function gatewayRoutes(app: FastifyInstance) {
  app.get(
    '/ipasas/start',
    {
      config: publicAccess,
      schema: { tags: ['auth'], summary: 'Sends the browser to the e-government gateway (302)', querystring: xidQuery },
    },
    async (request, reply) => {
      const { xid } = request.query as { xid?: string };
      return reply.redirect(app.gateway.startUrl(apiFaceOf(request), app.prefix, xid ?? null), 302);
    },
  );

  app.post(
    '/ipasas',
    {
      config: publicAccess,
      schema: {
        tags: ['auth'],
        summary: "Signs in with the gateway's assertion (enc). 401 errors.gateway_assertion_invalid / _expired, 403 errors.gateway_unknown_user",
        security: [],
        querystring: xidQuery,
        body: {
          type: 'object',
          properties: { enc: { type: 'string', minLength: 1, maxLength: 8192 } },
          required: ['enc'],
          additionalProperties: false,
        },
        response: {
          200: {
            ...signInResponseSchema,
            properties: { naudotojas: signInResponseSchema.properties.naudotojas, roles: signInResponseSchema.properties.roles, pirmas_prisijungimas: { type: 'boolean' } },
          },
        },
      },
    },
    async (request) => {
      const { enc } = request.body as { enc: string };
      const { xid } = request.query as { xid?: string };
      return app.gatewayService.signIn(enc, apiFaceOf(request), xid ?? null, originOf(request));
    },
  );
}
