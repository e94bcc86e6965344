/** archyvaras: the archivist approves or returns (with a reason) acts waiting for them; below, the destroyed items' tombstones and the audit chain check. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { approveAct, returnAct, useActs, useTombstones } from '../api';
import { ActCard } from './act-card';
import { AuditPanel } from './audit-panel';
import { ItemsTable } from './items-table';
import { ReasonDialog } from './reason-dialog';
import { useActAction } from './use-act-action';

export function ArchivistTab({ isArchivist }: { isArchivist: boolean }) {
  const { t } = useTranslation('archive');
  const { data } = useActs();
  const { data: tombstones } = useTombstones();
  const { error, run } = useActAction();
  const [returning, setReturning] = useState<number | null>(null);
  if (!data || !tombstones) return <Typography role="status">…</Typography>;
  const waiting = data.items.filter((a) => a.status === 'laukia_archyvaro');
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {waiting.length === 0 && <Typography sx={{ mb: 2 }}>{t('archivist.none')}</Typography>}
      {waiting.map((act) => (
        <ActCard key={act.id} act={act}>
          {isArchivist && (
            <>
              <Button variant="contained" onClick={() => void run(() => approveAct(act.id), t('archivist.approved'))}>
                {t('archivist.approve')}
              </Button>
              <Button onClick={() => setReturning(act.id)}>{t('archivist.return')}</Button>
            </>
          )}
        </ActCard>
      ))}
      <ReasonDialog
        key={returning ?? 0}
        title={t('archivist.returnTitle')}
        open={returning !== null}
        onClose={() => setReturning(null)}
        onConfirm={(reason) => {
          const id = returning!;
          setReturning(null);
          void run(() => returnAct(id, reason), t('archivist.returned'));
        }}
      />
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('archivist.tombstones')}
      </Typography>
      <ItemsTable
        label={t('archivist.tombstones')}
        items={tombstones.items.map((s) => ({ ...s, note: t('archivist.destroyedBy', { act: s.actNumber, at: s.destroyedAt.slice(0, 10) }) }))}
      />
      <AuditPanel />
    </>
  );
}
