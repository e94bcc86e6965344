/** One broker message: its facts, the last error, the payload; "retry" for a failed one, "move out of the dead letter" for a dead one. */
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
import { requeueMessage, retryMessage, useBrokerMessage } from '../api/broker';

const pre = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', fontSize: '0.875rem', m: 0 } as const;

export function BrokerDialog({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('admin');
  const { data, error, mutate } = useBrokerMessage(id);
  const [busy, setBusy] = useState(false);

  const run = async (action: (id: number) => ReturnType<typeof retryMessage>) => {
    setBusy(true);
    try {
      const after = await action(id);
      await mutate(after, { revalidate: false });
      onChanged();
      if (after.state === 'pristatytas') notify.success(t('broker.delivered'));
      else if (after.state === 'laukia') notify.success(t('broker.requeued'));
      else notify.error({ message: t('broker.retryFailed') });
    } catch {
      // the API client has shown why
    } finally {
      setBusy(false);
    }
  };

  const facts: [string, string][] = data
    ? [
        [t('broker.column.state'), t(`broker.state.${data.state}`)],
        [t('broker.column.system'), t(`broker.system.${data.system}`)],
        [t('broker.column.direction'), t(`broker.direction.${data.direction}`)],
        [t('broker.column.kind'), t(`broker.kind.${data.kind}`, { defaultValue: data.kind })],
        [t('broker.messageId'), data.messageId],
        [t('broker.column.created_at'), shownOf(data.createdAt)],
        [t('broker.column.attempts'), String(data.attempts)],
        [t('broker.nextAttempt'), shownOf(data.nextAttemptAt)],
        [t('broker.deliveredAt'), shownOf(data.deliveredAt)],
      ]
    : [];
  const failed = data?.state === 'kartojamas' || data?.state === 'nepristatytas';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="body" aria-labelledby="brokerio-pranesimas">
      <DialogTitle id="brokerio-pranesimas">{t('broker.detail', { id })}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{t('loadFailed')}</Alert>}
        {data && (
          <>
            <Facts facts={facts} />
            {data.lastError && (
              <Alert severity={data.state === 'nepristatytas' ? 'error' : 'warning'} sx={{ mt: 2 }}>
                {t('broker.reason', { reason: data.lastError })}
              </Alert>
            )}
            <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
              {t('broker.payload')}
            </Typography>
            <Box component="pre" sx={pre}>
              {JSON.stringify(data.payload, null, 2)}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {failed && (
          <Button variant="contained" disabled={busy} onClick={() => void run(retryMessage)}>
            {t('broker.retry')}
          </Button>
        )}
        {data?.state === 'nepristatytas' && (
          <Button disabled={busy} onClick={() => void run(requeueMessage)}>
            {t('broker.requeue')}
          </Button>
        )}
        <Button onClick={onClose}>{t('broker.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
