/**
 * The per-process cache of item data by id and version (api/modules/items/data-cache.ts,
 * decision 0165): what it holds, what it drops first, and that a transaction never uses it.
 */
import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { dataCacheOf, ItemDataCache } from '../../../api/modules/items/data-cache.js';
import type { Database } from '../../../api/db/schema.js';

describe('ItemDataCache', () => {
  it('holds one version per item: a newer version replaces the older', () => {
    const cache = new ItemDataCache();
    cache.set(1, 1, '{"a":1}');
    cache.set(1, 2, '{"a":2}');
    expect(cache.held(1)).toMatchObject({ version: 2, json: '{"a":2}' });
    expect(cache.held(2)).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used items once the texts pass its limit', () => {
    const cache = new ItemDataCache(10);
    cache.set(1, 1, '1234');
    cache.set(2, 1, '1234');
    cache.held(1); // 1 is now the more recent
    cache.set(3, 1, '1234');
    expect([1, 2, 3].map((id) => cache.held(id)?.json ?? null)).toEqual(['1234', null, '1234']);
    cache.set(4, 1, '12345678901'); // larger than the whole limit: not held
    expect(cache.held(4)).toBeUndefined();
  });

  it('encodes the UTF-8 bytes of a held version once, and of anything else afresh', () => {
    const cache = new ItemDataCache();
    cache.set(1, 3, '{"v":"ąčę"}');
    const bytes = cache.bytes(1, 3, '{"v":"ąčę"}');
    expect(bytes.toString('utf8')).toBe('{"v":"ąčę"}');
    expect(cache.bytes(1, 3, '{"v":"ąčę"}')).toBe(bytes);
    expect(cache.bytes(1, 4, '{"v":"x"}').toString()).toBe('{"v":"x"}');
    expect(cache.bytes(1, 3, '{"v":"ąčę"}')).toBe(bytes);
  });

  it('is one per database handle and none inside a transaction', async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    const other = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    expect(dataCacheOf(db)).toBe(dataCacheOf(db));
    expect(dataCacheOf(db)).not.toBe(dataCacheOf(other));
    await db.transaction().execute(async (trx) => {
      expect(dataCacheOf(trx)).toBeUndefined();
    });
    await Promise.all([db.destroy(), other.destroy()]);
  });
});
