/**
 * A pathless route's module: SWR (swr-host.tsx) around the child routes. The workplace's
 * sign-in pages after the form (gateway return, consent) use it, so the sign-in form itself
 * paints without SWR (decision 0156); so do the portal's pages but the layout and the home
 * (decision 0168). A page that suspends waits in the boundary inside the host: a boundary
 * above it would hide the host, and SWR drops a hidden host's cache state while its pages
 * still read it.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../lib/ui/page-loading';
import { SwrHost } from './swr-host';

export function Component() {
  return (
    <SwrHost>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </SwrHost>
  );
}
