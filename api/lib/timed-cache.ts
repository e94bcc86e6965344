/**
 * A value loaded from the database and kept for CACHE_MS, dropped at once when this process
 * changes what it was loaded from (invalidate). Another API process sees the change within
 * CACHE_MS (docs/decisions/0071-system-parameters-cache.md); the database stays the only store.
 * The loader is given on each read, so a read inside a transaction loads through it.
 */
import type { Clock } from './clock.js';

export const CACHE_MS = 30_000;

export interface TimedCache<T> {
  get(load: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

export function createTimedCache<T>(clock: Clock, cacheMs = CACHE_MS): TimedCache<T> {
  let loaded: { at: number; value: Promise<T> } | null = null;
  return {
    async get(load) {
      const now = clock.now().getTime();
      if (!loaded || now - loaded.at >= cacheMs || now < loaded.at) {
        const value = load();
        loaded = { at: now, value };
        // a failed load is not kept: the next read tries again
        value.catch(() => {
          if (loaded?.value === value) loaded = null;
        });
      }
      return loaded.value;
    },
    invalidate() {
      loaded = null;
    },
  };
}
