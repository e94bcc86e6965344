/**
 * ConfirmDialog for a question most visits never ask (leaving with unsaved changes): nothing
 * until it first opens, then fetched (MUI's Dialog stays out of the page's first load, decision
 * 0143) and kept mounted, so it closes with its transition like any dialog.
 */
import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
