/**
 * A search's criteria and listing live in the URL (a search is a link a colleague with the
 * same role can open): which params each tab uses, and the API query they make.
 */
import type { SearchCriteria } from '../../domain/search/criteria';
import { OPENED_ENTRY, type SearchKind } from '../../domain/search/scopes';
import type { SearchQuery } from './api/search';

export type CriteriaField = keyof SearchCriteria;

/** The criteria fields of each tab, in form order (purpose last). */
export const FIELDS: Record<SearchKind, readonly CriteriaField[]> = {
  juridinis: ['code', 'name'],
  fizinis: ['code', 'name', 'birthDate', 'purpose'],
  turtas: ['identifier'],
  kodas: ['number'],
};

/** The criteria of `kind` the URL holds (empty fields left out). */
export function criteriaOf(search: URLSearchParams, kind: SearchKind): SearchCriteria {
  const out: SearchCriteria = {};
  for (const field of FIELDS[kind]) {
    const value = search.get(field)?.trim();
    if (value) out[field] = value;
  }
  return out;
}

const int = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** The API query of the URL, or null while it holds no criteria (nothing is asked). */
export function queryOf(search: URLSearchParams, kind: SearchKind): SearchQuery | null {
  const criteria = criteriaOf(search, kind);
  if (Object.keys(criteria).filter((k) => k !== 'purpose').length === 0) return null;
  const dir = search.get('dir');
  return {
    ...criteria,
    page: int(search.get('page')),
    pageSize: int(search.get('pageSize')),
    sort: search.get('sort') ?? undefined,
    dir: dir === 'asc' || dir === 'desc' ? dir : undefined,
    history: search.get('history') === '1' ? 1 : undefined,
  };
}

/** The link of a search of `kind` with `criteria` (re-running a saved or logged search; an opened entry re-runs as a search by its registry number). */
export const searchLink = (kind: string, criteria: Record<string, string>) =>
  `/paieska/${kind === OPENED_ENTRY ? 'kodas' : kind}?${new URLSearchParams(criteria).toString()}`;
