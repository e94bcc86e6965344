/**
 * The search endpoints from the browser (src/domain/contracts/search.ts): a tab's results
 * (SWR, keyed by the criteria in the URL), an opened entry, registering a search.
 */
import useSWR from 'swr';
import { openSearchEntry, registerSearch, searchTab } from '../../../domain/contracts/search';
import type { BodyOf, QueryInputOf, ResponseOf } from '../../../domain/contracts/endpoint';
import type { SearchKind } from '../../../domain/search/scopes';
import { call, endpointPath } from '../../../lib/api/call';

export type SearchPageView = ResponseOf<typeof registerSearch>;
export type SearchQuery = QueryInputOf<ReturnType<typeof searchTab>>;

/** The results of a search of `kind`, or nothing while `query` is null (no criteria yet). */
export function useSearchResults(kind: SearchKind, query: SearchQuery | null) {
  const endpoint = searchTab(kind);
  return useSWR(query ? endpointPath(endpoint, { query }) : null, () => call(endpoint, { query: query! }), {
    keepPreviousData: true,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

export const useSearchEntry = (id: number | null) =>
  useSWR(id === null ? null : endpointPath(openSearchEntry, { params: { id } }), () => call(openSearchEntry, { params: { id: id! } }), {
    shouldRetryOnError: false,
  });

export const registerSearchFor = (body: BodyOf<typeof registerSearch>) => call(registerSearch, { body });
