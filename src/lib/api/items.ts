/**
 * The browser client of the catalogue items API: documents, requests and certificates share
 * one server engine (api/modules/documents, parameterised by family), so they share one
 * client. Paths are relative to the face's base (/api in the workplace, /sav in the portal):
 *
 *   POST {base}/{family}                        {type, data} → 201 {id, version, issues}
 *   GET  {base}/{family}?type=&status=&page=&pageSize=&sort=&direction=
 *   GET  {base}/{family}/:id                    → ItemView (ETag = version)
 *   PUT  {base}/{family}/:id    If-Match        {data} → {id, version, issues}
 *   POST {base}/{family}/:id/actions/:action  If-Match  {form?} → ActionResult
 *
 * An id of another family is 404 (a request id under /documents/:id and the other way round).
 * Every call is `quiet`: the pages show 404/409/412/422 themselves (field errors under the
 * fields, the lock holder, the stale-version notice).
 */
import type { Action, Status } from '../../domain/lifecycle/statuses';
import type { Family } from '../../domain/schema/vocabulary';
import type { FieldError } from './api-error';
import { api } from './client';
import { pathOfKey, type QueryValue } from './fetcher';
import type { LockState } from '../item-lock';

export type ItemFamily = Family;

/** One item as GET {base}/{family}/:id returns it. */
export interface ItemView<D = Record<string, unknown>> {
  id: number;
  type: string;
  status: Status;
  version: number;
  schemaVersion: string;
  data: D;
  /** the check errors and business issues of its last save (a draft's, decision 0090) */
  checkErrors: FieldError[];
  allowedActions: Action[];
  editable: boolean;
  /** who is editing it now (api/modules/locks), null when nobody */
  lock: LockState | null;
  createdAt: string;
  updatedAt: string;
}

/** The answer of create and save. */
export interface SavedItem {
  id: number;
  version: number;
  /** a draft's check errors (critical; decision 0090) or the business-check warnings of the save */
  issues: FieldError[];
}

export interface ItemListRow {
  id: number;
  type: string;
  status: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  parties: { role: string; name: string; code: string | null }[];
}

export interface ItemList {
  items: ItemListRow[];
  total: number;
  page: number;
  pageSize: number;
}

export type ItemSort = 'updated_at' | 'created_at' | 'id' | 'status' | 'type_id';

export interface ItemListQuery {
  /** one type id or several (sent comma-separated) */
  type?: string | readonly string[];
  /** one status or several (sent comma-separated) */
  status?: string | readonly string[];
  page?: number;
  pageSize?: number;
  sort?: ItemSort;
  direction?: 'asc' | 'desc';
}

/** The answer of a status action (api/modules/lifecycle). */
export interface ItemActionResult {
  id: number;
  status: Status;
  version: number;
  allowedActions: Action[];
  issues: FieldError[];
  registryNumber: string | null;
}

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });
const csv = (v: string | readonly string[] | undefined) => (v === undefined ? undefined : typeof v === 'string' ? v : v.join(','));

/** The path of one item (or of the family's collection), for SWR keys and sub-resources. */
export const itemPath = (family: ItemFamily, id?: number) => (id === undefined ? `/${family}` : `/${family}/${id}`);

/** The SWR key / path of a list query (empty values are left out). */
export function itemListPath(family: ItemFamily, query: ItemListQuery = {}): string {
  const params: Record<string, QueryValue> = {
    type: csv(query.type),
    status: csv(query.status),
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    direction: query.direction,
  };
  return pathOfKey([itemPath(family), params]);
}

/** Creates an item of a catalogue type of the family (403 when the role may not, 422 field errors). */
export const createItem = <D = Record<string, unknown>>(family: ItemFamily, type: string, data: D) =>
  api.post<SavedItem>(itemPath(family), { type, data }, { quiet: true });

/** Reads one item with the actions this user may take now (404 when not visible to the user). */
export const getItem = <D = Record<string, unknown>>(family: ItemFamily, id: number) => api.get<ItemView<D>>(itemPath(family, id), { quiet: true });

/** Saves the data over the version the page last read (412 when someone saved since). */
export const saveItem = <D = Record<string, unknown>>(family: ItemFamily, id: number, version: number, data: D) =>
  api.put<SavedItem>(itemPath(family, id), { data }, { quiet: true, headers: ifMatch(version) });

/** Lists the items this user may see, paged, filtered by type and status. */
export const listItems = (family: ItemFamily, query: ItemListQuery = {}) => api.get<ItemList>(itemListPath(family, query), { quiet: true });

/** Takes a status action on the version the user saw (If-Match), with the action's form. */
export const actOnItem = (family: ItemFamily, id: number, action: Action, version: number, form?: Record<string, unknown>) =>
  api.post<ItemActionResult>(`${itemPath(family, id)}/actions/${action}`, form ? { form } : {}, { quiet: true, headers: ifMatch(version) });
