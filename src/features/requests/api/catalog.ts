/** The request types a user may file (GET {base}/catalog, family requests, the user's roles among createRoles). */
import useSWR from 'swr';
import { api } from '../../../lib/api/client';

export interface CatalogEntry {
  id: string;
  family: string;
  titleKey: string;
  route: string;
  createRoles: readonly string[];
}

/** The catalogue summaries; the same SWR key as the other choosers (one call per session). */
export function useCatalog() {
  return useSWR<CatalogEntry[]>('/catalog', () => api.get<CatalogEntry[]>('/catalog'));
}

/**
 * The request types these roles may create. The server decides again on POST /requests; this
 * only keeps the chooser honest.
 * @param catalog the catalogue summaries
 * @param roles the signed-in user's roles
 */
export function fileableRequestTypes(catalog: readonly CatalogEntry[], roles: readonly string[]): CatalogEntry[] {
  return catalog.filter((t) => t.family === 'requests' && t.createRoles.some((r) => roles.includes(r)));
}
