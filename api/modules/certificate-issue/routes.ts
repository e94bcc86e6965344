/**
 * Certificates' own routes (the orders themselves are items under {base}/certificates, H1's
 * engine): the issued PDF, the user's issued certificates (for /dokumentai), the user's land
 * plots (for zemes-sklypas/sklypai). Thin handlers over app.certificateIssue; contracts:
 * src/domain/contracts/certificates.ts.
 */
import type { FastifyInstance } from 'fastify';
import { getCertificateApplicant, getCertificatePdf, listIssuedCertificates, listLandPlots } from '../../../src/domain/contracts/certificates.js';
import { contractRoute } from '../../lib/contract-route.js';
import { contentDisposition } from '../files/file-names.js';

const citizens = { roles: ['EL_FA', 'EL_JA'] } as const;

/** Under both bases: the PDF (owner only; on /api nobody owns a certificate, so it is 404 there). */
export default async function certificateIssueRoutes(app: FastifyInstance) {
  contractRoute(app, getCertificatePdf, {
    access: { authenticated: true },
    handler: async (request, reply) => {
      const pdf = await app.certificateIssue.pdf(request.user, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(pdf.size))
        .header('content-disposition', contentDisposition(pdf.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf.stream);
    },
  });
}

/** Portal only: lists for the citizen's pages. */
export async function certificatePortalRoutes(app: FastifyInstance) {
  contractRoute(app, listIssuedCertificates, { access: citizens, handler: async (request) => ({ items: await app.certificateIssue.issued(request.user) }) });
  contractRoute(app, getCertificateApplicant, {
    access: citizens,
    handler: async (request) => ({ pareiskejas: await app.certificateIssue.applicant(request.user) }),
  });
  contractRoute(app, listLandPlots, { access: citizens, handler: async (request) => ({ items: await app.certificateIssue.landPlots(request.user) }) });
}
