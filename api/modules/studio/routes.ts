/** Schema studio routes (/api/studio/…, contracts: src/domain/contracts/studio.ts): schema analysts only, except the published validators any signed-in user loads. */
import type { FastifyInstance } from 'fastify';
import {
  approveStudioVersion,
  createStudioDraft,
  exportStudioVersion,
  getStudioPreviewModule,
  getStudioValidator,
  getStudioVersion,
  listStudioTypes,
  previewStudioDraft,
  publishStudioVersion,
  returnStudioVersion,
  saveStudioDraft,
  submitStudioDraft,
} from '../../../src/domain/contracts/studio.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { notFound } from '../../lib/errors.js';
import { createPreviewer, type Previewer } from './preview.js';
import { checkContextOf } from './repository-type.js';

const studio = { feature: 'studio' } as const;

export interface StudioRoutesOptions {
  /** the catalogue root (config.catalogDir): the shared files a draft's preview is checked against */
  root: string;
}

export default async function studioRoutes(app: FastifyInstance, opts: StudioRoutesOptions) {
  const s = app.studio;
  // made at the first preview: its AJVs (with their meta-schema compiles) cost the start about as
  // much as everything else the studio registers, and most processes never preview a draft
  let made: Previewer | undefined;
  const previewer = () => (made ??= createPreviewer(checkContextOf(app.catalog.shared(), opts.root)));
  contractRoute(app, previewStudioDraft, {
    access: studio,
    handler: async (request) => {
      const { problems, key } = previewer().preview(request.body.files);
      return { problems, module: `${app.prefix}${getStudioPreviewModule.path.replace(':hash', key)}` };
    },
  });
  // Public: an import() carries no bearer token; the salted content hash is the key (decision 0135).
  contractRoute(app, getStudioPreviewModule, {
    access: { public: true },
    extendsSession: false,
    handler: async (request, reply) => {
      const text = made?.module(request.params.hash);
      if (text === undefined) throw notFound('errors.studio_preview_expired');
      return reply.type('text/javascript; charset=utf-8').send(text);
    },
  });
  contractRoute(app, listStudioTypes, { access: studio, handler: async () => ({ items: await s.list() }) });
  contractRoute(app, getStudioVersion, { access: studio, handler: async (request) => s.get(request.user, request.params.id, request.params.version) });
  contractRoute(app, createStudioDraft, {
    access: studio,
    handler: async (request, reply) => {
      const created = await s.createDraft(request.user, request.body, originOf(request));
      reply.code(201);
      return created;
    },
  });
  contractRoute(app, saveStudioDraft, {
    access: studio,
    handler: async (request) => ({
      problems: await s.save(request.user, request.params.id, request.params.version, request.body.files, originOf(request), request.body.migration),
    }),
  });
  contractRoute(app, submitStudioDraft, {
    access: studio,
    handler: async (request) => s.submit(request.user, request.params.id, request.params.version, request.body.comment, originOf(request)),
  });
  contractRoute(app, approveStudioVersion, {
    access: studio,
    handler: async (request) => s.approve(request.user, request.params.id, request.params.version, request.body.comment, originOf(request)),
  });
  contractRoute(app, returnStudioVersion, {
    access: studio,
    handler: async (request) => s.giveBack(request.user, request.params.id, request.params.version, request.body.comment, originOf(request)),
  });
  contractRoute(app, publishStudioVersion, {
    access: studio,
    handler: async (request) => s.publish(request.user, request.params.id, request.params.version, originOf(request)),
  });
  contractRoute(app, exportStudioVersion, {
    access: studio,
    handler: async (request) => ({ files: await s.exportFiles(request.params.id, request.params.version) }),
  });
}

/** The published validators, under both API bases (portal types are filled in on the portal). */
export async function studioValidatorRoutes(app: FastifyInstance) {
  const s = app.studio;
  contractRoute(app, getStudioValidator, {
    access: { authenticated: true },
    handler: async (request, reply) => reply.type('text/javascript; charset=utf-8').send(await s.validatorModule(request.params.id, request.params.version)),
  });
}
