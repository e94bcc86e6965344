/**
 * Where files lie: DATA_DIR/files/<32 hex characters>, a random name the server chose —
 * never a path or name from the request. Uploads stream into DATA_DIR/files/.incoming/ and
 * are renamed into place (same file system, so the move is atomic) only once accepted.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STORAGE_NAME = /^[0-9a-f]{32}$/;
/** Temporary files older than this are leftovers of a crashed process (uploads take seconds). */
const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

export interface FileStorage {
  /** a new, unused temporary path for an incoming upload */
  newTempPath(): string;
  /** a new random storage name */
  newStorageName(): string;
  /** the path of a stored file; refuses anything but a storage name */
  pathOf(storageName: string): string;
  /** removes a file if it exists (refusals and rollbacks) */
  remove(file: string): Promise<void>;
  /** moves an accepted temporary file to its storage name */
  place(tempPath: string, storageName: string): Promise<void>;
}

/** Creates the folders and clears stale temporary files. */
export function createStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'files');
  const incoming = path.join(root, '.incoming');
  fs.mkdirSync(incoming, { recursive: true, mode: 0o700 });
  const now = Date.now();
  for (const name of fs.readdirSync(incoming)) {
    const file = path.join(incoming, name);
    if (now - fs.statSync(file).mtimeMs > STALE_TEMP_MS) fs.rmSync(file, { force: true });
  }

  const pathOf = (storageName: string) => {
    if (!STORAGE_NAME.test(storageName)) throw new Error('not a storage name');
    return path.join(root, storageName);
  };
  return {
    newTempPath: () => path.join(incoming, `${randomBytes(16).toString('hex')}.part`),
    newStorageName: () => randomBytes(16).toString('hex'),
    pathOf,
    remove: (file) => fs.promises.rm(file, { force: true }),
    place: (tempPath, storageName) => fs.promises.rename(tempPath, pathOf(storageName)),
  };
}
