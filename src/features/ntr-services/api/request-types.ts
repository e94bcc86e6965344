/** GET {base}/catalog, the request types (family `requests`) the signed-in user may start. */
import useSWR from 'swr';
import { api } from '../../../lib/api/client';

export interface CatalogEntry {
  id: string;
  family: 'documents' | 'requests' | 'certificates';
  /** translation key of the type's name (types.<id>.title, namespace types/<id>) */
  titleKey: string;
  route: string;
  createRoles: string[];
  lifecycle: string;
}

// The same key as the other catalogue users: one request per page load.
export const catalogKey = '/catalog';

export const getCatalog = () => api.get<CatalogEntry[]>(catalogKey);

/**
 * The request types this user's roles may create (the server enforces the same list).
 * @param roles the session's roles
 */
export function creatableRequestTypes(catalog: readonly CatalogEntry[], roles: readonly string[]): CatalogEntry[] {
  return catalog.filter((entry) => entry.family === 'requests' && entry.createRoles.some((role) => roles.includes(role)));
}

export function useCatalog(enabled: boolean) {
  return useSWR<CatalogEntry[]>(enabled ? catalogKey : null, getCatalog, { revalidateOnFocus: false });
}
