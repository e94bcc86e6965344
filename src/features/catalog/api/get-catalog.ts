/** GET {base}/catalog: the document, request and certificate types of the catalogue. */
import useSWR from 'swr';
import { api } from '../../../lib/api/client';

export interface CatalogSummary {
  id: string;
  family: 'documents' | 'requests' | 'certificates';
  /** translation key of the type's name (types.<id>.title) */
  titleKey: string;
  /** where a new one is started, e.g. /hipoteka/sutartine-hipoteka */
  route: string;
  createRoles: string[];
  lifecycle: string;
}

export const catalogKey = '/catalog';

export const getCatalog = () => api.get<CatalogSummary[]>(catalogKey);

export function useCatalog() {
  return useSWR<CatalogSummary[]>(catalogKey, getCatalog);
}
