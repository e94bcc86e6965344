/**
 * A pathless route's module: SWR (swr-host.tsx) around the child routes. The workplace's
 * sign-in pages after the form (gateway return, consent) use it, so the sign-in form itself
 * paints without SWR (decision 0156).
 */
import { Outlet } from 'react-router';
import { SwrHost } from './swr-host';

export function Component() {
  return (
    <SwrHost>
      <Outlet />
    </SwrHost>
  );
}
