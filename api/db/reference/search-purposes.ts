/**
 * The search purposes as classifier values: the codes of src/domain/search/purposes.ts with
 * the texts the search page shows (locales/<lng>/search.json `purposes`), not a second list.
 */
import lt from '../../../locales/lt/search.json' with { type: 'json' };
import en from '../../../locales/en/search.json' with { type: 'json' };
import { SEARCH_PURPOSES } from '../../../src/domain/search/purposes.js';

export const SEARCH_PURPOSE_VALUES: readonly (readonly [code: string, lt: string, en: string])[] = SEARCH_PURPOSES.map(
  (code) => [code, lt.purposes[code], en.purposes[code]] as const,
);
