/**
 * /patvirtinimai/:objektasID/* (portal) — a document waiting for the signed-in party's
 * confirmation, or one they answered: its status, the round (who confirmed, who still has to)
 * with "confirm" and "refuse" while the party's answer is awaited, and the data read-only
 * (the type's layout tabs as route segments). The self-service object page shows registered
 * entries only; an asked party may read the document through the item core (decision 0126).
 */
import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isApiError } from '../../../lib/api/api-error';
import { fetcher } from '../../../lib/api/client';
import { getItem, itemPath } from '../../../lib/api/items';
import { FactsList } from '../../../lib/facts-list';
import { PageLoading } from '../../../lib/ui/page-loading';
import { ReadOnlyDocument } from '../../../form/components/read-only-document';
import { lifecyclePath, type LifecycleView } from '../api';
import { ApprovalPanel } from '../components/approval-panel';

function ApprovalDocument({ id, segments }: { id: number; segments: string[] }) {
  const { t } = useTranslation(['approval', 'common']);
  const document = useSWR(itemPath('documents', id), () => getItem('documents', id));
  const view = useSWR<LifecycleView>(lifecyclePath({ id }), fetcher);
  const error = document.error ?? view.error;
  if (error && isApiError(error) && (error.status === 404 || error.status === 400)) return <Alert severity="warning">{t('approval.notFound')}</Alert>;
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!document.data || !view.data) return <PageLoading />;
  const item = document.data;
  const reload = () => {
    void document.mutate();
    void view.mutate();
  };
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {`${t(`types.${item.type}.title`, { ns: `types/${item.type}`, defaultValue: item.type })} Nr. ${item.id}`}
      </Typography>
      <FactsList label={t('approval.facts')} facts={[[t('approval.status'), t(`lifecycle.statuses.${view.data.status}`, { ns: 'common' })]]} />
      {view.data.approval && (
        <ApprovalPanel documentId={id} typeId={item.type} round={view.data.approval} waiting={view.data.status === 'laukia_patvirtinimo'} onDone={reload} />
      )}
      <Suspense fallback={<PageLoading />}>
        <ReadOnlyDocument
          key={`${id}:${item.version}`}
          type={item.type}
          schemaVersion={item.schemaVersion}
          data={item.data}
          basePath={`/patvirtinimai/${id}`}
          segments={segments}
        />
      </Suspense>
    </>
  );
}

export function Component() {
  const { t } = useTranslation('approval');
  const { objektasID = '', '*': splat = '' } = useParams();
  const id = /^[1-9]\d{0,15}$/.test(objektasID) ? Number(objektasID) : null;
  if (id === null) return <Alert severity="warning">{t('approval.notFound')}</Alert>;
  const segments = splat.split('/').filter(Boolean).map(decodeURIComponent);
  return (
    <Box component="article">
      <ApprovalDocument id={id} segments={segments} />
    </Box>
  );
}
