/**
 * The studio's live preview, compiled by the server (decision 0135): a draft's files are checked
 * as `checkTypeFiles` (the code of check:schemas and of saving) checks them and, when the schema
 * compiles, its validator module is made with publishing's options (AJV standalone, THE options),
 * both redoing only what an edit changed (incremental-check.ts, decision 0146); the module is
 * kept a few minutes in a bounded in-memory cache under a salted SHA-256 of its content. The
 * page `import()`s it from that same-origin address, so browsers never compile a schema and the
 * app's CSP (`script-src 'self'`) holds. A draft that does not compile is refused, nothing kept.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CatalogProblem } from '../../../src/domain/schema/catalog-error.js';
import { STUDIO_PREVIEW_MAX_BYTES } from '../../../src/domain/contracts/studio.js';
import type { TypeCheckContext } from '../../../src/domain/studio/check-type-files.js';
import type { TypeFiles } from '../../../src/domain/studio/type-files.js';
import { AppError } from '../../lib/errors.js';
import { validatorModule } from './compile.js';
import { createIncrementalCheck } from './incremental-check.js';

export interface PreviewOptions {
  /** how many modules are kept (the oldest goes first) */
  maxEntries?: number;
  /** how long a module is kept after it was last asked for */
  ttlMs?: number;
  /** the clock (tests) */
  now?: () => number;
}

export interface PreviewAnswer {
  problems: CatalogProblem[];
  /** the key of the module (`module(key)`); the route makes it an address */
  key: string;
}

export interface Previewer {
  /**
   * Checks the draft and keeps its module.
   * @throws AppError 413 errors.studio_preview_too_large, 422 errors.studio_preview_failed (with the problems)
   */
  preview(files: TypeFiles): PreviewAnswer;
  /** The kept module's text, or undefined when it is unknown or expired. */
  module(key: string): string | undefined;
  /** How many modules are kept now. */
  size(): number;
}

/** The check problems as the one error shape: each a critical error naming file#pointer. */
export const problemErrors = (problems: CatalogProblem[]) =>
  problems.map((p) => ({ path: `${p.file}#${p.pointer}`, messageKey: 'errors.studio_problem', params: { ...p }, severity: 'critical' as const }));

/**
 * The preview of drafts checked against the shared catalogue.
 * @param context what check:schemas checks a type against (repository-type.ts checkContextOf)
 */
export function createPreviewer(context: TypeCheckContext, options: PreviewOptions = {}): Previewer {
  const { maxEntries = 20, ttlMs = 5 * 60_000, now = Date.now } = options;
  const checker = createIncrementalCheck(context);
  const salt = randomBytes(16);
  const keyOf = (text: string) => createHash('sha256').update(salt).update(text).digest('hex');
  /** key → module text and expiry, in order of last use (a Map keeps insertion order) */
  const modules = new Map<string, { text: string; expires: number }>();
  /** key of the bundled schema and ui → key of its module: an edit of texts or fixtures compiles nothing */
  const byEntry = new Map<string, string>();

  const sweep = () => {
    const at = now();
    for (const [key, kept] of modules) if (kept.expires <= at) modules.delete(key);
    while (modules.size > maxEntries) modules.delete(modules.keys().next().value as string);
    for (const [entryKey, key] of byEntry) if (!modules.has(key)) byEntry.delete(entryKey);
  };
  const touch = (key: string) => {
    const kept = modules.get(key);
    if (!kept) return undefined;
    modules.delete(key);
    modules.set(key, { text: kept.text, expires: now() + ttlMs });
    return kept.text;
  };

  return {
    preview(files) {
      if (Buffer.byteLength(JSON.stringify(files)) > STUDIO_PREVIEW_MAX_BYTES) throw new AppError(413, 'errors.studio_preview_too_large');
      const result = checker.check(files);
      if (!result.entry || result.body === undefined) throw new AppError(422, 'errors.studio_preview_failed', problemErrors(result.problems));
      sweep();
      const entryKey = keyOf(JSON.stringify([result.entry.id, result.entry.schema, result.entry.ui]));
      let key = byEntry.get(entryKey);
      if (!key || touch(key) === undefined) {
        const text = validatorModule(result.body);
        key = keyOf(text);
        modules.set(key, { text, expires: now() + ttlMs });
        byEntry.set(entryKey, key);
        sweep();
      }
      return { problems: result.problems, key };
    },
    module(key) {
      sweep();
      return touch(key);
    },
    size: () => modules.size,
  };
}
