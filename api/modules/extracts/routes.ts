/**
 * The extracts' routes. On both faces: the verification page's answers (public) and the
 * search-info prices (public, spec §5 "POST /paieska/info | none"), the user's extracts and
 * their PDFs. Workplace only: generating an extract, the customer centre's approvals.
 * Portal only: ordering an extract (into the cart).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { approveOrder, checkExtractPdf, generateExtract, getExtractPdf, getVerification, listApprovals, listExtracts, orderExtract, searchInfo } from '../../../src/domain/contracts/extracts.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { createStorage } from '../files/storage.js';
import { pdfSealFacts, readPdfSeal } from '../signing/pdf-seal.js';
import { findByCode } from './repository.js';

const open = { public: true } as const;
const signedIn = { authenticated: true } as const;

/** The scheme and host the request came to: the QR code points back to the same site. */
const siteOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

/** Both faces. The verification's seal certificate is read from the PDF's own signature: the one given, else the registry's kept copy. */
export default async function extractRoutes(app: FastifyInstance, opts: { dataDir: string }) {
  const kept = createStorage(path.join(opts.dataDir, 'extracts'));
  const sealOf = async (pdf: Buffer | null) => pdfSealFacts(pdf && (await readPdfSeal(app.db.kysely, pdf, app.clock.now().toISOString())));
  const keptPdf = async (code: string): Promise<Buffer | null> => {
    const row = await findByCode(app.db.kysely, code);
    if (!row?.storage_name || row.deleted_at !== null) return null;
    return fs.promises.readFile(kept.pathOf(row.storage_name)).catch(() => null);
  };
  contractRoute(app, getVerification, {
    access: open,
    handler: async ({ params }) => ({ ...(await app.extracts.verify(params.code)), antspaudoSertifikatas: await sealOf(await keptPdf(params.code)) }),
  });
  contractRoute(app, checkExtractPdf, {
    access: open,
    handler: async ({ params, body }) => ({ ...(await app.extracts.check(params.code, body.pdf)), antspaudoSertifikatas: await sealOf(Buffer.from(body.pdf, 'base64')) }),
  });
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
    handler: async (request, reply) => reply.code(201).send(await app.extracts.generate(request.user, request.body.documentId, siteOf(request), originOf(request))),
  });
  contractRoute(app, listApprovals, { access: { roles: ['KAC_darbuotojas'] }, handler: async () => ({ items: await app.extracts.approvals() }) });
  contractRoute(app, approveOrder, {
    access: { roles: ['KAC_darbuotojas'] },
    handler: async (request) => app.extracts.approve(request.user, request.params.id, siteOf(request), originOf(request)),
  });
}

/** Portal (/sav): ordering an extract into the cart. */
export async function extractPortalRoutes(app: FastifyInstance) {
  contractRoute(app, orderExtract, {
    access: { roles: ['EL_FA', 'EL_JA'] },
    handler: async (request, reply) => reply.code(201).send(await app.extracts.order(request.user, request.body.documentId, originOf(request))),
  });
}
