/**
 * SWR for both faces (the one API fetcher, a cache per mounted host, no retries of a refusal).
 * Its own module, so SWR is in no shell chunk (`README.md`, First load): in the workplace the
 * layout (workplace/layout.tsx) and the sign-in pages after the sign-in form (swr-outlet.tsx)
 * mount it, so `/login` paints without SWR (decision 0156); in the portal pathless routes
 * around every page but the layout and the home (swr-outlet.tsx, decision 0168). Hosts below a
 * store (swr-store.tsx: the portal's layout) keep their answers in it, so they outlive the host
 * (decision 0171); elsewhere each mounted host has its own cache. Tests import it directly.
 */
import { useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { SWRConfig, type Cache, type SWRConfiguration } from 'swr';
import { fetcher } from '../lib/api/client';
import { isApiError } from '../lib/api/api-error';
import { SwrStoreContext, type SwrStore } from './swr-store';

const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: false,
  // Retrying a refusal (4xx) cannot succeed; retry only outages, a few times.
  onErrorRetry: (error: unknown, _key, config, revalidate, { retryCount }) => {
    if (isApiError(error) && (error.kind === 'aborted' || (error.status >= 400 && error.status < 500))) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), (config.errorRetryInterval ?? 5_000) * 2 ** retryCount);
  },
};

/**
 * This host's view of a store: SWR keeps its listeners and request bookkeeping per cache
 * object and drops them when the host that made it unmounts, so two hosts (one mounting while
 * the other leaves, between two pathless routes) must not share one object; the entries are
 * the store's.
 */
const viewOf = (store: SwrStore): Cache => ({
  keys: () => store.keys(),
  get: (key) => store.get(key) as ReturnType<Cache['get']>,
  set: (key, value) => void store.set(key, value),
  delete: (key) => void store.delete(key),
});

export function SwrHost({ children }: { children: ReactNode }) {
  const store = useContext(SwrStoreContext);
  // without a store, a cache per mounted host (tests mount several apps)
  const value = useMemo<SWRConfiguration>(() => ({ ...swrConfig, provider: () => (store ? viewOf(store) : new Map()) }), [store]);
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

/** A component that provides data fetching to its children (the face's SWR host). */
export type DataHost = ComponentType<{ children: ReactNode }>;
