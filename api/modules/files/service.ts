/**
 * Attached files (the rinkmenos tab of documents; requests later): list, upload, download,
 * delete. Files follow their item: invisible item, invisible files (404); uploads and deletes
 * only by the provider while the item may be changed and nobody else holds its lock. An
 * upload is accepted only as PDF, ASiC-E or ADOC, judged by content (sniff.ts), at most
 * MAX_FILE_SIZE_MB (system parameter), at most MAX_FILES_PER_ITEM per item (counted by the
 * insert itself). Row and audit event are written in one transaction, with the file flushed to
 * disk before it and moved into place (folder flushed) inside it; any refusal or failure
 * removes the file again, so nothing stays on disk or in the database. What a crash leaves
 * behind is swept at start-up and every FILE_SWEEP_MINUTES.
 */
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { everyMinutes } from '../../lib/periodic.js';
import type { SessionUser } from '../../plugins/access.js';
import { ITEM_MESSAGES, type ItemKind } from '../items/families.js';
import { lockDocuments } from '../items/repository.js';
import { displayName } from './file-names.js';
import type { AttachedFile, FileFormat } from '../../../src/domain/contracts/files.js';
import { FILE_FORMATS } from './formats.js';
import { containerLimits, FILE_SWEEP_MINUTES, MAX_FILES_PER_ITEM } from './limits.js';
import { badFormat, type ReceivedFile } from './receive.js';
import { FormatRefusal } from './refusal.js';
import * as repo from './repository.js';
import { detectFormat } from './sniff.js';
import { createStorage, type FileStorage, type SweepResult } from './storage.js';
import { signatureOfFile } from '../signing/file-signatures.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** Items that carry files. */
export type FileItemKind = Extract<ItemKind, 'document' | 'request'>;

/** A file as the list and the upload answer it: the contract's attachedFile (src/domain/contracts/files.ts). */
export type FileView = AttachedFile;

export interface FileDownload {
  stream: Readable;
  name: string;
  contentType: string;
  size: number;
}

/** Streams the request's one file to a temporary file of `storage` (receive.ts), refusing above `maxBytes`. */
export type Receiver = (storage: FileStorage, maxBytes: number, maxMb: number) => Promise<ReceivedFile>;

export interface FilesService {
  /** The item's files (404 when the item is invisible to the user). */
  list(user: SessionUser, kind: FileItemKind, itemId: number): Promise<FileView[]>;
  /** Checks the right to change the item, receives the file, decides its format, stores it with an audit event. */
  upload(user: SessionUser, kind: FileItemKind, itemId: number, receive: Receiver, origin: AuditOrigin): Promise<FileView>;
  /** Opens a file of a visible item for download. */
  download(user: SessionUser, kind: FileItemKind, itemId: number, fileId: number): Promise<FileDownload>;
  /** Deletes a file while the item may be changed; audited. */
  remove(user: SessionUser, kind: FileItemKind, itemId: number, fileId: number, origin: AuditOrigin): Promise<void>;
  /** Removes what a crash left behind: old temporary files and old stored files no row names. */
  sweep(): Promise<SweepResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    filesService: FilesService;
  }
}

export interface FilesServiceOptions {
  /** DATA_DIR: files are kept under DATA_DIR/files */
  dataDir: string;
}

const MB = 1024 * 1024;

const countLimit = () =>
  conflict('errors.file_count_limit', [{ path: '/file', messageKey: 'errors.file_count_limit', params: { max: MAX_FILES_PER_ITEM }, severity: 'critical' }]);

const viewOf = (row: repo.FileRow): Omit<FileView, 'signature'> => ({
  id: Number(row.id),
  name: row.display_name,
  format: row.format as FileFormat,
  contentType: row.content_type,
  size: Number(row.size_bytes),
  sha256: row.sha256,
  uploadedAt: row.uploaded_at,
  uploadedBy: { userId: Number(row.uploaded_by), name: `${row.first_name} ${row.last_name}` },
});

export default servicePlugin(
  'filesService',
  async function filesService(app, db, opts: FilesServiceOptions) {
    const storage = createStorage(opts.dataDir);

    /** The view with, for a container, its signatures checked now. */
    const withSignature = async (row: repo.FileRow): Promise<FileView> => ({
      ...viewOf(row),
      signature:
        row.format === 'pdf' ? null : await signatureOfFile(db, await fs.promises.readFile(storage.pathOf(row.storage_name)), app.clock.now().toISOString()),
    });

    /** MAX_FILE_SIZE_MB (whole MB of 1,048,576 bytes). */
    const maxMegabytes = () => app.systemService.setting('MAX_FILE_SIZE_MB');

    async function visible(user: SessionUser, kind: FileItemKind, itemId: number) {
      const rights = await app.itemCore.rightsOf(user, kind, itemId);
      if (!rights) throw notFound(ITEM_MESSAGES[kind].notFound);
      return rights;
    }

    /** The provider, while the item may be changed and nobody else holds its lock. */
    async function assertChangeable(user: SessionUser, kind: FileItemKind, itemId: number) {
      const rights = await visible(user, kind, itemId);
      if (!rights.isProvider) throw forbidden(ITEM_MESSAGES[kind].readOnly);
      if (!rights.mayChange) throw conflict(ITEM_MESSAGES[kind].notEditable);
      await app.locks.assertNotLockedByOther(kind, itemId, user);
    }

    async function fileOf(kind: FileItemKind, itemId: number, fileId: number) {
      const row = await repo.findFile(db, kind, itemId, fileId);
      if (!row) throw notFound('errors.file_not_found');
      return row;
    }

    // leftovers of a crash go at start-up, and then on the shared scheduler
    app.addHook('onReady', async () => {
      await app.filesService.sweep();
    });
    everyMinutes(app, FILE_SWEEP_MINUTES, 'file sweep', () => app.filesService.sweep());
    return {
      async list(user, kind, itemId) {
        await visible(user, kind, itemId);
        return Promise.all((await repo.listFiles(db, kind, itemId)).map(withSignature));
      },

      async upload(user, kind, itemId, receive, origin) {
        // 1. the right to change the item, before a byte of the body is read
        await assertChangeable(user, kind, itemId);
        // (an early answer for a full item; the insert below is what enforces the limit)
        if ((await repo.countFiles(db, kind, itemId)) >= MAX_FILES_PER_ITEM) throw countLimit();
        // 2. stream the file to a temporary file (size limit, one file, not empty)
        const maxMb = await maxMegabytes();
        const received = await receive(storage, maxMb * MB, maxMb);
        const storageName = storage.newStorageName();
        let id: number;
        try {
          // 3. what it is, from its bytes
          let format: FileFormat;
          try {
            format = await detectFormat(received.tempPath, received.size, containerLimits(maxMb * MB));
          } catch (error) {
            if (!(error instanceof FormatRefusal)) throw error;
            app.log.info({ reason: error.reason, kind, itemId, user: user.userId }, 'upload refused');
            throw badFormat();
          }
          // 4. the item may have moved on while the upload streamed
          await assertChangeable(user, kind, itemId);
          // 5. the bytes on disk before any row names them
          await storage.flush(received.tempPath);
          // 6. row (if the item has room), audit and the file in place (folder flushed), together
          const at = app.clock.now().toISOString();
          const name = displayName(received.clientName, format);
          const file: repo.NewFile = {
            kind,
            itemId,
            storageName,
            displayName: name,
            format,
            contentType: FILE_FORMATS[format].contentType,
            size: received.size,
            sha256: received.sha256,
            uploadedBy: user.userId,
            at,
          };
          id = await db.transaction().execute(async (trx) => {
            await lockDocuments(trx, app.db.dialect, [itemId]);
            const fileId = await repo.insertFileWithinLimit(trx, file, MAX_FILES_PER_ITEM);
            if (fileId === null) throw countLimit();
            await writeAudit(trx, at, origin, {
              action: 'file.upload',
              actorId: user.userId,
              actorName: user.displayName,
              objectType: kind,
              objectId: itemId,
              details: { fileId, name, format, size: received.size, sha256: received.sha256 },
            });
            await storage.place(received.tempPath, storageName);
            return fileId;
          });
        } catch (error) {
          await storage.remove(received.tempPath);
          await storage.remove(storage.pathOf(storageName));
          throw error;
        }
        return withSignature(await fileOf(kind, itemId, id));
      },

      async download(user, kind, itemId, fileId) {
        await visible(user, kind, itemId);
        const row = await fileOf(kind, itemId, fileId);
        // opened before answering, so a missing file is a logged 500, not a broken download
        const handle = await fs.promises.open(storage.pathOf(row.storage_name), 'r');
        return { stream: handle.createReadStream(), name: row.display_name, contentType: row.content_type, size: Number(row.size_bytes) };
      },

      async remove(user, kind, itemId, fileId, origin) {
        await assertChangeable(user, kind, itemId);
        const row = await fileOf(kind, itemId, fileId);
        const at = app.clock.now().toISOString();
        await db.transaction().execute(async (trx) => {
          if (!(await repo.deleteFile(trx, kind, itemId, fileId))) throw notFound('errors.file_not_found');
          await writeAudit(trx, at, origin, {
            action: 'file.delete',
            actorId: user.userId,
            actorName: user.displayName,
            objectType: kind,
            objectId: itemId,
            details: { fileId, name: row.display_name, format: row.format, size: Number(row.size_bytes), sha256: row.sha256 },
          });
        });
        // after the commit: a file left behind by a failed unlink is harmless, a row without its file is not
        await storage
          .remove(storage.pathOf(row.storage_name))
          .catch((error: unknown) => app.log.error({ err: error, fileId }, 'could not remove a deleted file'));
      },

      async sweep() {
        const result = await storage.sweep((names) => repo.storedNames(db, names));
        if (result.temporary + result.orphans > 0) app.log.info(result, 'file sweep removed leftovers of interrupted uploads');
        return result;
      },
    } satisfies FilesService;
  },
  { name: 'files-service', dependencies: ['db', 'item-core', 'locks-service', 'system-service'] },
);
