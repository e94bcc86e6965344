/**
 * The lifecycle API, under /api and /sav, for each catalogue family ({base}/documents/:id/…,
 * {base}/requests/:id/…, {base}/certificates/:id/…): one function registers a family's routes.
 * Change and termination notices are documents' only (requests on legal facts have their own
 * termination and deregistration request types). Thin handlers over app.lifecycles[family].
 */
import type { FastifyInstance } from 'fastify';
import type { ChangeKind } from '../../../src/domain/lifecycle/notice-kinds.js';
import type { Action } from '../../../src/domain/lifecycle/statuses.js';
import { originOf } from '../../lib/audit.js';
import { expectedVersion, ifMatchHeaders } from '../../lib/if-match.js';
import { FAMILIES, FAMILY_FACTS, type Family } from '../items/families.js';
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

/** The status-action, registrui-view, history, version and signature routes of one family. */
export function itemLifecycleRoutes(app: FastifyInstance, family: Family) {
  const { path } = FAMILY_FACTS[family];
  const service = () => app.lifecycles[family];

  app.post(
    `${path}/:id/actions/:action`,
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
      const result = await service().act(request.user!, id, action, version, form, originOf(request));
      return reply.header('etag', `"${result.version}"`).send(result);
    },
  );

  app.get(
    `${path}/:id/lifecycle`,
    { config: signedIn, schema: { tags, summary: 'The registrui tab: lifecycle facts, the actions this user may take now and how to ask for each, the errors check, the signing state', params: idParams, response: { 200: viewResponse } } },
    async (request, reply) => {
      const view = await service().view(request.user!, (request.params as { id: number }).id);
      return reply.header('etag', `"${view.version}"`).send(view);
    },
  );

  app.get(
    `${path}/:id/history`,
    { config: signedIn, schema: { tags, summary: 'Every version (the registered one marked) and every action with who, when, from, to and reason', params: idParams, response: { 200: historyResponse } } },
    async (request) => service().history(request.user!, (request.params as { id: number }).id),
  );

  app.get(
    `${path}/:id/versions/:version`,
    { config: signedIn, schema: { tags, summary: 'One stored version with its data', params: versionParams, response: { 200: versionResponse } } },
    async (request) => {
      const { id, version } = request.params as { id: number; version: number };
      return service().version(request.user!, id, version);
    },
  );

  app.get(
    `${path}/:id/signature`,
    { config: signedIn, schema: { tags, summary: 'The signing state (type, transaction id, status) and whether it covers the current data', params: idParams, response: { 200: signatureResponse } } },
    async (request) => service().signature(request.user!, (request.params as { id: number }).id),
  );

  app.get(
    `${path}/:id/signature/container`,
    { config: signedIn, schema: { tags, summary: 'The signed ASiC-E container of the signature in force (404 when unsigned)', params: idParams } },
    async (request, reply) => {
      const id = (request.params as { id: number }).id;
      const container = await service().container(request.user!, id);
      return reply.header('content-type', ASICE_MIMETYPE).header('content-disposition', `attachment; filename="${CONTAINER_NAME[family]}-${id}.asice"`).send(container);
    },
  );
}

/** The file name of a signed container: dokumentas-7.asice, prasymas-8.asice, pazyma-9.asice. */
const CONTAINER_NAME: Record<Family, string> = { documents: 'dokumentas', requests: 'prasymas', certificates: 'pazyma' };

export default async function lifecycleRoutes(app: FastifyInstance) {
  for (const family of FAMILIES) itemLifecycleRoutes(app, family);

  app.post(
    '/documents/:id/changes',
    {
      config: signedIn,
      schema: { tags, summary: 'Starts a change (pakeitimas) or termination (nutraukimas) notice of a registered entry, with its basis', params: idParams, body: changeBody, response: { 201: savedResponse } },
    },
    async (request, reply) => {
      const { kind, pagrindas } = request.body as { kind: ChangeKind; pagrindas: ChangeBasis };
      const saved = await app.lifecycles.documents.createChange(request.user!, (request.params as { id: number }).id, kind, pagrindas, originOf(request));
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
      const saved = await app.lifecycles.documents.updateBasis(request.user!, (request.params as { id: number }).id, version, pagrindas, originOf(request));
      return reply.header('etag', `"${saved.version}"`).send(saved);
    },
  );
}
