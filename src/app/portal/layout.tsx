/**
 * The portal's layout (spec §2.3): header with the language switcher, left menu,
 * breadcrumbs, the page and the footer. No route guard in self-service mode, only the
 * navigation progress bar; the session keeper (keep-alive, idle expiry to the central
 * session-expired page, the terms dialog) is src/features/auth/components/portal-session.tsx.
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
import { PortalSession } from '../../features/auth/components/portal-session';
import { PortalFooter } from './footer';
import { PortalHeader } from './header';
import { SideMenu } from './side-menu';

export function Component() {
  useApiEvents();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <NavigationProgress />
      <PortalHeader />
      <Container maxWidth="lg" sx={{ flex: 1, py: 3 }}>
        <AppBreadcrumbs />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, alignItems: 'start' }}>
          <SideMenu />
          <MainContent>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </MainContent>
        </Box>
      </Container>
      <PortalFooter />
      <ScrollToTop />
      <PortalSession />
    </Box>
  );
}
