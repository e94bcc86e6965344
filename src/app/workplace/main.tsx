/** The professional workplace's entry (index.html). Lithuanian only. */
import '../polyfills';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { initI18n } from '../../lib/i18n';
import { AppProviders } from '../providers';
import { syncDocumentLanguage } from '../shared/document-language';
import { workplaceTheme } from '../theme';
import { workplaceRoutes } from './routes';

// SWR (swr-host.tsx) loads beside the translations, not in the entry chunk.
void Promise.all([initI18n('lt'), import('../swr-host')]).then(([i18n, { SwrHost }]) => {
  syncDocumentLanguage(i18n, 'app.registryName');
  const router = createBrowserRouter(workplaceRoutes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders theme={workplaceTheme} i18n={i18n} DataHost={SwrHost}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
