/**
 * Archive destruction routes, workplace only (/api); contracts: src/domain/contracts/archive.ts.
 * Forming, sealing and running acts, holds and policies are the administrator's (features
 * archiveFormation, archiveAct); deciding is the archivist's (archiveArchivist, and the service
 * admits AR_archyvatorius only). An item's holds are shown to anyone who may see the item; a
 * restore is for the type's atkurimas roles (restore.ts decides).
 */
import type { FastifyInstance } from 'fastify';
import * as c from '../../../src/domain/contracts/archive.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { restoreEntry } from './restore.js';

const formation = { feature: 'archiveFormation' } as const;
const acting = { feature: 'archiveAct' } as const;
const archivist = { feature: 'archiveArchivist' } as const;
const admins = { roles: ['AD_administratorius'] } as const;

export default async function archiveRoutes(app: FastifyInstance) {
  contractRoute(app, c.listRetentionPolicies, { access: formation, handler: async () => ({ items: await app.archive.policies() }) });
  contractRoute(app, c.updateRetentionPolicy, {
    access: admins,
    handler: async (request) => ({
      items: await app.archive.updatePolicy(request.user, request.params.id, request.body.years, request.body.legalBasis, originOf(request)),
    }),
  });
  contractRoute(app, c.listDestructionCandidates, { access: formation, handler: async () => app.archive.candidates() });
  contractRoute(app, c.listDestructionActs, { access: formation, handler: async () => ({ items: await app.archive.acts() }) });
  contractRoute(app, c.formDestructionAct, {
    access: admins,
    handler: async (request) => app.archive.formAct(request.user, originOf(request)),
  });
  contractRoute(app, c.getDestructionAct, { access: formation, handler: async (request) => app.archive.act(request.params.id) });
  contractRoute(app, c.removeActItem, {
    access: admins,
    handler: async (request) => app.archive.removeItem(request.user, request.params.id, request.body.documentId, request.body.reason, originOf(request)),
  });
  contractRoute(app, c.sealDestructionAct, {
    access: admins,
    handler: async (request) => app.archive.seal(request.user, request.params.id, originOf(request)),
  });
  contractRoute(app, c.getDestructionActPdf, {
    access: acting,
    handler: async (request, reply) => {
      const { number, pdf } = await app.archive.pdf(request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
  contractRoute(app, c.approveDestructionAct, {
    access: archivist,
    handler: async (request) => app.archive.decide(request.user, request.params.id, 'patvirtinti', undefined, originOf(request)),
  });
  contractRoute(app, c.returnDestructionAct, {
    access: archivist,
    handler: async (request) => app.archive.decide(request.user, request.params.id, 'grazinti', request.body.reason, originOf(request)),
  });
  contractRoute(app, c.runDestructionAct, { access: admins, handler: async (request) => app.archive.run(request.user, request.params.id, originOf(request)) });
  contractRoute(app, c.listTombstones, { access: formation, handler: async () => ({ items: await app.archive.tombstones() }) });
  contractRoute(app, c.listItemHolds, {
    access: { authenticated: true },
    handler: async (request) => ({ items: await app.archive.holds(request.user, request.params.id) }),
  });
  contractRoute(app, c.setLegalHold, {
    access: admins,
    handler: async (request) => app.archive.setHold(request.user, request.body, originOf(request)),
  });
  contractRoute(app, c.restoreEntry, {
    access: { authenticated: true },
    handler: async (request) => restoreEntry(app, request.user, request.params.id, request.body.reason, originOf(request)),
  });
  contractRoute(app, c.liftLegalHold, {
    access: admins,
    handler: async (request) => app.archive.liftHold(request.user, request.params.id, request.body.reason, originOf(request)),
  });
}
