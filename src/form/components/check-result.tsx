/**
 * "Klaidų nerasta." after a check that found nothing — shown until the document changes,
 * as a status message screen readers announce politely.
 */
import { useCallback, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { DocumentData } from '../engine/document-store';
import { useFormSession } from './form-session';

export function CheckPassed({ checked }: { checked: DocumentData | null }) {
  const { t } = useTranslation('form');
  const { store } = useFormSession();
  // a boolean, not the data: a keystroke after the check hides the message once and then costs nothing here
  const unchanged = useSyncExternalStore(
    store.subscribe,
    useCallback(() => checked !== null && store.getData() === checked, [store, checked]),
  );
  if (!unchanged) return null;
  return (
    <Alert severity="success" role="status" sx={{ mb: 2 }}>
      {t('form.valid')}
    </Alert>
  );
}
