/** The journal and work-list API (src/domain/contracts/journal.ts): server-paged, sorted and filtered lists. */

/** The list query kept in the page's URL (so a list can be linked and survives a reload). */
export interface ListQuery {
  page: number;
  pageSize: number;
  sort: string | null;
  direction: 'asc' | 'desc' | null;
  q: string;
  status: string;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Reads the list query from the URL's search params; anything malformed falls back to the default. */
export function listQueryOf(search: URLSearchParams): ListQuery {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  const direction = search.get('direction');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 25,
    sort: search.get('sort') || null,
    direction: direction === 'asc' || direction === 'desc' ? direction : null,
    q: search.get('q') ?? '',
    status: search.get('status') ?? '',
  };
}

/** The query the API takes (page 1-based; empty values are dropped by the fetcher). */
export function apiQueryOf(q: ListQuery, tab: string): Record<string, string | number | null> {
  return { tab, page: q.page, pageSize: q.pageSize, sort: q.sort, direction: q.sort ? q.direction : null, q: q.q.trim(), status: q.status };
}
