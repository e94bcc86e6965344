/**
 * The providers both faces share: translations, the MUI theme (in the accessibility mode its
 * variant, theme-mode.ts) with its CSS baseline, the data host (swr-host.tsx: SWR and the demo
 * banner above every page; the entries import it beside the translations, so SWR is not in the
 * shell chunk) and the snackbar host.
 */
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { NotifierHost } from './notifier-host';
import type { DataHost } from './swr-host';
import { AppThemeProvider } from './theme-provider';
import { useModeTheme } from './theme-mode';

export function AppProviders({ theme, i18n, DataHost, children }: { theme: Theme; i18n: I18n; DataHost: DataHost; children: ReactNode }) {
  const modeTheme = useModeTheme(theme);
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider theme={modeTheme}>
        <CssBaseline />
        <DataHost>
          {children}
          <NotifierHost />
        </DataHost>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
