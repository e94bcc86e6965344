/** One KTPR notice: the entry, the unit, what the NTR said; "mark as read" for a registrar (the server decides and audits). */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../../lib/date-text';
import { Facts } from '../../../lib/ui/facts';
import { notify } from '../../../lib/notify';
import { TypeTitle } from '../../../lib/type-title';
import { ktprEntryLink } from '../columns';
import { acknowledgeKtpr, useKtprNotice } from '../ktpr-api';

export function KtprDialog({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('workflow');
  const { data, error, mutate } = useKtprNotice(id);
  const [busy, setBusy] = useState(false);

  const acknowledge = async () => {
    setBusy(true);
    try {
      await mutate(await acknowledgeKtpr(id), { revalidate: false });
      onChanged();
      notify.success(t('ktpr.acknowledged'));
    } catch {
      // the API client has shown why
    } finally {
      setBusy(false);
    }
  };

  const facts: [string, ReactNode][] = data
    ? [
        [
          t('table.registryNumber'),
          <Link key="entry" to={ktprEntryLink(data.registryNumber, data.documentId)}>
            {data.registryNumber}
          </Link>,
        ],
        [t('table.type'), <TypeTitle key="type" typeId={data.documentType} />],
        [t('ktpr.uniqueNumber'), data.uniqueNumber],
        [t('ktpr.change'), t(`ktpr.changes.${data.change}`, { defaultValue: data.change })],
        [t('ktpr.receivedAt'), dateText(data.receivedAt)],
        [t('table.status'), t(`ktpr.states.${data.ktprState}`)],
        [t('ktpr.acknowledgedBy'), data.acknowledgedAt ? `${data.acknowledgedBy ?? ''}, ${dateText(data.acknowledgedAt)}` : '—'],
      ]
    : [];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ktpr-pranesimas">
      <DialogTitle id="ktpr-pranesimas">{t('ktpr.detail', { id })}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>}
        {data && <Facts facts={facts} />}
      </DialogContent>
      <DialogActions>
        {data?.mayAcknowledge && (
          <Button variant="contained" disabled={busy} onClick={() => void acknowledge()}>
            {t('ktpr.acknowledge')}
          </Button>
        )}
        <Button onClick={onClose}>{t('ktpr.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
