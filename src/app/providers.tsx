/**
 * The providers both faces share: translations, the MUI theme (in the accessibility mode its
 * variant, theme-mode.ts) with its CSS baseline, the first pages' shared answers (version,
 * system-info: src/lib/api/shared-answers.tsx), the demo banner above every page, the data host
 * when one is given here (swr-host.tsx: tests; the faces mount SWR in their routes) and the
 * snackbar host.
 */
import { Fragment, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SharedAnswersProvider } from '../lib/api/shared-answers';
import { NotifierHost } from './notifier-host';
import { DemoBanner } from './shared/demo-banner';
import type { DataHost } from './swr-host';
import { AppThemeProvider } from './theme-provider';
import { useModeTheme } from './theme-mode';

export function AppProviders({ theme, i18n, DataHost = Fragment, children }: { theme: Theme; i18n: I18n; DataHost?: DataHost; children: ReactNode }) {
  const modeTheme = useModeTheme(theme);
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider theme={modeTheme}>
        <CssBaseline />
        <SharedAnswersProvider>
          <DemoBanner />
          <DataHost>
            {children}
            <NotifierHost />
          </DataHost>
        </SharedAnswersProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
