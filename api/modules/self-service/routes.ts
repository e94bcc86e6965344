/** The self-service objects API, portal only (/sav). Thin handlers over app.selfService. */
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../lib/audit.js';
import { expectedVersion, ifMatchHeaders } from '../../lib/if-match.js';
import type { ObjectKind, Purpose } from './kinds.js';
import type { SelfServiceAction } from './policy.js';
import { actionBody, actionParams, actionResponse, dataBody, dataResponse, idParams, listQuery, listResponse, viewResponse } from './schemas.js';

const objects = { access: { feature: 'selfServiceObjects' } } as const;
const tags = ['self-service'];

export default async function selfServiceRoutes(app: FastifyInstance) {
  app.get(
    '/objects',
    { config: objects, schema: { tags, summary: 'Registered pledges, mortgages or contracts where the user (or the company they act for) is a party, for a purpose, with the actions the user may take now', querystring: listQuery, response: { 200: listResponse } } },
    async (request) => {
      const q = request.query as { kind: ObjectKind; purpose: Purpose; page: number; pageSize: number };
      return app.selfService.list(request.user!, q);
    },
  );

  app.get(
    '/objects/:id',
    { config: objects, schema: { tags, summary: "Read-only view of an entry for its parties, or the user's own change/termination notice; 404 for anyone else", params: idParams, response: { 200: viewResponse } } },
    async (request, reply) => {
      const view = await app.selfService.get(request.user!, (request.params as { id: number }).id);
      return reply.header('etag', `"${view.version}"`).send(view);
    },
  );

  app.post(
    '/objects/:id/actions/:action',
    {
      config: objects,
      schema: {
        tags,
        summary: 'A self-service action (If-Match: version). 403 another party’s action, 404 not a party, 409 not in this state, 412 stale, 422 form errors',
        params: actionParams,
        headers: ifMatchHeaders,
        body: actionBody,
        response: { 200: actionResponse },
      },
    },
    async (request, reply) => {
      const { id, action } = request.params as { id: number; action: SelfServiceAction };
      const version = expectedVersion(request);
      const form = (request.body as { form?: Record<string, unknown> } | null | undefined)?.form ?? {};
      const result = await app.selfService.act(request.user!, id, action, version, form, originOf(request));
      return reply.header('etag', `"${result.version}"`).send(result);
    },
  );

  app.put(
    '/objects/:id/data',
    {
      config: objects,
      schema: {
        tags,
        summary: "Changes sections of the user's own change notice (If-Match: version): only the sections the filer may change; 404 not theirs, 409 not a change notice or not editable now, 412 stale, 422 a section they may not change or schema errors",
        params: idParams,
        headers: ifMatchHeaders,
        body: dataBody,
        response: { 200: dataResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const { data } = request.body as { data: Record<string, unknown> };
      const result = await app.selfService.changeData(request.user!, id, expectedVersion(request), data, originOf(request));
      return reply.header('etag', `"${result.version}"`).send(result);
    },
  );
}
