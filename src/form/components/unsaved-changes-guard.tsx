/**
 * Asks before leaving a document with unsaved edits: in-app navigation outside `within`
 * (react-router's useBlocker) gets a dialog, closing or reloading the tab gets the browser's
 * own question (beforeunload). Moving between the document's own tabs and steps never asks.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDirty } from '../hooks/use-document';
import { LazyConfirmDialog } from './lazy-confirm-dialog';

const isWithin = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function UnsavedChangesGuard({ within }: { within: string }) {
  const { t } = useTranslation('form');
  const dirty = useDirty();
  const blocker = useBlocker(({ nextLocation }) => dirty && !isWithin(nextLocation.pathname, within));

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <LazyConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('form.unsaved.title')}
      text={t('form.unsaved.text')}
      confirmLabel={t('form.unsaved.leave')}
      cancelLabel={t('form.unsaved.stay')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
