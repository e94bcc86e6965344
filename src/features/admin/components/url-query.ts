/**
 * The list query of an administration page kept in its URL: read one value of a closed list,
 * write changes (back to page 1 unless kept), and the paging/sorting props of an `AdminTable`
 * that write their changes into the URL.
 */
import { useSearchParams, type SetURLSearchParams } from 'react-router';

export const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** A positive page number from the URL, else 1. */
export const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** Writes `changes` into the URL (null or '' removes one); a change other than the page goes back to page 1 (`pageParam` removed). */
export const updateQuery = (setSearch: SetURLSearchParams, changes: Record<string, string | null>, keepPage = false, pageParam = 'page') =>
  setSearch((prev) => {
    const next = new URLSearchParams(prev);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(name);
      else next.set(name, value);
    }
    if (!keepPage) next.delete(pageParam);
    return next;
  });

export type UpdateQuery = (changes: Record<string, string | null>, keepPage?: boolean) => void;

/** The page's URL query and its writer (`updateQuery` bound to it; `pageParam` is the one a change resets). */
export function useUrlQuery(pageParam = 'page'): { search: URLSearchParams; update: UpdateQuery } {
  const [search, setSearch] = useSearchParams();
  return { search, update: (changes, keepPage = false) => updateQuery(setSearch, changes, keepPage, pageParam) };
}

/** Paging by `page`/`pageSize` in the URL: a new page keeps the rest, a new size goes back to page 1. */
export const urlPaging = (query: { page: number; pageSize: number }, update: UpdateQuery) => ({
  page: query.page,
  pageSize: query.pageSize,
  onPage: (page: number) => update({ page: String(page) }, true),
  onPageSize: (pageSize: number) => update({ pageSize: String(pageSize) }),
});

/** Paging by `offset`/`limit` in the URL, shown as pages. */
export const urlOffsetPaging = (query: { offset: number; limit: number }, update: UpdateQuery) => ({
  page: Math.floor(query.offset / query.limit) + 1,
  pageSize: query.limit,
  onPage: (page: number) => update({ offset: String((page - 1) * query.limit) }, true),
  onPageSize: (limit: number) => update({ limit: String(limit) }),
});

/** Sorting by `sort` and `orderParam` in the URL (the page stays). */
export const urlSorting = (sort: string, direction: 'asc' | 'desc', update: UpdateQuery, orderParam = 'order') => ({
  sort,
  direction,
  onSort: (column: string, next: 'asc' | 'desc') => update({ sort: column, [orderParam]: next }, true),
});
