/**
 * The lifecycle API, under /api and /sav, for each catalogue family ({base}/documents/:id/…,
 * {base}/requests/:id/…, {base}/certificates/:id/…): one function registers a family's routes.
 * Change and termination notices are documents' only (requests on legal facts have their own
 * termination and deregistration request types). Thin handlers over app.lifecycles[family].
 */
import type { FastifyInstance } from 'fastify';
import {
  actOnItem,
  getHistory,
  getLifecycle,
  getSignature,
  getSignatureContainer,
  getVersion,
  replaceBasis,
  startChange,
} from '../../../src/domain/contracts/lifecycle.js';
import { answerApproval, listWaitingApprovals } from '../../../src/domain/contracts/approval.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { expectedVersion } from '../../lib/if-match.js';
import { FAMILIES, type Family } from '../items/families.js';
import { ASICE_MIMETYPE } from '../signing/asic.js';

const signedIn = { authenticated: true } as const;

/** The status-action, registrui-view, history, version and signature routes of one family. */
export function itemLifecycleRoutes(app: FastifyInstance, family: Family) {
  const service = () => app.lifecycles[family];

  contractRoute(app, actOnItem(family), {
    access: signedIn,
    handler: async (request, reply) => {
      const { id, action } = request.params;
      const version = expectedVersion(request);
      const result = await service().act(request.user, id, action, version, request.body?.form ?? {}, originOf(request));
      return reply.header('etag', `"${result.version}"`).send(result);
    },
  });

  contractRoute(app, getLifecycle(family), {
    access: signedIn,
    handler: async (request, reply) => {
      const view = await service().view(request.user, request.params.id);
      return reply.header('etag', `"${view.version}"`).send(view);
    },
  });

  contractRoute(app, getHistory(family), { access: signedIn, handler: async ({ user, params }) => service().history(user, params.id) });

  contractRoute(app, getVersion(family), { access: signedIn, handler: async ({ user, params }) => service().version(user, params.id, params.version) });

  contractRoute(app, getSignature(family), { access: signedIn, handler: async ({ user, params }) => service().signature(user, params.id) });

  contractRoute(app, getSignatureContainer(family), {
    access: signedIn,
    handler: async ({ user, params }, reply) => {
      const container = await service().container(user, params.id);
      return reply
        .header('content-type', ASICE_MIMETYPE)
        .header('content-disposition', `attachment; filename="${CONTAINER_NAME[family]}-${params.id}.asice"`)
        .send(container);
    },
  });
}

/** The file name of a signed container: dokumentas-7.asice, prasymas-8.asice, pazyma-9.asice. */
const CONTAINER_NAME: Record<Family, string> = { documents: 'dokumentas', requests: 'prasymas', certificates: 'pazyma' };

export default async function lifecycleRoutes(app: FastifyInstance) {
  for (const family of FAMILIES) itemLifecycleRoutes(app, family);

  contractRoute(app, startChange, {
    access: signedIn,
    handler: async (request, reply) => {
      const { kind, pagrindas } = request.body;
      const saved = await app.lifecycles.documents.createChange(request.user, request.params.id, kind, pagrindas, originOf(request));
      return reply.code(201).header('etag', `"${saved.version}"`).send(saved);
    },
  });

  contractRoute(app, listWaitingApprovals, { access: signedIn, handler: async ({ user }) => ({ items: await app.partyApproval.waiting(user) }) });

  contractRoute(app, answerApproval, {
    access: signedIn,
    handler: async (request) => {
      const { decision, reason } = request.body;
      const row = await app.partyApproval.answer(request.user, request.params.id, {
        confirm: decision === 'patvirtinti',
        reason: reason ?? null,
        origin: originOf(request),
      });
      return { id: row.id, status: row.status, version: row.version };
    },
  });

  contractRoute(app, replaceBasis, {
    access: signedIn,
    handler: async (request, reply) => {
      const version = expectedVersion(request);
      const saved = await app.lifecycles.documents.updateBasis(request.user, request.params.id, version, request.body.pagrindas, originOf(request));
      return reply.header('etag', `"${saved.version}"`).send(saved);
    },
  });
}
