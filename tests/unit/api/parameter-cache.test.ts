import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../api/lib/clock.js';
import { CACHE_MS, createParameterCache } from '../../../api/modules/system/parameter-cache.js';

function source(initial: Record<string, string>) {
  const table = new Map(Object.entries(initial));
  let loads = 0;
  let failNext = false;
  return {
    table,
    loads: () => loads,
    failOnce: () => {
      failNext = true;
    },
    load: async () => {
      loads += 1;
      if (failNext) {
        failNext = false;
        throw new Error('database down');
      }
      return new Map(table);
    },
  };
}

describe('the system parameter cache', () => {
  it('reads the table once for many reads, and again after invalidate', async () => {
    const db = source({ ATJUNGIMO_LAIKAS: '15' });
    const cache = createParameterCache(db.load, fixedClock('2026-11-20T10:00:00Z'));
    expect(await cache.get('ATJUNGIMO_LAIKAS')).toBe('15');
    db.table.set('ATJUNGIMO_LAIKAS', '25');
    expect(await cache.get('ATJUNGIMO_LAIKAS')).toBe('15');
    expect(await cache.get('NERA')).toBeUndefined();
    expect(db.loads()).toBe(1);
    cache.invalidate();
    expect(await cache.get('ATJUNGIMO_LAIKAS')).toBe('25');
    expect(db.loads()).toBe(2);
  });

  it('a change made by another process shows once the copy is CACHE_MS old', async () => {
    const db = source({ MAX_FILE_SIZE_MB: '10' });
    const clock = fixedClock('2026-11-20T10:00:00.000Z');
    const cache = createParameterCache(db.load, clock);
    await cache.get('MAX_FILE_SIZE_MB');
    db.table.set('MAX_FILE_SIZE_MB', '5');
    clock.set(new Date(Date.parse('2026-11-20T10:00:00.000Z') + CACHE_MS - 1).toISOString());
    expect(await cache.get('MAX_FILE_SIZE_MB')).toBe('10');
    clock.set(new Date(Date.parse('2026-11-20T10:00:00.000Z') + CACHE_MS).toISOString());
    expect(await cache.get('MAX_FILE_SIZE_MB')).toBe('5');
  });

  it('does not keep a failed load: the next read tries again', async () => {
    const db = source({ LOCK_TTL_SECONDS: '120' });
    const cache = createParameterCache(db.load, fixedClock('2026-11-20T10:00:00Z'));
    db.failOnce();
    await expect(cache.get('LOCK_TTL_SECONDS')).rejects.toThrow('database down');
    expect(await cache.get('LOCK_TTL_SECONDS')).toBe('120');
  });
});
