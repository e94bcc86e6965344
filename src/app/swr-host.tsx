/**
 * SWR for both faces (the one API fetcher, a cache per mounted host, no retries of a refusal).
 * Its own module, so SWR is in no shell chunk (`README.md`, First load): in the workplace the
 * layout (workplace/layout.tsx) and the sign-in pages after the sign-in form (swr-outlet.tsx)
 * mount it, so `/login` paints without SWR (decision 0156); in the portal pathless routes
 * around every page but the layout and the home (swr-outlet.tsx, decision 0168). Tests import it directly.
 */
import type { ComponentType, ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { fetcher } from '../lib/api/client';
import { isApiError } from '../lib/api/api-error';

const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: false,
  // A cache per mounted app (tests mount several; the app mounts one).
  provider: () => new Map(),
  // Retrying a refusal (4xx) cannot succeed; retry only outages, a few times.
  onErrorRetry: (error: unknown, _key, config, revalidate, { retryCount }) => {
    if (isApiError(error) && (error.kind === 'aborted' || (error.status >= 400 && error.status < 500))) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), (config.errorRetryInterval ?? 5_000) * 2 ** retryCount);
  },
};

export function SwrHost({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}

/** A component that provides data fetching to its children (the face's SWR host). */
export type DataHost = ComponentType<{ children: ReactNode }>;
