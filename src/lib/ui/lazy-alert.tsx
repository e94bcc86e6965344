/**
 * MUI's Alert loaded on demand, for pages that show an Alert only when something failed:
 * Alert brings its close IconButton, ButtonBase with the ripple and CircularProgress
 * (~10 KB gz) into the page's first load otherwise. Until the chunk arrives (a moment, once
 * per page load) the message shows as plain text with the same role, so nothing is lost.
 * Use it like Alert; pages that show an Alert at once should import Alert itself.
 */
import { lazy, Suspense } from 'react';
import type { AlertProps } from '@mui/material/Alert';

const Alert = lazy(() => import('@mui/material/Alert'));

export function LazyAlert(props: AlertProps) {
  const fallback = (
    <div role={props.role ?? 'alert'} id={props.id} style={{ padding: '6px 16px' }}>
      {props.children}
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <Alert {...props} />
    </Suspense>
  );
}
