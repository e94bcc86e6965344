/**
 * GET {base}/xsdschema, {base}/xsdschema/:xsdName and {base}/xmldescription/:xmlName: the
 * published XML interface, open to everyone (contracts: src/domain/contracts/xml.ts,
 * decision 0058); `?schemaVersion=` serves an earlier version kept (decision 0105). An XSD is an application/xml download; a description is HTML under a CSP
 * that runs nothing, which the workplace page shows in a sandboxed frame of this origin.
 */
import type { FastifyInstance } from 'fastify';
import { getXmlDescription, getXsd, listXmlSchemas } from '../../../src/domain/contracts/xml.js';
import { contractRoute } from '../../lib/contract-route.js';
import { notFound } from '../../lib/errors.js';
import { contentDisposition } from '../files/file-names.js';

const open = { public: true } as const;

/** The description may run nothing and load nothing; only this origin's pages may frame it. */
export const DESCRIPTION_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

export default async function xmlRoutes(app: FastifyInstance) {
  contractRoute(app, listXmlSchemas, { access: open, handler: async () => ({ items: await app.xmlSchemas.list() }) });

  contractRoute(app, getXsd, {
    access: open,
    handler: async (request, reply) => {
      const file = await app.xmlSchemas.xsd(request.params.xsdName, request.query.schemaVersion);
      if (!file) throw notFound('errors.xml_schema_not_found');
      return reply.type('application/xml; charset=utf-8').header('content-disposition', contentDisposition(file.fileName)).send(file.body);
    },
  });

  contractRoute(app, getXmlDescription, {
    access: open,
    handler: async (request, reply) => {
      const html = await app.xmlSchemas.description(request.params.xmlName, request.query.schemaVersion);
      if (html === undefined) throw notFound('errors.xml_schema_not_found');
      return reply.type('text/html; charset=utf-8').header('content-security-policy', DESCRIPTION_CSP).header('x-frame-options', 'SAMEORIGIN').send(html);
    },
  });
}
