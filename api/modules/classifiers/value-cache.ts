/**
 * The classifier check's copy of each classifier's values with their validity (code,
 * valid_from, valid_to), one timed cache per classifier (api/lib/timed-cache.ts): a document's
 * check reads no rows while the copy is fresh, validity is judged at the check's instant, and
 * the administrator's add or change drops every copy at once (the service calls invalidate).
 */
import type { Kysely } from 'kysely';
import { isValidAt } from '../../../src/domain/classifiers/classifiers.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { createTimedCache, type TimedCache } from '../../lib/timed-cache.js';
import { validities, type Validity } from './repository.js';

export interface ClassifierCache {
  /** The codes of the classifier valid at `at`, read through `handle` when the copy is stale. */
  currentCodes(handle: Kysely<Database>, classifier: string, at: string): Promise<Set<string>>;
  invalidate(): void;
}

export function createClassifierCache(clock: Clock): ClassifierCache {
  const copies = new Map<string, TimedCache<Validity[]>>();
  return {
    async currentCodes(handle, classifier, at) {
      let copy = copies.get(classifier);
      if (!copy) copies.set(classifier, (copy = createTimedCache<Validity[]>(clock)));
      const rows = await copy.get(() => validities(handle, classifier));
      return new Set(rows.filter((r) => isValidAt(r, at)).map((r) => r.code));
    },
    invalidate: () => copies.clear(),
  };
}
