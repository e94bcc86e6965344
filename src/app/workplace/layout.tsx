/**
 * The workplace's root layout (spec §2.1): skip link, navigation progress, toolbar,
 * system-information banner, breadcrumbs, the page, footer, the scroll-to-top button and
 * the session keeper (keep-alive, idle expiry with the session-expired dialog, the guard
 * re-run on session changes: src/features/auth/components/workplace-session.tsx).
 */
import { Suspense, useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { itemLock } from '../../lib/app-item-lock';
import { WorkplaceSession } from '../../features/auth/components/workplace-session';
import type { KeepAliveAnswer } from '../../features/auth/api/keep-alive';
import { AppBreadcrumbs } from '../shared/app-breadcrumbs';
import { MainContent } from '../../lib/ui/main-content';
import { NavigationProgress } from '../shared/navigation-progress';
import { PageLoading } from '../../lib/ui/page-loading';
import { ScrollToTop } from '../shared/scroll-to-top';
import { SkipLink } from '../shared/skip-link';
import { useApiEvents } from '../shared/use-api-events';
import { WorkplaceFooter } from './footer';
import { useSharedAnswers } from '../../lib/api/shared-answers';
import { SwrHost } from '../swr-host';
import { loadSystemInfo, SYSTEM_INFO_KEY, type SystemInfo } from '../shared/system-info';
import { SystemInfoBanner } from './system-info-banner';
import { WorkplaceToolbar } from './toolbar';

// SWR comes with the layout, not with the entry: the sign-in page paints without it (decision 0156).
export function Component() {
  return (
    <SwrHost>
      <Layout />
    </SwrHost>
  );
}

function Layout() {
  useApiEvents();
  // Spec §4: creating the main layout releases whatever lock this session still holds (a reload
  // loses the id). In the first render, so it goes out before a child page's effect locks its item.
  useState(() => void itemLock.releaseAll());
  const answers = useSharedAnswers();
  // Keep-alive answers with the banner's text: show it without asking the server again, keeping the
  // rest of the answer (the stand-ins mode: the demo banner). Only when nothing was answered yet
  // (keep-alive answered first, and the store keeps the newer value over the answer it overtook)
  // is system-info asked again.
  const onSystemInfo = useCallback(
    (answer: KeepAliveAnswer) => {
      const nothingCached = answers.get<SystemInfo>(SYSTEM_INFO_KEY) === undefined;
      // nothing cached: the mode is not known yet (false until the request below answers)
      answers.update<SystemInfo>(SYSTEM_INFO_KEY, (current) => ({ standIns: current?.standIns ?? false, ...answer }));
      if (nothingCached)
        void loadSystemInfo().then(
          (info) => answers.set(SYSTEM_INFO_KEY, info),
          () => undefined,
        );
    },
    [answers],
  );
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
      <WorkplaceSession onSystemInfo={onSystemInfo} />
    </Box>
  );
}
