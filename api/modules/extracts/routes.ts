/**
 * The extracts' routes. On both faces: the verification page's answers (public) and the
 * search-info prices (public, spec §5 "POST /paieska/info | none"), the user's extracts and
 * their PDFs. Workplace only: generating an extract, the customer centre's approvals.
 * Portal only: ordering an extract (into the cart).
 */
import type { FastifyInstance } from 'fastify';
import {
  approveOrder,
  checkExtractPdf,
  generateExtract,
  getExtractPdf,
  getVerification,
  listApprovals,
  listExtracts,
  orderExtract,
  searchInfo,
} from '../../../src/domain/contracts/extracts.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';

const open = { public: true } as const;
const signedIn = { authenticated: true } as const;

/** Both faces. */
export default async function extractRoutes(app: FastifyInstance) {
  contractRoute(app, getVerification, { access: open, handler: async ({ params }) => app.extracts.verify(params.code) });
  contractRoute(app, checkExtractPdf, { access: open, handler: async ({ params, body }) => app.extracts.check(params.code, body.pdf) });
  contractRoute(app, searchInfo, { access: open, handler: async ({ body }) => app.extracts.info(body.rusis) });
  contractRoute(app, listExtracts, { access: signedIn, handler: async ({ user }) => ({ items: await app.extracts.list(user) }) });
  contractRoute(app, getExtractPdf, {
    access: signedIn,
    handler: async ({ user, params }, reply) => {
      const pdf = await app.extracts.pdf(user, params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(pdf.size))
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.stream);
    },
  });
}

/** Workplace (/api): generating, and the customer centre's approval of paid orders. */
export async function extractWorkplaceRoutes(app: FastifyInstance) {
  contractRoute(app, generateExtract, {
    access: signedIn,
    handler: async (request, reply) => reply.code(201).send(await app.extracts.generate(request.user, request.body.documentId, originOf(request))),
  });
  contractRoute(app, listApprovals, { access: { roles: ['KAC_darbuotojas'] }, handler: async () => ({ items: await app.extracts.approvals() }) });
  contractRoute(app, approveOrder, {
    access: { roles: ['KAC_darbuotojas'] },
    handler: async (request) => app.extracts.approve(request.user, request.params.id, originOf(request)),
  });
}

/** Portal (/sav): ordering an extract into the cart. */
export async function extractPortalRoutes(app: FastifyInstance) {
  contractRoute(app, orderExtract, {
    access: { roles: ['EL_FA', 'EL_JA'] },
    handler: async (request, reply) => reply.code(201).send(await app.extracts.order(request.user, request.body.documentId, originOf(request))),
  });
}
