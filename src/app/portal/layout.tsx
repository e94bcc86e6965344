/**
 * The portal's layout (spec §2.3): header with the language switcher, left menu,
 * breadcrumbs, the page and the footer, framed by the central self-service site's header,
 * menu, breadcrumb prefix and footer (src/features/central-site: fetched with the session's
 * xid, refreshed every 60 s, sanitized). No route guard in self-service mode, only the
 * navigation progress bar; the session keeper (keep-alive, idle expiry to the central
 * session-expired page, the terms dialog, and ending the session when the central site no
 * longer recognises it) is src/features/auth/components/portal-session.tsx.
 */
import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { AppBreadcrumbs } from '../shared/app-breadcrumbs';
import { ContentWidth } from '../shared/content-width';
import { MainContent } from '../../lib/ui/main-content';
import { NavigationProgress } from '../shared/navigation-progress';
import { PageLoading } from '../../lib/ui/page-loading';
import { ScrollToTop } from '../shared/scroll-to-top';
import { SkipLink } from '../shared/skip-link';
import { useApiEvents } from '../shared/use-api-events';
import { PortalSession } from '../../features/auth/components/portal-session';
import { useCentralFrame } from '../../features/central-site/use-central-frame';
import { useSession } from '../../lib/use-session';
import { PortalFooter } from './footer';
import { PortalHeader } from './header';
import { SideMenu } from './side-menu';
import { SwrStoreProvider } from '../swr-store';

export function Component() {
  useApiEvents();
  const xid = useSession()?.xid;
  const central = useCentralFrame(xid);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <NavigationProgress />
      <PortalHeader central={central.frame} />
      <ContentWidth sx={{ flex: 1, py: 3 }}>
        <AppBreadcrumbs before={central.frame?.breadcrumbs} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, alignItems: 'start' }}>
          <SideMenu centralLinks={central.frame?.menu ?? []} />
          <MainContent>
            {/* the pages' SWR hosts (../swr-outlet.tsx) keep one store for the session (decision 0171) */}
            <SwrStoreProvider>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </SwrStoreProvider>
          </MainContent>
        </Box>
      </ContentWidth>
      <PortalFooter central={central.footer} />
      <ScrollToTop />
      <PortalSession centralProblem={central.problem} />
    </Box>
  );
}
