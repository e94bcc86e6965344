/**
 * GET {base}/catalog: the summaries of the catalogue's types (documents, requests,
 * certificates), and the request types a user may start. One SWR key for every caller, so a
 * page load asks once. Used by the workplace's "new request" chooser (src/features/requests)
 * and the portal's services home (src/features/ntr-services).
 */
import useSWR from 'swr';
import { api } from './client';

export interface CatalogEntry {
  id: string;
  /** documents | requests | certificates */
  family: string;
  /** translation key of the type's name (types.<id>.title, namespace types/<id>) */
  titleKey: string;
  /** where a new one is started, e.g. /ntr-paslaugos/nuomos-sutartis/sudarymas */
  route: string;
  createRoles: readonly string[];
  lifecycle: string;
}

export const catalogKey = '/catalog';

export const getCatalog = () => api.get<CatalogEntry[]>(catalogKey);

/** The catalogue summaries (`enabled` false: not asked, e.g. for a visitor). */
export function useCatalog(enabled = true) {
  return useSWR<CatalogEntry[]>(enabled ? catalogKey : null, getCatalog, { revalidateOnFocus: false });
}

/**
 * The request types these roles may create. The server decides again on POST /requests; this
 * only keeps the choosers honest.
 * @param catalog the catalogue summaries
 * @param roles the signed-in user's roles
 */
export function creatableRequestTypes(catalog: readonly CatalogEntry[], roles: readonly string[]): CatalogEntry[] {
  return catalog.filter((entry) => entry.family === 'requests' && entry.createRoles.some((role) => roles.includes(role)));
}
