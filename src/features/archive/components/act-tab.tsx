/** aktas: the administrator seals the list being formed (its PDF through the signing provider) and runs approved acts; every act is listed. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { runAct, sealAct, useActs } from '../api';
import { ActCard } from './act-card';
import { useActAction } from './use-act-action';

export function ActTab({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('archive');
  const { data } = useActs();
  const { error, run } = useActAction();
  if (!data) return <Typography role="status">…</Typography>;
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {data.items.length === 0 && <Typography>{t('act.none')}</Typography>}
      {data.items.map((act) => (
        <ActCard key={act.id} act={act}>
          {isAdmin && (act.status === 'formuojamas' || act.status === 'grazintas') && (
            <Button variant="contained" onClick={() => void run(() => sealAct(act.id), t('act.sealed'))}>
              {t('act.seal')}
            </Button>
          )}
          {isAdmin && act.status === 'patvirtintas' && (
            <Button variant="contained" color="error" onClick={() => void run(() => runAct(act.id), t('act.executed'))}>
              {t('act.run')}
            </Button>
          )}
        </ActCard>
      ))}
    </>
  );
}
