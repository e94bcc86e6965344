/** The self-service objects API, portal only (/sav). Thin handlers over app.selfService. */
import type { FastifyInstance } from 'fastify';
import { actOnObject, changeObjectData, getObject, listObjects } from '../../../src/domain/contracts/self-service.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { expectedVersion } from '../../lib/if-match.js';

const objects = { feature: 'selfServiceObjects' } as const;

export default async function selfServiceRoutes(app: FastifyInstance) {
  contractRoute(app, listObjects, { access: objects, handler: async ({ user, query }) => app.selfService.list(user, query) });

  contractRoute(app, getObject, {
    access: objects,
    handler: async (request, reply) => {
      const view = await app.selfService.get(request.user, request.params.id);
      return reply.header('etag', `"${view.version}"`).send(view);
    },
  });

  contractRoute(app, actOnObject, {
    access: objects,
    handler: async (request, reply) => {
      const { id, action } = request.params;
      const version = expectedVersion(request);
      const result = await app.selfService.act(request.user, id, action, version, request.body?.form ?? {}, originOf(request));
      return reply.header('etag', `"${result.version}"`).send(result);
    },
  });

  contractRoute(app, changeObjectData, {
    access: objects,
    handler: async (request, reply) => {
      const result = await app.selfService.changeData(request.user, request.params.id, expectedVersion(request), request.body.data, originOf(request));
      return reply.header('etag', `"${result.version}"`).send(result);
    },
  });
}
