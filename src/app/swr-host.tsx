/**
 * SWR for both faces (the one API fetcher, a cache per mounted app, no retries of a refusal)
 * and the demo banner above every page (shared/demo-banner.tsx, which reads system-info
 * through SWR). Its own module so the entries load it beside the translations instead of
 * carrying SWR in the shell chunk (`README.md`, First load); tests import it directly.
 */
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { fetcher } from '../lib/api/client';
import { isApiError } from '../lib/api/api-error';
import { DemoBanner } from './shared/demo-banner';

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
  return (
    <SWRConfig value={swrConfig}>
      <DemoBanner />
      {children}
    </SWRConfig>
  );
}

export type DataHost = typeof SwrHost;
