/**
 * GET {base}/catalog as a shared answer (./shared-answers.tsx, asked once per app) for a first
 * page that paints without SWR, the portal home (decision 0168). The contract
 * (src/domain/contracts/catalog.ts) loads with the request, after the first paint. Pages that
 * keep the catalogue fresh across visits use `useCatalog` of ./catalog.ts (SWR).
 */
import type { CatalogEntry } from './catalog';
import { call } from './call';
import { useSharedAnswerState } from './shared-answers';

export type { CatalogEntry };

const askCatalog = () => import('../../domain/contracts/catalog').then(({ listCatalog }) => call(listCatalog));

/** The catalogue summaries, asked once per app (`enabled` false: not asked, e.g. for a visitor). */
export const useCatalogAnswer = (enabled = true) => useSharedAnswerState<CatalogEntry[]>('catalog', askCatalog, enabled);
