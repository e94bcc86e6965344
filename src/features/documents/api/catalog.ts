/** The catalogue summaries (GET {base}/catalog) the choosers pick from. */
import useSWR from 'swr';
import { api } from '../../../lib/api/client';
import type { CreatableType } from '../creatable';

export function useCatalogTypes() {
  return useSWR<CreatableType[]>('/catalog', () => api.get<CreatableType[]>('/catalog'));
}
