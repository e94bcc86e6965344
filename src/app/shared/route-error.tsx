/**
 * The route error boundary of both shells. A page whose code cannot be fetched offers a
 * reload; an unexpected error shows the server-error page (details go to the console for
 * support, never to the screen).
 */
import Box from '@mui/material/Box';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../lib/routing/lazy-route';
import { ErrorPage } from './error-page';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage kind="notFound" />;
  if (isRouteErrorResponse(error) && error.status === 403) return <ErrorPage kind="forbidden" />;
  console.error(error);
  return <ErrorPage kind={isChunkLoadError(error) ? 'chunkFailed' : 'serverError'} offerReload />;
}

/** The same, standing alone when the layout itself failed (no toolbar or footer around it). */
export function RootRouteError() {
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 6 } }}>
      <RouteError />
    </Box>
  );
}
