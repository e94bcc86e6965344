/**
 * The items API — documents, requests and certificates — under /api and /sav: one function
 * registers the routes of one family (`itemRoutes`), called for each family. Thin handlers
 * over app.items[family].
 */
import type { FastifyInstance } from 'fastify';
import { expectedVersion } from '../../lib/if-match.js';
import { originOf } from '../../lib/audit.js';
import { FAMILIES, FAMILY_FACTS, type Family } from '../items/families.js';
import { createBody, documentHead, documentResponse, idParams, ifMatchHeaders, listQuery, listResponse, savedResponse, updateBody } from './schemas.js';
import type { ListQuery } from './service.js';

const signedIn = { access: { authenticated: true } } as const;

const splitCsv = (v: string | undefined) => (v ? v.split(',').filter(Boolean) : undefined);

/** The create, list, read and save routes of one family at {base}/{family}. */
export function itemRoutes(app: FastifyInstance, family: Family) {
  const { path, tag } = FAMILY_FACTS[family];
  const tags = [tag];
  const service = () => app.items[family];

  app.post(
    path,
    {
      config: signedIn,
      schema: {
        tags,
        summary: `Creates an item of a catalogue type of the ${family} family (404 a type of another family, 403 when the role may not create that type, 422 field errors)`,
        body: createBody,
        response: { 201: savedResponse },
      },
    },
    async (request, reply) => {
      const { type, data } = request.body as { type: string; data: unknown };
      const saved = await service().create(request.user!, type, data, originOf(request));
      return reply.code(201).header('etag', `"${saved.version}"`).send(saved);
    },
  );

  app.get(
    path,
    { config: signedIn, schema: { tags, summary: `Items of the ${family} family the user may see, paged, sorted and filtered by type and status`, querystring: listQuery, response: { 200: listResponse } } },
    async (request) => {
      const q = request.query as Omit<ListQuery, 'status' | 'type'> & { status?: string; type?: string };
      return service().list(request.user!, { ...q, status: splitCsv(q.status), type: splitCsv(q.type) });
    },
  );

  app.get(
    `${path}/:id`,
    { config: signedIn, schema: { tags, summary: 'One item with the actions this user may take now (404 when invisible or of another family)', params: idParams, response: { 200: documentResponse } } },
    async (request, reply) => {
      const { dataJson, ...head } = await service().read(request.user!, (request.params as { id: number }).id);
      reply.header('etag', `"${head.version}"`);
      // The data goes out as the JSON text it is stored as (written by JSON.stringify of a
      // validated object): parsing it and serialising it again cost more than all the rest of
      // the request. The other fields still go through the response schema's serialiser.
      if (dataJson.charCodeAt(0) !== 0x7b /* { */) return reply.send({ ...head, data: JSON.parse(dataJson) as unknown });
      const rest = reply.serializeInput(head, documentHead) as string;
      return reply.type('application/json; charset=utf-8').send(`{"data":${dataJson},${rest.slice(1)}`);
    },
  );

  app.put(
    `${path}/:id`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Changes the data; If-Match: version required (428 without, 412 when stale)',
        params: idParams,
        headers: ifMatchHeaders,
        body: updateBody,
        response: { 200: savedResponse },
      },
    },
    async (request, reply) => {
      const version = expectedVersion(request);
      const { data } = request.body as { data: unknown };
      const saved = await service().update(request.user!, (request.params as { id: number }).id, version, data, originOf(request));
      return reply.header('etag', `"${saved.version}"`).send(saved);
    },
  );
}

export default async function documentRoutes(app: FastifyInstance) {
  for (const family of FAMILIES) itemRoutes(app, family);
}
