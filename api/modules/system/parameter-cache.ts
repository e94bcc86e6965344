/**
 * The one accessor every module reads system parameters through (app.systemService.parameter):
 * the whole table loaded in one query and kept for CACHE_MS, dropped at once when this
 * process changes a parameter (invalidate) — a timed cache (api/lib/timed-cache.ts,
 * docs/decisions/0071-system-parameters-cache.md).
 */
import type { Clock } from '../../lib/clock.js';
import { CACHE_MS, createTimedCache } from '../../lib/timed-cache.js';

export { CACHE_MS };

export interface ParameterCache {
  get(code: string): Promise<string | undefined>;
  invalidate(): void;
}

export function createParameterCache(load: () => Promise<Map<string, string>>, clock: Clock, cacheMs = CACHE_MS): ParameterCache {
  const table = createTimedCache<Map<string, string>>(clock, cacheMs);
  return {
    get: async (code) => (await table.get(load)).get(code),
    invalidate: () => table.invalidate(),
  };
}
