/**
 * The items API's answers to XML clients (issue #21, decision 0118): a save of an XML body
 * reports its errors and issues at element paths (`/sutartine-hipoteka/dokumentas/idk`), and
 * GET answers the type's XML document when the client prefers `application/xml`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from '../../../src/domain/contracts/shared.js';
import type { XmlType } from '../../../src/domain/xml/names.js';
import { toXml, XmlUnrepresentableError } from '../../../src/domain/xml/write.js';
import { xmlPath } from '../../../src/domain/xml/xml-path.js';
import { AppError } from '../../lib/errors.js';

function xmlTypeOf(app: FastifyInstance, typeId: string): XmlType {
  const type = app.catalog.get(typeId);
  if (!type) throw new Error(`catalogue type ${typeId} is gone`);
  return { id: type.id, schema: type.schema as Record<string, unknown> };
}

const atElements = (type: XmlType, data: unknown, errors: readonly FieldError[]): FieldError[] =>
  errors.map((e) => ({ ...e, path: xmlPath(type, data, e.path) }));

/**
 * Runs a save; when its body came as XML (request.xmlBody), the field errors of a 422 and the
 * issues of the answer name element paths instead of JSON pointers.
 */
export async function savedAtElements<T extends { issues: FieldError[] }>(
  app: FastifyInstance,
  request: FastifyRequest,
  data: unknown,
  save: () => Promise<T>,
): Promise<T> {
  if (!request.xmlBody) return save();
  const type = xmlTypeOf(app, request.xmlBody.typeId);
  try {
    const saved = await save();
    return { ...saved, issues: atElements(type, data, saved.issues) };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 422 && error.errors) throw new AppError(422, error.message, atElements(type, data, error.errors));
    throw error;
  }
}

/** Quality of each media range of an Accept header that `matches`, the best one (0 when none). */
function quality(accept: string, matches: (range: string) => boolean): number {
  let best = 0;
  for (const part of accept.split(',')) {
    const [range, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!matches(range)) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(value) && value > best) best = value;
  }
  return best;
}

/** Whether the client asked for XML rather than JSON (JSON stays the default, wildcards included). */
export function prefersXml(accept: string | undefined): boolean {
  if (!accept) return false;
  const xml = quality(accept, (r) => r === 'application/xml' || r === 'text/xml');
  const json = quality(accept, (r) => r === 'application/json' || r === 'application/*' || r === '*/*');
  return xml > 0 && xml > json;
}

/**
 * Answers an item's data as its type's XML document (root element = type id, in the type's
 * namespace). Data XML 1.0 cannot carry (a control character in a text) is 406 with its path.
 */
export function sendItemXml(app: FastifyInstance, reply: FastifyReply, typeId: string, dataJson: string): FastifyReply {
  const type = xmlTypeOf(app, typeId);
  const data = JSON.parse(dataJson) as unknown;
  let xml: string;
  try {
    xml = toXml(type, data);
  } catch (error) {
    if (!(error instanceof XmlUnrepresentableError)) throw error;
    throw new AppError(406, 'errors.xml_unrepresentable', [
      { path: xmlPath(type, data, error.pointer), messageKey: 'errors.xml_unrepresentable', severity: 'critical' },
    ]);
  }
  return reply.type('application/xml; charset=utf-8').send(xml);
}
