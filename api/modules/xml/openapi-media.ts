/**
 * The OpenAPI document's view of the items routes that speak XML (decision 0118): a route
 * whose contract lists `application/xml` in `consumes` or `produces` gets one media entry per
 * content type — the JSON envelope, and the type's XML document as a string — each with an
 * example made from the first demo mortgage (api/db/seed/documents.ts) at today's date.
 */
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { namespaceOf } from '../../../src/domain/xml/names.js';
import { toXml } from '../../../src/domain/xml/write.js';
import { demoMortgage } from '../../db/seed/documents.js';

/** The route schema as api/lib/contract-route.ts builds it (FastifySchema plus the OpenAPI keys). */
type RouteSchema = FastifySchema & { body?: object; response?: Record<string, object>; consumes?: readonly string[]; produces?: readonly string[] };

const isXml = (mediaType: string) => /[/+]xml$/.test(mediaType);

const xmlDocument = (typeId: string) => ({
  type: 'string',
  description: `The type's XML document: root element = the type id, namespace ${namespaceOf(typeId)}, valid against GET /api/xsdschema/{type}.xsd (text/xml is taken too).`,
});

interface Example {
  schema: object;
  example: unknown;
}

/**
 * One media entry per content type. @fastify/swagger turns a body's media into OpenAPI itself
 * (the example goes in as the schema's `examples`); an answer's media is taken as written.
 */
function bodyMedia(types: readonly string[], json: Example, xml: Example) {
  return { content: Object.fromEntries(types.map((t) => [t, { schema: { ...(isXml(t) ? xml : json).schema, examples: [(isXml(t) ? xml : json).example] } }])) };
}
function answerMedia(types: readonly string[], json: object, xml: Example) {
  return { content: Object.fromEntries(types.map((t) => [t, isXml(t) ? xml : { schema: json }])) };
}

/** @fastify/swagger's `transform`: rewrites the XML-speaking routes' body and 200 answer as media entries. */
export function xmlMediaTransform(app: FastifyInstance): SwaggerTransform {
  return ({ schema: routeSchema, url, route }) => {
    const schema = (routeSchema ?? {}) as RouteSchema;
    const consumes = schema.consumes?.some(isXml) ? schema.consumes : undefined;
    const produces = schema.produces?.some(isXml) ? schema.produces : undefined;
    if (!consumes && !produces) return { schema: routeSchema, url };
    const example = demoMortgage(registryDate(app.clock.now()));
    const type = app.catalog.get(example.type)!;
    const xml = { schema: xmlDocument(example.type), example: toXml({ id: type.id, schema: type.schema as Record<string, unknown> }, example.data) };
    const next: RouteSchema = { ...schema };
    if (consumes && schema.body)
      next.body = bodyMedia(consumes, { schema: schema.body, example: route.method === 'POST' ? example : { data: example.data } }, xml);
    if (produces && schema.response?.[200]) next.response = { ...schema.response, 200: answerMedia(produces, schema.response[200], xml) };
    return { schema: next, url };
  };
}
