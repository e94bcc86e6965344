/**
 * The files of a document or a request (api/modules/files; the rinkmenos tab), under /api and
 * /sav at {base}/documents/:id/files and {base}/requests/:id/files. The upload is
 * multipart/form-data (one field `file`), read by the server's multipart plugin, not by a
 * body schema; downloads answer the file itself.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Family } from '../schema/vocabulary.js';
import { tagged } from './endpoint.js';
import { idParams, itemsOf } from './shared.js';
import { exact } from './shapes.js';

const api = tagged(['files']);
const id = idParams.properties.id;

/** The formats a file may have (decided by its content, api/modules/files/sniff.ts). */
export const FILE_FORMAT_IDS = ['pdf', 'asice', 'adoc'] as const;
export type FileFormat = (typeof FILE_FORMAT_IDS)[number];

/** The families whose items carry files. */
export type FileFamily = Extract<Family, 'documents' | 'requests'>;

export const attachedFile = exact({
  id: { type: 'integer' },
  name: { type: 'string' },
  format: { type: 'string', enum: [...FILE_FORMAT_IDS] },
  contentType: { type: 'string' },
  size: { type: 'integer' },
  sha256: { type: 'string' },
  uploadedAt: { type: 'string' },
  uploadedBy: exact({ userId: { type: 'integer' }, name: { type: 'string' } }),
  /** an ASiC-E or ADOC file's signatures as of the listing (an outcome is kept until trust changes); null for a PDF */
  signature: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: {
      valid: { type: 'boolean' },
      /** why it does not verify (lifecycle.signature.<reason>) */
      reason: { type: ['string', 'null'] },
      signers: {
        type: 'array',
        items: exact({ name: { type: 'string' }, signedAt: { type: 'string' } }),
      },
    },
    required: ['valid', 'reason', 'signers'],
  },
});
export type AttachedFile = FromSchema<typeof attachedFile>;

const fileParams = exact({ id, fileId: id });

export const uploadFile = <const F extends FileFamily>(family: F) =>
  api.post(
    `/${family}/:id/files`,
    'Uploads one file (multipart field `file`): PDF, ASiC-E or ADOC by content, at most MAX_FILE_SIZE_MB. 201 the file; 400 errors.file_required / errors.file_one_at_a_time; 413 errors.file_too_large; 415 not multipart; 422 errors.file_format / errors.file_empty; 403/404/409 as for saving the document',
    { consumes: ['multipart/form-data'], params: idParams, responses: { 201: attachedFile } },
  );

export const listFiles = <const F extends FileFamily>(family: F) =>
  api.get(`/${family}/:id/files`, "The item's files (404 when the document is not visible)", { params: idParams, responses: { 200: itemsOf(attachedFile) } });

export const downloadFile = <const F extends FileFamily>(family: F) =>
  api.get(`/${family}/:id/files/:fileId`, 'Downloads a file with its content type, as an attachment', { params: fileParams, responses: {} });

export const deleteFile = <const F extends FileFamily>(family: F) =>
  api.delete(`/${family}/:id/files/:fileId`, 'Deletes a file while the document is in preparation or returned (provider); audited', {
    params: fileParams,
    responses: {},
  });
