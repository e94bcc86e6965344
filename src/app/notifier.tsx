/**
 * Shows the snackbar queue (src/lib/notify.ts) one message at a time for 3 s (spec §9).
 * Errors are announced at once by screen readers (role=alert); other messages politely
 * (role=status). MUI pauses the timer while the pointer is over the message or the window
 * is not focused, so a long list of validation messages can still be read.
 */
import { useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_MS } from '../domain/constants';
import { notify as appNotify, type NotifyStore } from '../lib/notify';

export function Notifier({ store = appNotify }: { store?: NotifyStore }) {
  const { t } = useTranslation();
  const current = useSyncExternalStore(store.subscribe, store.current, store.current);
  // The message being closed (its exit transition runs, then it leaves the queue).
  const [closingId, setClosingId] = useState<number | null>(null);

  if (!current) return null;
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not swallow an error before it is read.
    if (reason === 'clickaway') return;
    if (current) setClosingId(current.id);
  };
  return (
    <Snackbar
      key={current.id}
      open={closingId !== current.id}
      autoHideDuration={SNACKBAR_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited: () => store.dismiss(current.id) } }}
    >
      <Alert
        onClose={close}
        closeText={t('notifier.close')}
        severity={current.severity}
        variant="filled"
        role={current.severity === 'error' ? 'alert' : 'status'}
        sx={{ minWidth: 320, maxWidth: 640, whiteSpace: 'pre-line' }}
      >
        {current.title && <AlertTitle>{current.title}</AlertTitle>}
        {current.message}
        {current.details && current.details.length > 0 && (
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {current.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </Alert>
    </Snackbar>
  );
}
