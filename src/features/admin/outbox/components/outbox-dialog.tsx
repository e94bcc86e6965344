/** One outbox row: what is sent (payload), its attempts and the last failure's reason; "resend" for a failed e-mail. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/notify';
import { Facts } from '../../../../lib/ui/facts';
import { shownOf } from '../../components/period';
import { resend, useOutboxMessage } from '../api/outbox';

const pre = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', fontSize: '0.875rem', m: 0 } as const;

export function OutboxDialog({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('admin');
  const { data, error, mutate } = useOutboxMessage(id);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    try {
      const after = await resend(id);
      await mutate(after, { revalidate: false });
      onChanged();
      if (after.state === 'pateiktas') notify.success(t('outbox.resent'));
      else notify.error({ message: t('outbox.resendFailed') });
    } catch {
      // the API client has shown why
    } finally {
      setBusy(false);
    }
  };

  const facts: [string, string][] = data
    ? [
        [t('outbox.column.state'), t(`outbox.state.${data.state}`)],
        [t('outbox.column.channel'), t(`outbox.channel.${data.channel}`)],
        [t('outbox.column.recipient'), data.channel === 'el_pastas' ? `${data.recipientName} <${data.recipient}>` : data.recipientName],
        [t('outbox.column.kind'), data.kind],
        [t('outbox.column.created_at'), shownOf(data.createdAt)],
        [t('outbox.column.attempts'), String(data.attempts)],
        [t('outbox.nextAttempt'), shownOf(data.nextAttemptAt)],
        [t('outbox.delivered'), shownOf(data.deliveredAt)],
      ]
    : [];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="body" aria-labelledby="siuntimo-irasas">
      <DialogTitle id="siuntimo-irasas">{t('outbox.detail', { id })}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{t('loadFailed')}</Alert>}
        {data && (
          <>
            <Facts facts={facts} />
            {data.lastError && (
              <Alert severity={data.state === 'nepateiktas' ? 'error' : 'warning'} sx={{ mt: 2 }}>
                {t('outbox.reason', { reason: data.lastError })}
              </Alert>
            )}
            <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
              {t('outbox.payload')}
            </Typography>
            {data.channel === 'el_pastas' && (
              <Box component="pre" sx={pre}>
                {`${t('outbox.subject')}: ${data.payload.subject}\n\n${data.payload.text}`}
              </Box>
            )}
            <Box component="pre" sx={{ ...pre, mt: 2 }} aria-label={t('outbox.content')}>
              {JSON.stringify(data.payload.content, null, 2)}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {data?.state === 'nepateiktas' && (
          <Button variant="contained" disabled={busy} onClick={() => void send()}>
            {t('outbox.resend')}
          </Button>
        )}
        <Button onClick={onClose}>{t('outbox.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
