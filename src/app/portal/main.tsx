/**
 * The self-service portal's entry (portal.html). The language comes from localStorage
 * ('kalba'; anything unsupported means Lithuanian) and is ready before the first render.
 */
import '../polyfills';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { initI18n, readStoredLanguage } from '../../lib/i18n';
import { AppProviders } from '../providers';
import { syncDocumentLanguage } from '../shared/document-language';
import { portalTheme } from '../theme';
import { portalRoutes } from './routes';

function storedLanguage() {
  try {
    return readStoredLanguage(window.localStorage);
  } catch {
    return readStoredLanguage(null);
  }
}

// The first paint waits for the translations only: SWR is mounted by the routes after the
// layout and the home page (routes.tsx, ../swr-outlet.tsx; decision 0168).
void initI18n(storedLanguage()).then((i18n) => {
  syncDocumentLanguage(i18n, 'app.portalTitle');
  const router = createBrowserRouter(portalRoutes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders theme={portalTheme} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
