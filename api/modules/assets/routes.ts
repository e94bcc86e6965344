/** The asset routes of the workplace (/api): the CSV upload into a draft and the lookups' state (contracts: src/domain/contracts/assets.ts). */
import type { FastifyInstance } from 'fastify';
import { listAssetChecks, uploadAssets } from '../../../src/domain/contracts/assets.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { expectedVersion } from '../../lib/if-match.js';

const signedIn = { authenticated: true } as const;

export default async function assetRoutes(app: FastifyInstance) {
  contractRoute(app, uploadAssets, {
    access: signedIn,
    handler: async (request, reply) => {
      const version = expectedVersion(request);
      const bytes = Buffer.from(request.body.csv, 'base64');
      const result = await app.assets.upload(request.user, request.params.id, version, request.body.rusis, bytes, originOf(request));
      return reply.code(201).send(result);
    },
  });

  contractRoute(app, listAssetChecks, {
    access: signedIn,
    // the tab polls this while lookups wait: polling is not the user's activity
    extendsSession: false,
    handler: async ({ user, params, query }) => app.assets.checks(user, params.id, query.rusis),
  });
}
