/**
 * An item's page asks the API for the item the moment the router starts the navigation (the
 * route's loader, before any chunk of the page has been fetched), so the answer travels while
 * the page's code arrives and runs, not after it (decision 0182). Only for a signed-in user: a
 * visitor asks the API nothing; the guard still decides the navigation. Part of the workplace's
 * first chunks, so it brings no contract: the path is the items API's (`itemPath`), which
 * tests/unit/documents/early-item.test.ts holds to it.
 */
import { api } from '../../../lib/api/client';
import type { ItemFamily, ItemView } from '../../../lib/api/items';
import { session } from '../../../lib/session';
import { parseItemId } from '../item-pages';

/** The item asked for, with the id it was asked for. */
export interface EarlyItem {
  id: number;
  item: Promise<ItemView>;
}

/**
 * Asks for the item of a route's id parameter; null for a malformed id or when nobody is signed in.
 * @param family the item's family (its API path)
 * @param param the route's id parameter
 */
export function requestItemEarly(family: ItemFamily, param: string | undefined): EarlyItem | null {
  const id = parseItemId(param);
  if (id === null || !session.getSession()) return null;
  const item = api.get<ItemView>(`/${family}/${id}`, { quiet: true });
  // the page's load reports a failure (not found, …); an item nobody takes is no unhandled rejection
  item.catch(() => undefined);
  return { id, item };
}
