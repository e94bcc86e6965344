/**
 * XML bodies of the items API (issue #21, decision 0118): `POST {base}/{family}` and
 * `PUT {base}/{family}/:id` also take `application/xml` (or `text/xml`), a document whose root
 * element names its type. The body is read by the strict parser (src/domain/xml/parse.ts: no
 * DTD, no entities, Fastify's body limit) and converted to the same JSON envelope the JSON
 * route takes, so the route's contract, the service and the catalogue's AJV rules stay the
 * same. What the converter refuses never reaches the handler.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { XML_ERRORS, XmlRefusal, type XmlError } from '../../../src/domain/xml/errors.js';
import { parseXml, type XmlElement } from '../../../src/domain/xml/parse.js';
import { fromXmlElement } from '../../../src/domain/xml/read.js';
import { AppError } from '../../lib/errors.js';

/** The request media types read as XML documents. */
export const XML_MEDIA_TYPES = ['application/xml', 'text/xml'] as const;

/** Nesting no catalogue type comes near (src/domain/xml/read.ts DEFAULT_XML_LIMITS). */
const MAX_DEPTH = 64;

/** What the handler must know of a body that came as XML. */
export interface XmlBody {
  /** the type the document was written as (its root element) */
  typeId: string;
  /** the document read; a save's data is read from it against the item's pinned version (pinnedXmlData) */
  root: XmlElement;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set when the body came as XML (api/modules/xml/item-bodies.ts), else null */
    xmlBody: XmlBody | null;
  }
}

/** Not well-formed or hostile XML is a bad request; a document the type's XSD refuses is unprocessable. */
const READING: ReadonlySet<string> = new Set([
  XML_ERRORS.malformed,
  XML_ERRORS.doctype,
  XML_ERRORS.entity,
  XML_ERRORS.processingInstruction,
  XML_ERRORS.tooDeep,
]);

function refusal(error: XmlError): AppError {
  const status = error.messageKey === XML_ERRORS.tooLarge ? 413 : READING.has(error.messageKey) ? 400 : 422;
  return new AppError(status, error.messageKey, [{ path: error.path, messageKey: error.messageKey, params: error.params ?? {}, severity: 'critical' }]);
}

function parse(source: string, maxBytes: number): XmlElement {
  try {
    return parseXml(source, { maxBytes, maxDepth: MAX_DEPTH });
  } catch (error) {
    if (error instanceof XmlRefusal) throw refusal(error.error);
    throw error;
  }
}

/** The data of a document read against a version of its type's schema (the XSD's source); what it refuses is 4xx at its element path. */
export function readAs(typeId: string, schema: Record<string, unknown>, root: XmlElement): unknown {
  const read = fromXmlElement({ id: typeId, schema }, root);
  if (!read.ok) throw refusal(read.errors[0]);
  return read.data;
}

/**
 * The JSON envelope of an XML body: the type and data (create, read against the current
 * version), or for a save an empty data the handler replaces with `pinnedXmlData` (pinned-version.ts) once the item
 * — and so the schema version it pins — is known.
 */
function envelope(app: FastifyInstance, request: FastifyRequest, source: string): object {
  const root = parse(source, app.initialConfig.bodyLimit ?? Number.MAX_SAFE_INTEGER);
  const type = app.catalog.get(root.local);
  if (!type) throw refusal({ path: `/${root.local}`, messageKey: XML_ERRORS.root, params: { line: root.line } });
  request.xmlBody = { typeId: type.id, root };
  return request.method === 'POST' ? { type: type.id, data: readAs(type.id, type.schema as Record<string, unknown>, root) } : { data: {} };
}

/** Registers the XML body parser in the items routes' context (api/modules/documents/routes.ts). */
export function acceptXmlItemBodies(app: FastifyInstance): void {
  app.decorateRequest('xmlBody', null);
  app.addContentTypeParser([...XML_MEDIA_TYPES], { parseAs: 'string' }, (request, body, done) => {
    try {
      done(null, envelope(app, request, body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
