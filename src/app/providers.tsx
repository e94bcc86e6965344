/**
 * The providers both faces share: translations, the MUI theme (in the accessibility mode its
 * variant, theme-mode.ts) with its CSS baseline, SWR
 * with the one API fetcher, and the snackbar host; and the demo banner above every page
 * (shared/demo-banner.tsx), here so no page of either face is without it.
 */
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { fetcher } from '../lib/api/client';
import { isApiError } from '../lib/api/api-error';
import { NotifierHost } from './notifier-host';
import { DemoBanner } from './shared/demo-banner';
import { AppThemeProvider } from './theme-provider';
import { useModeTheme } from './theme-mode';

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

export function AppProviders({ theme, i18n, children }: { theme: Theme; i18n: I18n; children: ReactNode }) {
  const modeTheme = useModeTheme(theme);
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider theme={modeTheme}>
        <CssBaseline />
        <SWRConfig value={swrConfig}>
          <DemoBanner />
          {children}
          <NotifierHost />
        </SWRConfig>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
