/**
 * The files of a document or a request (the rinkmenos tab), under /api and /sav:
 * POST (multipart/form-data, one field `file`), GET list, GET one (download), DELETE one —
 * at {base}/documents/:id/files and {base}/requests/:id/files, one function per family.
 * @fastify/multipart is registered in this scope only, with one file and no other fields.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../lib/audit.js';
import { FAMILY_FACTS, type Family } from '../items/families.js';
import type { FileItemKind } from './service.js';
import { contentDisposition } from './file-names.js';
import { MULTIPART_OPTIONS, receiveOneFile } from './receive.js';
import { fileList, fileParams, fileView, itemParams } from './schemas.js';

const signedIn = { access: { authenticated: true } } as const;
const tags = ['files'];

/** The families whose items carry files, with their item kind. */
const FILE_FAMILIES: readonly { family: Family; kind: FileItemKind }[] = [
  { family: 'documents', kind: 'document' },
  { family: 'requests', kind: 'request' },
];

/** The file routes of one family's items. */
function itemFileRoutes(app: FastifyInstance, family: Family, kind: FileItemKind) {
  const { path } = FAMILY_FACTS[family];

  app.post(
    `${path}/:id/files`,
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Uploads one file (multipart field `file`): PDF, ASiC-E or ADOC by content, at most MAX_FILE_SIZE_MB. 201 the file; 400 errors.file_required / errors.file_one_at_a_time; 413 errors.file_too_large; 415 not multipart; 422 errors.file_format / errors.file_empty; 403/404/409 as for saving the document',
        consumes: ['multipart/form-data'],
        params: itemParams,
        response: { 201: fileView },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const file = await app.filesService.upload(
        request.user!,
        kind,
        id,
        (storage, maxBytes, maxMb) => receiveOneFile(request, storage, maxBytes, maxMb),
        originOf(request),
      );
      return reply.code(201).send(file);
    },
  );

  app.get(
    `${path}/:id/files`,
    { config: signedIn, schema: { tags, summary: "The item's files (404 when the document is not visible)", params: itemParams, response: { 200: fileList } } },
    async (request) => ({ items: await app.filesService.list(request.user!, kind, (request.params as { id: number }).id) }),
  );

  app.get(
    `${path}/:id/files/:fileId`,
    { config: signedIn, schema: { tags, summary: 'Downloads a file with its content type, as an attachment', params: fileParams } },
    async (request, reply) => {
      const { id, fileId } = request.params as { id: number; fileId: number };
      const file = await app.filesService.download(request.user!, kind, id, fileId);
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.delete(
    `${path}/:id/files/:fileId`,
    { config: signedIn, schema: { tags, summary: 'Deletes a file while the document is in preparation or returned (provider); audited', params: fileParams } },
    async (request, reply) => {
      const { id, fileId } = request.params as { id: number; fileId: number };
      await app.filesService.remove(request.user!, kind, id, fileId, originOf(request));
      return reply.code(204).send();
    },
  );
}

export default async function fileRoutes(app: FastifyInstance) {
  await app.register(multipart, MULTIPART_OPTIONS);
  for (const { family, kind } of FILE_FAMILIES) itemFileRoutes(app, family, kind);
}
