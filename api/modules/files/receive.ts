/**
 * Receives the one file of a multipart upload into a temporary file, streaming: the body is
 * never held in memory, bytes are counted and hashed as they pass, and busboy stops writing
 * at the limit (the rest of an oversized upload is discarded unread). Refusals — not
 * multipart, no file, a second file, a form field, over the limit, empty — remove the
 * temporary file before they are thrown, so nothing stays on disk.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart'; // request.isMultipart() and request.parts()
import { AppError, badRequest } from '../../lib/errors.js';
import { hasInvalidCharacters, invalidCharacters } from '../../lib/invalid-characters.js';
import type { FileStorage } from './storage.js';

export interface ReceivedFile {
  tempPath: string;
  size: number;
  sha256: string;
  /** the name the browser sent (untrusted; see file-names.ts) */
  clientName: string;
}

/** The form field that carries the file. */
export const FILE_FIELD = 'file';

/** Options for @fastify/multipart in the files routes: one file, no other fields; limits are checked here. */
// Fields are allowed by busboy (a limit of 0 makes @fastify/multipart wait forever when a field comes
// before the file) and refused here, as the first part that is not the file.
export const MULTIPART_OPTIONS = {
  throwFileSizeLimit: false,
  limits: { files: 1, fields: 1, parts: 2, headerPairs: 50, fieldNameSize: 100, fieldSize: 1000 },
} as const;

class Meter extends Transform {
  bytes = 0;
  private readonly hash = createHash('sha256');
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    this.hash.update(chunk);
    done(null, chunk);
  }
  digest = () => this.hash.digest('hex');
}

const fileRefusal = (status: number, key: string, params?: Record<string, unknown>) =>
  new AppError(status, key, [{ path: `/${FILE_FIELD}`, messageKey: key, ...(params ? { params } : {}), severity: 'critical' }]);

export const tooLarge = (maxMb: number) => fileRefusal(413, 'errors.file_too_large', { max: maxMb });
export const emptyFile = () => fileRefusal(422, 'errors.file_empty');
export const badFormat = () => fileRefusal(422, 'errors.file_format');

/** Multipart parsing errors of @fastify/multipart and busboy, as the client's 400s. */
function clientError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return fileRefusal(400, 'errors.file_one_at_a_time');
  // a file-system error (no space, no permission) is the server's fault, not the client's
  if ((error as { syscall?: string }).syscall) return null;
  return badRequest('errors.bad_request');
}

/**
 * Streams the request's single file into a new temporary file.
 * @param maxBytes the largest acceptable size; one byte more is refused (413)
 * @param maxMb the same limit in MB, for the message
 */
export async function receiveOneFile(request: FastifyRequest, storage: FileStorage, maxBytes: number, maxMb: number): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError(415, 'errors.unsupported_media_type');
  const temps: string[] = [];
  let received: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type !== 'file') throw badRequest('errors.bad_request');
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        throw fileRefusal(400, 'errors.file_required');
      }
      if (hasInvalidCharacters(part.filename)) {
        part.file.resume();
        throw invalidCharacters('file', `/${FILE_FIELD}`);
      }
      const tempPath = storage.newTempPath();
      temps.push(tempPath);
      const meter = new Meter();
      await pipeline(part.file, meter, fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
      if (part.file.truncated) throw tooLarge(maxMb);
      received = { tempPath, size: meter.bytes, sha256: meter.digest(), clientName: part.filename };
    }
    if (!received) throw fileRefusal(400, 'errors.file_required');
    if (received.size === 0) throw emptyFile();
    return received;
  } catch (error) {
    await Promise.all(temps.map((t) => storage.remove(t)));
    throw clientError(error) ?? error;
  }
}
