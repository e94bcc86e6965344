/** GET {base}/requests?type=&status=&page=&pageSize=: the citizen's own requests (the server shows nobody else's). */
import useSWR from 'swr';
import { itemListPath, listItems, type ItemList, type ItemListQuery } from '../../../lib/api/items';

export const requestListKey = (query: ItemListQuery) => itemListPath('requests', query);

/** A page of the user's requests; `null` query: nothing is fetched (e.g. signed out). */
export function useRequestList(query: ItemListQuery | null) {
  return useSWR<ItemList>(query ? requestListKey(query) : null, () => listItems('requests', query ?? {}), { revalidateOnFocus: false });
}
