/**
 * GET {base}/catalog without SWR (contract: src/domain/contracts/catalog.ts): the key, the
 * request, and the catalogue as a shared answer (./shared-answers.tsx, asked once per app) for
 * a first page that must paint without SWR, the portal home (decision 0168). Pages that keep
 * the catalogue fresh across visits use `useCatalog` of ./catalog.ts (SWR, the same key).
 */
import { listCatalog } from '../../domain/contracts/catalog';
import type { ResponseOf } from '../../domain/contracts/endpoint';
import { call, endpointPath } from './call';
import { useSharedAnswerState } from './shared-answers';

export type CatalogEntry = ResponseOf<typeof listCatalog>[number];

export const catalogKey = endpointPath(listCatalog);

export const getCatalog = () => call(listCatalog);

/** The catalogue summaries, asked once per app (`enabled` false: not asked, e.g. for a visitor). */
export const useCatalogAnswer = (enabled = true) => useSharedAnswerState(catalogKey, getCatalog, enabled);
