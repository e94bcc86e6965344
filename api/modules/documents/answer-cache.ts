/**
 * The JSON answers GET gave, held per item (decision 0177). An answer is the item's data — one
 * text per (id, version), decision 0165 — and its head: status, check errors, the user's allowed
 * actions and right to change it, its lock as this user sees it, its notice, its dates. The
 * answer is held under its version and a key naming every field of the head (`headKey`), so a
 * GET whose head is the same as an earlier one sends the same bytes, without serialising the
 * head, parsing the check errors or joining the bytes again; any field that differs (another
 * user's rights, a lock taken, a status changed by expiry) is another key and a new answer.
 * What the user may see, and every field, is still decided on each request: only the
 * serialising is saved.
 *
 * One cache per database handle; items least recently answered go first once the bytes held
 * pass `MAX_BYTES`; an item holds `MAX_HEADS` heads at most (its readers' different rights).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { StoredDocumentView } from './service.js';

export const MAX_BYTES = 32 * 1024 * 1024;
export const MAX_HEADS = 8;

/** Every field of the answer but id, version and data, as one string (\u0001 occurs in none of them unescaped). */
export function headKey(view: StoredDocumentView): string {
  const { type, status, schemaVersion, checkErrorsJson, allowedActions, editable, lock, notice, createdAt, updatedAt } = view;
  return [
    type,
    status,
    schemaVersion,
    checkErrorsJson,
    allowedActions.join(','),
    editable ? 1 : 0,
    lock === null ? '' : JSON.stringify(lock),
    notice === null ? '' : JSON.stringify(notice),
    createdAt,
    updatedAt,
  ].join('\u0001');
}

interface Entry {
  version: number;
  /** the answer's bytes by head key, oldest first */
  heads: Map<string, Buffer>;
  bytes: number;
}

export class AnswerCache {
  readonly #entries = new Map<number, Entry>();
  #bytes = 0;

  constructor(
    private readonly maxBytes = MAX_BYTES,
    private readonly maxHeads = MAX_HEADS,
  ) {}

  /** How many items it holds answers of. */
  get size(): number {
    return this.#entries.size;
  }

  /** The answer of item `id` at `version` with this head key: held, or built by `build` and held. */
  answer(id: number, version: number, key: string, build: () => Buffer): Buffer {
    let entry = this.#entries.get(id);
    if (entry && entry.version !== version) {
      this.#drop(id);
      entry = undefined;
    }
    if (entry) {
      // recently used: to the end
      this.#entries.delete(id);
      this.#entries.set(id, entry);
      const held = entry.heads.get(key);
      if (held) return held;
    }
    const body = build();
    if (body.length > this.maxBytes) return body;
    if (!entry) this.#entries.set(id, (entry = { version, heads: new Map(), bytes: 0 }));
    if (entry.heads.size >= this.maxHeads) {
      const [oldest, bytes] = entry.heads.entries().next().value as [string, Buffer];
      entry.heads.delete(oldest);
      entry.bytes -= bytes.length;
      this.#bytes -= bytes.length;
    }
    entry.heads.set(key, body);
    entry.bytes += body.length;
    this.#bytes += body.length;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#drop(oldest);
    }
    return body;
  }

  #drop(id: number): void {
    const entry = this.#entries.get(id);
    if (!entry) return;
    this.#entries.delete(id);
    this.#bytes -= entry.bytes;
  }
}

const caches = new WeakMap<object, AnswerCache>();

/** The answer cache of a database handle. */
export function answerCacheOf(db: Kysely<Database>): AnswerCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AnswerCache()));
  return cache;
}
