/**
 * Adds `meta.message` to the answer of a successful write the user should be told about
 * (the table: api/lib/success-messages.ts), so routes need no wiring of their own. Only JSON
 * objects without a meta element of their own are touched; refusals (4xx/5xx) never are.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { clientRouteUrl } from '../lib/api-bases.js';
import { successMessageFor } from '../lib/success-messages.js';

export default fp(
  async function successMessage(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
      if (typeof payload !== 'string' || !payload.startsWith('{')) return payload;
      const entry = successMessageFor(request.method, clientRouteUrl(request) ?? '');
      if (!entry) return payload;
      const body = JSON.parse(payload) as Record<string, unknown>;
      if ('meta' in body) return payload;
      return JSON.stringify({ ...body, meta: entry.meta((request.params ?? {}) as Record<string, unknown>, body) });
    });
  },
  { name: 'success-message' },
);
