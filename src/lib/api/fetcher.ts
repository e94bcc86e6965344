/**
 * The SWR fetcher: a key is a path under the API base ('/version') or a tuple
 * [path, query] whose query object becomes the search string. Errors are the client's
 * ApiError, so `error.status` is available to components.
 */
import type { ApiClient } from './create-api-client';

export type QueryValue = string | number | boolean | null | undefined;
export type FetchKey = string | readonly [string, Record<string, QueryValue>];

/** Turns a key into the path with its query string (empty values are left out). */
export function pathOfKey(key: FetchKey): string {
  if (typeof key === 'string') return key;
  const [path, query] = key;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** Creates an SWR fetcher that GETs through the given client. */
export function createFetcher(client: ApiClient) {
  return <T>(key: FetchKey): Promise<T> => client.get<T>(pathOfKey(key));
}
