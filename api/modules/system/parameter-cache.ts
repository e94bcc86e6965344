/**
 * The one accessor every module reads system parameters through (app.systemService.parameter):
 * the whole table loaded in one query and kept for CACHE_MS, dropped at once when this
 * process changes a parameter (invalidate). Another API process sees the change within
 * CACHE_MS (docs/decisions/0071-system-parameters-cache.md); the database stays the only
 * store, the cache is a copy.
 */
import type { Clock } from '../../lib/clock.js';

export const CACHE_MS = 30_000;

export interface ParameterCache {
  get(code: string): Promise<string | undefined>;
  invalidate(): void;
}

export function createParameterCache(load: () => Promise<Map<string, string>>, clock: Clock, cacheMs = CACHE_MS): ParameterCache {
  let loaded: { at: number; values: Promise<Map<string, string>> } | null = null;
  return {
    async get(code) {
      const now = clock.now().getTime();
      if (!loaded || now - loaded.at >= cacheMs || now < loaded.at) {
        const values = load();
        loaded = { at: now, values };
        // a failed load is not kept: the next read tries again
        values.catch(() => {
          if (loaded?.values === values) loaded = null;
        });
      }
      return (await loaded.values).get(code);
    },
    invalidate() {
      loaded = null;
    },
  };
}
