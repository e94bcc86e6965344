/** The user's own searches: history (the log) and saved criteria, with rename and delete. */
import useSWR from 'swr';
import { deleteSavedSearch, listSavedSearches, listSearchHistory, renameSavedSearch, saveSearch, searchesAboutMe } from '../../../domain/contracts/search';
import type { BodyOf, ResponseOf } from '../../../domain/contracts/endpoint';
import { call, endpointPath } from '../../../lib/api/call';

export const useSearchHistory = (page: number) =>
  useSWR(endpointPath(listSearchHistory, { query: { page, pageSize: 20 } }), () => call(listSearchHistory, { query: { page, pageSize: 20 } }));

export const savedSearchesKey = endpointPath(listSavedSearches);
export const useSavedSearches = () => useSWR(savedSearchesKey, () => call(listSavedSearches));

/** A saved search as the server answers it. */
export type SavedSearch = ResponseOf<typeof saveSearch>;

export const saveCriteria = (body: BodyOf<typeof saveSearch>) => call(saveSearch, { body });
export const renameSaved = (id: number, name: string) => call(renameSavedSearch, { params: { id }, body: { name } });
export const deleteSaved = (id: number) => call(deleteSavedSearch, { params: { id } });

export const useSearchesAboutMe = (page: number) =>
  useSWR(endpointPath(searchesAboutMe, { query: { page, pageSize: 20 } }), () => call(searchesAboutMe, { query: { page, pageSize: 20 } }));
