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
import type { Paged } from '../../domain/contracts/shared';
import {
  createItem as createEndpoint,
  getItem as getEndpoint,
  listItems as listEndpoint,
  saveItem as saveEndpoint,
  type ITEM_SORTS,
  type ItemHead,
  type ItemListRow,
} from '../../domain/contracts/items';
import { actOnItem as actEndpoint, type ActionResult } from '../../domain/contracts/lifecycle';
import type { Action } from '../../domain/lifecycle/statuses';
import type { Family } from '../../domain/schema/vocabulary';
import { familyOf, type DocumentTabDocument } from '../document-tabs';
import { call, endpointPath } from './call';

export type ItemFamily = Family;

/** One item as GET {base}/{family}/:id returns it, its data typed by the caller. */
export type ItemView<D = Record<string, unknown>> = ItemHead & { data: D };

export type { ItemListRow, SavedItem } from '../../domain/contracts/items';
export type ItemList = Paged<ItemListRow>;

export type ItemSort = (typeof ITEM_SORTS)[number];

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
export type ItemActionResult = ActionResult;

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });
const csv = (v: string | readonly string[] | undefined) => (v === undefined ? undefined : typeof v === 'string' ? v : v.join(','));
const apiQuery = (query: ItemListQuery) => ({ ...query, type: csv(query.type), status: csv(query.status) });

/** The path of one item (or of the family's collection), for SWR keys and sub-resources. */
export const itemPath = (family: ItemFamily, id?: number) => (id === undefined ? `/${family}` : endpointPath(getEndpoint(family), { params: { id } }));

/**
 * The API path of the item a tab of an item page shows, e.g. `/requests/12` (sub-resources
 * follow it). Here, not in ../document-tabs.ts, so registering the tabs (part of the first
 * load) does not bring the items' contracts.
 */
export const tabItemPath = (document: Pick<DocumentTabDocument, 'id' | 'family'>): string => itemPath(familyOf(document), document.id);

/** The SWR key / path of a list query (empty values are left out). */
export const itemListPath = (family: ItemFamily, query: ItemListQuery = {}) => endpointPath(listEndpoint(family), { query: apiQuery(query) });

/** Creates an item of a catalogue type of the family (403 when the role may not, 422 field errors). */
export const createItem = (family: ItemFamily, type: string, data: Record<string, unknown>) =>
  call(createEndpoint(family), { body: { type, data }, quiet: true });

/** Reads one item with the actions this user may take now (404 when not visible to the user). */
export const getItem = async <D = Record<string, unknown>>(family: ItemFamily, id: number): Promise<ItemView<D>> => {
  const { data, ...head } = await call(getEndpoint(family), { params: { id }, quiet: true });
  // the data's shape is the type's schema, which the server validated; the caller names it
  return { ...head, data: data as D };
};

/** Saves the data over the version the page last read (412 when someone saved since). */
export const saveItem = (family: ItemFamily, id: number, version: number, data: Record<string, unknown>) =>
  call(saveEndpoint(family), { params: { id }, body: { data }, quiet: true, headers: ifMatch(version) });

/** Lists the items this user may see, paged, filtered by type and status. */
export const listItems = (family: ItemFamily, query: ItemListQuery = {}) => call(listEndpoint(family), { query: apiQuery(query), quiet: true });

/** Takes a status action on the version the user saw (If-Match), with the action's form. */
export const actOnItem = (family: ItemFamily, id: number, action: Action, version: number, form?: Record<string, unknown>) =>
  call(actEndpoint(family), { params: { id, action }, body: form ? { form } : {}, quiet: true, headers: ifMatch(version) });
