/**
 * Certificates' own routes (the orders themselves are items under {base}/certificates, H1's
 * engine): the issued PDF, the user's issued certificates (for /dokumentai), the user's land
 * plots (for zemes-sklypas/sklypai). Thin handlers over app.certificateIssue.
 */
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../files/file-names.js';
import { applicantResponse, idParams, issuedResponse, landPlotsResponse } from './schemas.js';

const citizens = { access: { roles: ['EL_FA', 'EL_JA'] } } as const;

/** Under both bases: the PDF (owner only; on /api nobody owns a certificate, so it is 404 there). */
export default async function certificateIssueRoutes(app: FastifyInstance) {
  app.get(
    '/certificates/:id/pdf',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['certificates'],
        summary: 'The issued certificate as PDF (owner only: 404 otherwise; 409 not issued yet; 410 past its keeping period)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const pdf = await app.certificateIssue.pdf(request.user!, (request.params as { id: number }).id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(pdf.size))
        .header('content-disposition', contentDisposition(pdf.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf.stream);
    },
  );
}

/** Portal only: lists for the citizen's pages. */
export async function certificatePortalRoutes(app: FastifyInstance) {
  app.get(
    '/certificate-pdfs',
    { config: citizens, schema: { tags: ['certificates'], summary: "The user's issued certificates, newest first (the /dokumentai list)", response: { 200: issuedResponse } } },
    async (request) => ({ items: await app.certificateIssue.issued(request.user!) }),
  );

  app.get(
    '/certificate-applicant',
    {
      config: citizens,
      schema: {
        tags: ['certificates'],
        summary: "The order's applicant as the register knows the user (a person, or the company they act for): prefills pareiskejas",
        response: { 200: applicantResponse },
      },
    },
    async (request) => ({ pareiskejas: await app.certificateIssue.applicant(request.user!) }),
  );

  app.get(
    '/land-plots',
    { config: citizens, schema: { tags: ['certificates'], summary: 'The land plots the user (or the company they act for) holds, from the land register', response: { 200: landPlotsResponse } } },
    async (request) => ({ items: await app.certificateIssue.landPlots(request.user!) }),
  );
}
