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

// No SWR before the first paint: the layout and the pages after sign-in bring it (swr-host.tsx, decision 0156).
void initI18n('lt').then((i18n) => {
  syncDocumentLanguage(i18n, 'app.registryName');
  const router = createBrowserRouter(workplaceRoutes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders theme={workplaceTheme} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
