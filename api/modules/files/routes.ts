/**
 * The files of a document or a request (the rinkmenos tab), under /api and /sav:
 * POST (multipart/form-data, one field `file`), GET list, GET one (download), DELETE one —
 * at {base}/documents/:id/files and {base}/requests/:id/files, one function per family.
 * @fastify/multipart is registered in this scope only, with one file and no other fields.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { deleteFile, downloadFile, listFiles, uploadFile, type FileFamily } from '../../../src/domain/contracts/files.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import type { FileItemKind } from './service.js';
import { contentDisposition } from './file-names.js';
import { MULTIPART_OPTIONS, receiveOneFile } from './receive.js';

const signedIn = { authenticated: true } as const;

/** The families whose items carry files, with their item kind. */
const FILE_FAMILIES: readonly { family: FileFamily; kind: FileItemKind }[] = [
  { family: 'documents', kind: 'document' },
  { family: 'requests', kind: 'request' },
];

/** The file routes of one family's items. */
function itemFileRoutes(app: FastifyInstance, family: FileFamily, kind: FileItemKind) {
  contractRoute(app, uploadFile(family), {
    access: signedIn,
    handler: async (request, reply) => {
      const file = await app.filesService.upload(
        request.user,
        kind,
        request.params.id,
        (storage, maxBytes, maxMb) => receiveOneFile(request, storage, maxBytes, maxMb),
        originOf(request),
      );
      return reply.code(201).send(file);
    },
  });

  contractRoute(app, listFiles(family), {
    access: signedIn,
    handler: async ({ user, params }) => ({ items: await app.filesService.list(user, kind, params.id) }),
  });

  contractRoute(app, downloadFile(family), {
    access: signedIn,
    handler: async ({ user, params }, reply) => {
      const file = await app.filesService.download(user, kind, params.id, params.fileId);
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  });

  contractRoute(app, deleteFile(family), {
    access: signedIn,
    handler: async (request, reply) => {
      await app.filesService.remove(request.user, kind, request.params.id, request.params.fileId, originOf(request));
      return reply.code(204).send();
    },
  });
}

export default async function fileRoutes(app: FastifyInstance) {
  await app.register(multipart, MULTIPART_OPTIONS);
  for (const { family, kind } of FILE_FAMILIES) itemFileRoutes(app, family, kind);
}
