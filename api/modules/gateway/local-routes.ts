/**
 * The gateway stand-in's own page, under each API base: GET {base}/gateway/login lists the
 * demo people; the form posts back to POST {base}/gateway/login, which redirects (303) to
 * the same origin's /ipasas?enc=…&xid=… — same origin, so the CSP's form-action 'self'
 * allows it. Registered only while the stand-in is the configured gateway.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors.js';
import { apiFaceOf } from '../auth/face.js';
import { renderLoginPage } from './local/page.js';

const publicAccess = { access: { public: true } } as const;
const XID = '^[A-Za-z0-9._:-]{1,200}$';

export default async function localGatewayRoutes(app: FastifyInstance) {
  const gateway = app.localGateway;
  if (!gateway) return;

  // HTML forms post application/x-www-form-urlencoded; only this plugin's routes accept it
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/gateway/login',
    {
      config: publicAccess,
      schema: {
        tags: ['gateway stand-in'],
        summary: 'The local stand-in of the e-government gateway: pick a demo person (HTML)',
        querystring: { type: 'object', properties: { xid: { type: 'string', pattern: XID } }, additionalProperties: false },
      },
    },
    async (request, reply) => {
      const { xid } = request.query as { xid?: string };
      const html = renderLoginPage({ identities: await gateway.directory(), action: `${app.prefix}/gateway/login`, xid: xid ?? null, face: apiFaceOf(request) });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );

  app.post(
    '/gateway/login',
    {
      config: publicAccess,
      schema: {
        tags: ['gateway stand-in'],
        summary: 'Issues a signed, two-minute, single-use assertion for the chosen person and returns the browser to /ipasas (303)',
        consumes: ['application/x-www-form-urlencoded'],
        body: {
          type: 'object',
          properties: { identity: { type: 'string', minLength: 1, maxLength: 50 }, xid: { type: 'string', pattern: XID } },
          required: ['identity'],
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const { identity, xid } = request.body as { identity: string; xid?: string };
      const enc = await gateway.issue(identity, apiFaceOf(request), xid ?? null);
      if (!enc) throw badRequest('errors.gateway_unknown_identity');
      const query = new URLSearchParams({ enc, ...(xid ? { xid } : {}) });
      return reply.header('cache-control', 'no-store').redirect(`/ipasas?${query.toString()}`, 303);
    },
  );
}
