/** The documents API (issue "Professional documents"), under /api and /sav. Thin handlers. */
import type { FastifyInstance } from 'fastify';
import { expectedVersion } from '../../lib/if-match.js';
import { originOf } from '../../lib/audit.js';
import { createBody, documentResponse, idParams, ifMatchHeaders, listQuery, listResponse, savedResponse, updateBody } from './schemas.js';
import type { ListQuery } from './service.js';

const signedIn = { access: { authenticated: true } } as const;

const splitCsv = (v: string | undefined) => (v ? v.split(',').filter(Boolean) : undefined);

export default async function documentRoutes(app: FastifyInstance) {
  app.post(
    '/documents',
    {
      config: signedIn,
      schema: {
        tags: ['documents'],
        summary: 'Creates a document of a catalogue type (403 when the role may not create that type, 422 field errors)',
        body: createBody,
        response: { 201: savedResponse },
      },
    },
    async (request, reply) => {
      const { type, data } = request.body as { type: string; data: unknown };
      const saved = await app.documentsService.create(request.user!, type, data, originOf(request));
      return reply.code(201).header('etag', `"${saved.version}"`).send(saved);
    },
  );

  app.get(
    '/documents',
    { config: signedIn, schema: { tags: ['documents'], summary: 'Documents the user may see, paged, sorted and filtered', querystring: listQuery, response: { 200: listResponse } } },
    async (request) => {
      const q = request.query as Omit<ListQuery, 'status' | 'type'> & { status?: string; type?: string };
      return app.documentsService.list(request.user!, { ...q, status: splitCsv(q.status), type: splitCsv(q.type) });
    },
  );

  app.get(
    '/documents/:id',
    { config: signedIn, schema: { tags: ['documents'], summary: 'One document with the actions this user may take now', params: idParams, response: { 200: documentResponse } } },
    async (request, reply) => {
      const view = await app.documentsService.get(request.user!, (request.params as { id: number }).id);
      return reply.header('etag', `"${view.version}"`).send(view);
    },
  );

  app.put(
    '/documents/:id',
    {
      config: signedIn,
      schema: {
        tags: ['documents'],
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
      const saved = await app.documentsService.update(request.user!, (request.params as { id: number }).id, version, data, originOf(request));
      return reply.header('etag', `"${saved.version}"`).send(saved);
    },
  );
}
