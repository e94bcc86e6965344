/**
 * Where files lie: DATA_DIR/files/<32 hex characters>, a random name the server chose —
 * never a path or name from the request. Uploads stream into DATA_DIR/files/.incoming/,
 * are flushed to disk, and are renamed into place (same file system, so the move is atomic)
 * only once accepted; the folder is flushed after the rename, so a committed row never names
 * a file a crash could lose. What a crash leaves behind — temporary files, and stored files
 * no row names — is removed by the sweep once older than SWEEP_GRACE_MS.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STORAGE_NAME = /^[0-9a-f]{32}$/;
/**
 * Leftovers younger than this are left alone: an upload's temporary file is written to until
 * its body ends, and its stored file is named by a row seconds later; an hour is far beyond both.
 */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
/** Storage names looked up per query by the sweep. */
const SWEEP_BATCH = 500;

export interface SweepResult {
  /** temporary files removed */
  temporary: number;
  /** stored files removed that no row named */
  orphans: number;
}

export interface FileStorage {
  /** a new, unused temporary path for an incoming upload */
  newTempPath(): string;
  /** a new random storage name */
  newStorageName(): string;
  /** the path of a stored file; refuses anything but a storage name */
  pathOf(storageName: string): string;
  /** removes a file if it exists (refusals and rollbacks) */
  remove(file: string): Promise<void>;
  /** forces a temporary file's bytes to disk (before the row that will name it is written) */
  flush(tempPath: string): Promise<void>;
  /** moves a flushed temporary file to its storage name and flushes the folder */
  place(tempPath: string, storageName: string): Promise<void>;
  /**
   * Removes temporary files and stored files that `named` does not report, both only when
   * older than SWEEP_GRACE_MS.
   * @param named the storage names among the given ones that a row names
   */
  sweep(named: (names: string[]) => Promise<Set<string>>): Promise<SweepResult>;
}

/** fsync of a file or a folder (Linux opens folders read-only for this). */
async function fsyncPath(target: string): Promise<void> {
  const handle = await fs.promises.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The entries of `dir` older than the grace period (entries that vanish meanwhile are skipped). */
async function oldEntries(dir: string, names: string[], now: number): Promise<string[]> {
  const old: string[] = [];
  for (const name of names) {
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs > SWEEP_GRACE_MS) old.push(name);
  }
  return old;
}

/** Creates the folders. */
export function createStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'files');
  const incoming = path.join(root, '.incoming');
  fs.mkdirSync(incoming, { recursive: true, mode: 0o700 });

  const pathOf = (storageName: string) => {
    if (!STORAGE_NAME.test(storageName)) throw new Error('not a storage name');
    return path.join(root, storageName);
  };
  const remove = (file: string) => fs.promises.rm(file, { force: true });

  return {
    newTempPath: () => path.join(incoming, `${randomBytes(16).toString('hex')}.part`),
    newStorageName: () => randomBytes(16).toString('hex'),
    pathOf,
    remove,
    flush: fsyncPath,
    async place(tempPath, storageName) {
      await fs.promises.rename(tempPath, pathOf(storageName));
      await fsyncPath(root);
    },
    async sweep(named) {
      const now = Date.now();
      const temporary = await oldEntries(incoming, await fs.promises.readdir(incoming), now);
      await Promise.all(temporary.map((name) => remove(path.join(incoming, name))));
      // names first, then the rows: a file placed after the listing is not looked at
      const stored = (await fs.promises.readdir(root)).filter((name) => STORAGE_NAME.test(name));
      let orphans = 0;
      for (let i = 0; i < stored.length; i += SWEEP_BATCH) {
        const batch = stored.slice(i, i + SWEEP_BATCH);
        const inUse = await named(batch);
        const old = await oldEntries(
          root,
          batch.filter((name) => !inUse.has(name)),
          now,
        );
        await Promise.all(old.map((name) => remove(path.join(root, name))));
        orphans += old.length;
      }
      return { temporary: temporary.length, orphans };
    },
  };
}
