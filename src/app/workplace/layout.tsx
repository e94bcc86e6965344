/**
 * The workplace's root layout (spec §2.1): skip link, navigation progress, toolbar,
 * system-information banner, breadcrumbs, the page, footer and the scroll-to-top button.
 * The session-expired dialog is added by the Identity work.
 */
import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { AppBreadcrumbs } from '../shared/app-breadcrumbs';
import { MainContent } from '../shared/main-content';
import { NavigationProgress } from '../shared/navigation-progress';
import { PageLoading } from '../shared/page-loading';
import { ScrollToTop } from '../shared/scroll-to-top';
import { SkipLink } from '../shared/skip-link';
import { useApiEvents } from '../shared/use-api-events';
import { WorkplaceFooter } from './footer';
import { SystemInfoBanner } from './system-info-banner';
import { WorkplaceToolbar } from './toolbar';

export function Component() {
  useApiEvents();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <NavigationProgress />
      <WorkplaceToolbar />
      <SystemInfoBanner />
      <Container maxWidth="xl" sx={{ flex: 1, display: 'flex', flexDirection: 'column', py: 3 }}>
        <AppBreadcrumbs />
        <MainContent>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </MainContent>
      </Container>
      <WorkplaceFooter />
      <ScrollToTop />
    </Box>
  );
}
