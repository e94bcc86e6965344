/** Route envelopes of the files API. */
import { FILE_FORMATS } from './formats.js';

const id = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

export const itemParams = { type: 'object', properties: { id }, required: ['id'], additionalProperties: false } as const;
export const fileParams = { type: 'object', properties: { id, fileId: id }, required: ['id', 'fileId'], additionalProperties: false } as const;

export const fileView = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    format: { type: 'string', enum: Object.keys(FILE_FORMATS) },
    contentType: { type: 'string' },
    size: { type: 'integer' },
    sha256: { type: 'string' },
    uploadedAt: { type: 'string' },
    uploadedBy: { type: 'object', properties: { userId: { type: 'integer' }, name: { type: 'string' } }, required: ['userId', 'name'] },
    signature: {
      description: "an ASiC-E or ADOC file's signatures, checked when listed; null for a PDF",
      type: ['object', 'null'],
      properties: {
        valid: { type: 'boolean' },
        reason: { type: ['string', 'null'], description: 'why it does not verify (lifecycle.signature.<reason>)' },
        signers: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, signedAt: { type: 'string' } }, required: ['name', 'signedAt'] } },
      },
      required: ['valid', 'reason', 'signers'],
    },
  },
  required: ['id', 'name', 'format', 'contentType', 'size', 'sha256', 'uploadedAt', 'uploadedBy', 'signature'],
} as const;

export const fileList = { type: 'object', properties: { items: { type: 'array', items: fileView } }, required: ['items'] } as const;
