/** The lifecycle API, under /api and /sav. Thin handlers over app.lifecycle. */
import type { FastifyInstance } from 'fastify';
import type { ChangeKind } from '../../../src/domain/lifecycle/notice-kinds.js';
import type { Action } from '../../../src/domain/lifecycle/statuses.js';
import { originOf } from '../../lib/audit.js';
import { expectedVersion, ifMatchHeaders } from '../../lib/if-match.js';
import { ASICE_MIMETYPE } from '../signing/asic.js';
import type { ChangeBasis } from './changes.js';
import {
  actionBody,
  actionParams,
  actionResponse,
  basisBody,
  changeBody,
  historyResponse,
  idParams,
  savedResponse,
  signatureResponse,
  versionParams,
  versionResponse,
  viewResponse,
} from './schemas.js';

const signedIn = { access: { authenticated: true } } as const;
const tags = ['lifecycle'];

export default async function lifecycleRoutes(app: FastifyInstance) {
  app.post(
    '/documents/:id/actions/:action',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          "Takes a status action with its form; If-Match: version (428/412). 403 not this user's action, 409 not in this status or lost to a concurrent action, 422 form errors or critical errors",
        params: actionParams,
        headers: ifMatchHeaders,
        body: actionBody,
        response: { 200: actionResponse },
      },
    },
    async (request, reply) => {
      const { id, action } = request.params as { id: number; action: Action };
      const version = expectedVersion(request);
      const form = (request.body as { form?: Record<string, unknown> } | undefined)?.form ?? {};
      const result = await app.lifecycle.act(request.user!, id, action, version, form, originOf(request));
      return reply.header('etag', `"${result.version}"`).send(result);
    },
  );

  app.get(
    '/documents/:id/lifecycle',
    { config: signedIn, schema: { tags, summary: 'The registrui tab: lifecycle facts, the actions this user may take now and how to ask for each, the errors check, the signing state', params: idParams, response: { 200: viewResponse } } },
    async (request, reply) => {
      const view = await app.lifecycle.view(request.user!, (request.params as { id: number }).id);
      return reply.header('etag', `"${view.version}"`).send(view);
    },
  );

  app.get(
    '/documents/:id/history',
    { config: signedIn, schema: { tags, summary: 'Every version (the registered one marked) and every action with who, when, from, to and reason', params: idParams, response: { 200: historyResponse } } },
    async (request) => app.lifecycle.history(request.user!, (request.params as { id: number }).id),
  );

  app.get(
    '/documents/:id/versions/:version',
    { config: signedIn, schema: { tags, summary: 'One stored version with its data', params: versionParams, response: { 200: versionResponse } } },
    async (request) => {
      const { id, version } = request.params as { id: number; version: number };
      return app.lifecycle.version(request.user!, id, version);
    },
  );

  app.get(
    '/documents/:id/signature',
    { config: signedIn, schema: { tags, summary: 'The signing state (type, transaction id, status) and whether it covers the current data', params: idParams, response: { 200: signatureResponse } } },
    async (request) => app.lifecycle.signature(request.user!, (request.params as { id: number }).id),
  );

  app.get(
    '/documents/:id/signature/container',
    { config: signedIn, schema: { tags, summary: 'The signed ASiC-E container of the signature in force (404 when unsigned)', params: idParams } },
    async (request, reply) => {
      const id = (request.params as { id: number }).id;
      const container = await app.lifecycle.container(request.user!, id);
      return reply.header('content-type', ASICE_MIMETYPE).header('content-disposition', `attachment; filename="dokumentas-${id}.asice"`).send(container);
    },
  );

  app.post(
    '/documents/:id/changes',
    {
      config: signedIn,
      schema: { tags, summary: 'Starts a change (pakeitimas) or termination (nutraukimas) notice of a registered entry, with its basis', params: idParams, body: changeBody, response: { 201: savedResponse } },
    },
    async (request, reply) => {
      const { kind, pagrindas } = request.body as { kind: ChangeKind; pagrindas: ChangeBasis };
      const saved = await app.lifecycle.createChange(request.user!, (request.params as { id: number }).id, kind, pagrindas, originOf(request));
      return reply.code(201).header('etag', `"${saved.version}"`).send(saved);
    },
  );

  app.put(
    '/documents/:id/basis',
    {
      config: signedIn,
      schema: { tags, summary: 'Replaces the basis of a change or termination notice in preparation; If-Match: version', params: idParams, headers: ifMatchHeaders, body: basisBody, response: { 200: savedResponse } },
    },
    async (request, reply) => {
      const version = expectedVersion(request);
      const { pagrindas } = request.body as { pagrindas: ChangeBasis };
      const saved = await app.lifecycle.updateBasis(request.user!, (request.params as { id: number }).id, version, pagrindas, originOf(request));
      return reply.header('etag', `"${saved.version}"`).send(saved);
    },
  );
}
