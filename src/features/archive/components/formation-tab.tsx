/**
 * formavimas: the items whose retention ended (due), those excluded by a legal hold, and the
 * list being formed, where the administrator removes an item with a reason; below, the
 * retention policies (policies-panel.tsx).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formAct, removeItem, useActs, useCandidates } from '../api';
import { ItemsTable } from './items-table';
import { PoliciesPanel } from './policies-panel';
import { ReasonDialog } from './reason-dialog';
import { useActAction } from './use-act-action';

export function FormationTab({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('archive');
  const { data: candidates } = useCandidates();
  const { data: acts } = useActs();
  const { error, run } = useActAction();
  const [removing, setRemoving] = useState<number | null>(null);
  const forming = acts?.items.find((a) => a.status === 'formuojamas' || a.status === 'grazintas');
  if (!candidates || !acts) return <Typography role="status">…</Typography>;
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('formation.due')}
      </Typography>
      {candidates.due.length === 0 ? (
        <Typography sx={{ mb: 2 }}>{t('formation.noneDue')}</Typography>
      ) : (
        <ItemsTable label={t('formation.due')} items={candidates.due} />
      )}
      {isAdmin && candidates.due.length > 0 && (
        <Button variant="contained" sx={{ mb: 3 }} onClick={() => void run(formAct, t('formation.formed'))}>
          {t('formation.form')}
        </Button>
      )}
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('formation.held')}
      </Typography>
      {candidates.held.length === 0 ? (
        <Typography sx={{ mb: 2 }}>{t('formation.noneHeld')}</Typography>
      ) : (
        <ItemsTable label={t('formation.held')} items={candidates.held.map((c) => ({ ...c, note: t('formation.heldNote') }))} />
      )}
      {forming && (
        <>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('formation.list', { number: forming.number })}
          </Typography>
          <ItemsTable
            label={t('formation.list', { number: forming.number })}
            items={forming.items.map((i) => ({ ...i, note: i.removedAt ? t('formation.removed', { reason: i.removedReason }) : null }))}
            action={(item) =>
              isAdmin && !item.note ? (
                <Button size="small" onClick={() => setRemoving(item.documentId)}>
                  {t('formation.remove')}
                </Button>
              ) : null
            }
          />
          <ReasonDialog
            key={removing ?? 0}
            title={t('formation.removeTitle', { id: removing })}
            open={removing !== null}
            onClose={() => setRemoving(null)}
            onConfirm={(reason) => {
              const documentId = removing!;
              setRemoving(null);
              void run(() => removeItem(forming.id, documentId, reason), t('formation.removedDone'));
            }}
          />
        </>
      )}
      <PoliciesPanel isAdmin={isAdmin} />
    </>
  );
}
