/**
 * The stored data of items as this process last read it, by id (decision 0165). An item's data
 * changes only together with its version (every write of `document.data` raises `version`) and
 * ids are never reused, so (id, version) names one data text for good. The item read
 * (repository.ts `findDocumentWithLock`) sends the cached version along and the database leaves
 * the data column out when the row is still at it: the ~11 KB of the largest mortgage are then
 * neither read from the pages, nor decoded, nor sent over the network (PostgreSQL). The UTF-8
 * bytes GET answers with are encoded once per version (`dataBytes`).
 *
 * One cache per database handle (a test's apps each have their own). Only reads outside a
 * transaction fill it: they see committed data only (on SQLite the reader connection or a read
 * handed over after its batch's COMMIT, decision 0153), while a transaction may read its own
 * write of a version that it later rolls back. Least recently used entries go first once the
 * texts held pass `MAX_CHARS`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Characters of data text held per database handle at most (≈ 3 000 of the largest mortgage). */
export const MAX_CHARS = 32 * 1024 * 1024;

interface Entry {
  version: number;
  json: string;
  /** its UTF-8 bytes, once a GET asked for them */
  bytes?: Buffer;
}

export class ItemDataCache {
  readonly #entries = new Map<number, Entry>();
  #chars = 0;

  constructor(private readonly maxChars = MAX_CHARS) {}

  /** How many items it holds. */
  get size(): number {
    return this.#entries.size;
  }

  /** The version and data text held for the item (marked recently used), if any. */
  held(id: number): { readonly version: number; readonly json: string } | undefined {
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    this.#entries.delete(id);
    this.#entries.set(id, entry);
    return entry;
  }

  /** Holds the data text the database answered for the item at `version` (replacing an older one). */
  set(id: number, version: number, json: string): void {
    this.#drop(id);
    if (json.length > this.maxChars) return;
    this.#entries.set(id, { version, json });
    this.#chars += json.length;
    for (const [oldest] of this.#entries) {
      if (this.#chars <= this.maxChars) break;
      this.#drop(oldest);
    }
  }

  /** The UTF-8 bytes of `json`, the item's data at `version`: encoded once while it is held. */
  bytes(id: number, version: number, json: string): Buffer {
    const entry = this.#entries.get(id);
    if (!entry || entry.version !== version || entry.json !== json) return Buffer.from(json);
    return (entry.bytes ??= Buffer.from(json));
  }

  #drop(id: number): void {
    const entry = this.#entries.get(id);
    if (!entry) return;
    this.#entries.delete(id);
    this.#chars -= entry.json.length;
  }
}

const caches = new WeakMap<object, ItemDataCache>();

/** The cache of a database handle; undefined inside a transaction (see the file comment). */
export function dataCacheOf(db: Kysely<Database>): ItemDataCache | undefined {
  if (db.isTransaction) return undefined;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ItemDataCache()));
  return cache;
}
